import { createCanvas } from '@napi-rs/canvas';
import { writeFileSync } from 'node:fs';
import { bodyAspect, drawBody } from '../lambdas/render/illustrations/bodies';
const poses = process.argv.slice(2);
const h = 400;
const pics = poses.map((p) => `body:${p}`);
const ws = pics.map((p) => Math.round(h * bodyAspect(p)));
const canvas = createCanvas(ws.reduce((a, b) => a + b + 20, 0), h);
const ctx = canvas.getContext('2d');
ctx.fillStyle = '#c8d4dc'; ctx.fillRect(0, 0, canvas.width, h);
let x = 0;
for (const [i, p] of pics.entries()) { ctx.save(); ctx.translate(x, 0); await drawBody(ctx, p, h); ctx.restore(); x += ws[i]! + 20; }
writeFileSync('/tmp/w28/poses.png', canvas.toBuffer('image/png'));
