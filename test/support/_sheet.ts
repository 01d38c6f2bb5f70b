import { createCanvas } from '@napi-rs/canvas';
import { writeFileSync } from 'node:fs';
import { bodyAspect, drawBody } from '/work/wt/music38/lambdas/render/illustrations/bodies';
const poses = process.argv.slice(2);
const h = 420;
const ws = poses.map((p) => Math.round(h * bodyAspect(`body:${p}:casual@414`)));
const c = createCanvas(ws.reduce((a, b) => a + b + 10, 0), h);
const ctx = c.getContext('2d');
ctx.fillStyle = '#6b4a5a'; ctx.fillRect(0, 0, c.width, h);
let x = 0;
for (const [i, p] of poses.entries()) {
  ctx.save(); ctx.translate(x, 0);
  await drawBody(ctx as any, `body:${p}:casual@414`, h);
  ctx.restore(); x += ws[i]! + 10;
}
writeFileSync('/tmp/m38sheet.png', c.toBuffer('image/png'));
