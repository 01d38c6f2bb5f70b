/**
 * The whole illustrated presenter at one instant, back to front: hair behind, legs, neck and
 * torso, the head (tilting and nodding about the neck), then the arms in front with whatever
 * the hands hold. Drawn in head units: the caller translates to the face's centre and scales
 * by the head unit. The legs are always drawn: the frame's edge cuts them where the shot ends.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { AvatarLook, AvatarPreset } from '../../core/presets';
import { drawArm, drawLegs, drawNeck, drawTorso } from './body';
import { drawHairBack, drawHead } from './head';
import type { Pose } from './pose';
import type { Point } from './rig';

/** Something drawn in a hand, given where the wrist is and which arm holds it. */
export type HandItem = (ctx: SKRSContext2D, wrist: Point, side: -1 | 1) => void;

/** Where the head turns and nods: the top of the neck. */
const NECK_PIVOT = { x: 0, y: 1.3 };

/** Draws the figure; returns where the wrists ended up (screen-left, screen-right), for what hangs from them. */
export function drawFigure(ctx: SKRSContext2D, preset: AvatarPreset, look: AvatarLook, pose: Pose, items: [HandItem | null, HandItem | null]): [Point, Point] {
  ctx.save();
  ctx.translate(pose.offset.x, pose.offset.y);
  ctx.save();
  headTransform(ctx, pose);
  drawHairBack(ctx, preset);
  ctx.restore();
  drawLegs(ctx, look, pose);
  drawNeck(ctx, preset);
  drawTorso(ctx, preset, look, pose);
  ctx.save();
  headTransform(ctx, pose);
  drawHead(ctx, preset, pose);
  ctx.restore();
  const wrists = pose.arms.map((arm, i) => {
    const side = i === 0 ? -1 : 1;
    const wrist = drawArm(ctx, preset, look, side, arm, pose);
    items[i]?.(ctx, wrist, side);
    return { x: wrist.x + pose.offset.x, y: wrist.y + pose.offset.y };
  }) as [Point, Point];
  ctx.restore();
  return wrists;
}

function headTransform(ctx: SKRSContext2D, pose: Pose): void {
  ctx.translate(NECK_PIVOT.x, NECK_PIVOT.y + pose.head.nod);
  ctx.rotate(pose.head.tilt);
  ctx.translate(-NECK_PIVOT.x, -NECK_PIVOT.y);
}
