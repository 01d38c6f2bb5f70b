/**
 * The props that tell the places things are mended or made: a garage's car raised on its lift,
 * stacked tyres and roller door; a bike workshop's wheels on hooks and a bike in its repair stand;
 * a joiner's rack of timber; and the tool wall and workbench they share. Drawn flat in the places'
 * manner; `s` is a prop's size in pixels, `y` the floor it stands on unless said otherwise.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import type { Box } from '../draw/layout';
import { fill } from './room-props';

const STEEL = '#9aa1ab';
const IRON = '#3a3f4b';

function stroke(ctx: SKRSContext2D, colour: string, width: number, draw: () => void): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, width);
  ctx.lineCap = 'round';
  ctx.beginPath();
  draw();
  ctx.stroke();
}

/** A spanner's outline: a shaft with an open jaw at the top. `x`, `y`: the hook it hangs from. */
function spanner(ctx: SKRSContext2D, x: number, y: number, h: number, colour: string): void {
  stroke(ctx, colour, h * 0.09, () => {
    ctx.moveTo(x, y + h * 0.18);
    ctx.lineTo(x, y + h);
  });
  stroke(ctx, colour, h * 0.07, () => ctx.arc(x, y + h * 0.1, h * 0.1, Math.PI * 0.7, Math.PI * 2.3));
}

function hammer(ctx: SKRSContext2D, x: number, y: number, h: number): void {
  fill(ctx, '#b98b5e', () => ctx.roundRect(x - h * 0.05, y + h * 0.15, h * 0.1, h * 0.85, h * 0.04));
  fill(ctx, IRON, () => ctx.roundRect(x - h * 0.26, y, h * 0.52, h * 0.18, h * 0.03));
}

function screwdriver(ctx: SKRSContext2D, x: number, y: number, h: number, handle: string): void {
  fill(ctx, handle, () => ctx.roundRect(x - h * 0.07, y, h * 0.14, h * 0.4, h * 0.05));
  fill(ctx, STEEL, () => ctx.rect(x - h * 0.02, y + h * 0.4, h * 0.04, h * 0.6));
}

function saw(ctx: SKRSContext2D, x: number, y: number, h: number): void {
  fill(ctx, '#c9ced6', () => {
    ctx.moveTo(x - h * 0.12, y + h * 0.22);
    ctx.lineTo(x + h * 0.12, y + h * 0.22);
    ctx.lineTo(x + h * 0.05, y + h);
    ctx.lineTo(x - h * 0.12, y + h);
    ctx.closePath();
  });
  fill(ctx, '#a0522d', () => ctx.roundRect(x - h * 0.16, y, h * 0.32, h * 0.26, h * 0.06));
}

/**
 * A pegboard on the wall with tools hanging on it, each in its place: spanners by size, hammers,
 * screwdrivers with coloured handles, a saw. Returns its box.
 */
export function toolWall(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, accent: string, random: () => number): Box {
  fill(ctx, '#6e5138', () => ctx.rect(x - h * 0.03, y - h * 0.03, w + h * 0.06, h * 1.06));
  fill(ctx, '#c9a77c', () => ctx.rect(x, y, w, h));
  const hole = h * 0.06;
  for (let py = y + hole; py < y + h; py += hole * 1.6) {
    for (let px = x + hole; px < x + w; px += hole * 1.6) fill(ctx, 'rgba(70,45,25,0.35)', () => ctx.arc(px, py, hole * 0.16, 0, Math.PI * 2));
  }
  const handles = [accent, '#e9c46a', '#2a9d8f', '#e76f51'];
  const tool = h * 0.62;
  const top = y + h * 0.14;
  for (let tx = x + tool * 0.3, k = 0; tx < x + w - tool * 0.25; k++) {
    switch (k % 5) {
      case 0:
        for (let n = 0; n < 4; n++) spanner(ctx, tx + n * tool * 0.16, top, tool * (0.55 + n * 0.12), '#aeb5bf');
        tx += tool * 0.78;
        break;
      case 1:
        hammer(ctx, tx + tool * 0.12, top, tool * 0.9);
        tx += tool * 0.5;
        break;
      case 2:
        for (let n = 0; n < 3; n++) screwdriver(ctx, tx + n * tool * 0.18, top, tool * (0.6 + random() * 0.25), handles[(n + k) % handles.length]!);
        tx += tool * 0.66;
        break;
      case 3:
        saw(ctx, tx + tool * 0.12, top, tool);
        tx += tool * 0.48;
        break;
      default:
        // A coil of cable or hose on its hook.
        stroke(ctx, handles[k % handles.length]!, tool * 0.06, () => ctx.ellipse(tx + tool * 0.2, top + tool * 0.45, tool * 0.2, tool * 0.3, 0, 0, Math.PI * 2));
        tx += tool * 0.55;
    }
  }
  return { x, y, w, h };
}

/**
 * A workbench: a thick wooden top on legs, a vice at one end, a shelf of boxes and cans under it
 * and a few things on top. `y`: the floor; `h`: the top's height above it. Returns its box.
 */
export function workbench(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, accent: string, random: () => number): Box {
  const top = y - h;
  const t = h * 0.1;
  for (const lx of [x + w * 0.04, x + w * 0.92]) fill(ctx, '#7a5a40', () => ctx.rect(lx, top, w * 0.04, h));
  fill(ctx, '#8c6a4a', () => ctx.rect(x + w * 0.04, y - h * 0.3, w * 0.92, t * 0.7));
  // Boxes and cans on the shelf below.
  for (let bx = x + w * 0.1; bx < x + w * 0.86; ) {
    const bw = w * (0.08 + random() * 0.08);
    const bh = h * (0.16 + random() * 0.14);
    const colour = [accent, '#5b6b8c', '#c9a26b', '#e9c46a', '#2a9d8f'][Math.floor(random() * 5)]!;
    fill(ctx, colour, () => ctx.roundRect(bx, y - h * 0.3 - bh, bw, bh, bw * 0.08));
    bx += bw + w * 0.03;
  }
  fill(ctx, '#b98b5e', () => ctx.rect(x, top, w, t));
  fill(ctx, '#d0a674', () => ctx.rect(x, top, w, t * 0.3));
  // The vice, its jaws above the top.
  fill(ctx, IRON, () => ctx.rect(x + w * 0.03, top - t * 1.6, w * 0.09, t * 1.6));
  fill(ctx, '#5b6270', () => ctx.rect(x + w * 0.02, top - t * 1.9, w * 0.11, t * 0.45));
  stroke(ctx, STEEL, t * 0.3, () => {
    ctx.moveTo(x - w * 0.02, top - t * 0.8);
    ctx.lineTo(x + w * 0.03, top - t * 0.8);
  });
  // A toolbox and a lamp on top.
  fill(ctx, accent, () => ctx.roundRect(x + w * 0.6, top - h * 0.2, w * 0.2, h * 0.2, h * 0.02));
  fill(ctx, mix(accent, '#000000', 0.3), () => ctx.rect(x + w * 0.6, top - h * 0.13, w * 0.2, h * 0.02));
  stroke(ctx, IRON, t * 0.35, () => {
    ctx.moveTo(x + w * 0.3, top);
    ctx.lineTo(x + w * 0.26, top - h * 0.35);
    ctx.lineTo(x + w * 0.36, top - h * 0.48);
  });
  fill(ctx, IRON, () => ctx.ellipse(x + w * 0.38, top - h * 0.44, h * 0.08, h * 0.05, 0.6, 0, Math.PI * 2));
  return { x, y: top - t * 1.9, w, h: h + t * 1.9 };
}

/** Tyres stacked on their sides. `x`: the stack's left; `s`: a tyre's width. */
export function tyreStack(ctx: SKRSContext2D, x: number, y: number, s: number, count: number): void {
  const th = s * 0.3;
  for (let k = 0; k < count; k++) {
    const ty = y - (k + 1) * th;
    fill(ctx, '#1f2126', () => ctx.roundRect(x, ty, s, th * 0.96, th * 0.4));
    for (let g = 1; g < 6; g++) fill(ctx, '#34373e', () => ctx.rect(x + (s * g) / 6, ty + th * 0.12, s * 0.025, th * 0.7));
  }
}

/** A car seen from the side, facing right, its wheels' bottoms at `y`. */
function carSide(ctx: SKRSContext2D, x: number, y: number, w: number, colour: string): void {
  const h = w * 0.36;
  const r = w * 0.1;
  fill(ctx, colour, () => {
    ctx.moveTo(x, y - r * 0.9);
    ctx.lineTo(x, y - h * 0.62);
    ctx.quadraticCurveTo(x + w * 0.02, y - h * 0.7, x + w * 0.2, y - h * 0.7);
    ctx.lineTo(x + w * 0.3, y - h);
    ctx.lineTo(x + w * 0.66, y - h);
    ctx.lineTo(x + w * 0.8, y - h * 0.68);
    ctx.quadraticCurveTo(x + w, y - h * 0.64, x + w, y - h * 0.4);
    ctx.lineTo(x + w, y - r * 0.9);
    ctx.closePath();
  });
  fill(ctx, '#bcd9e6', () => {
    ctx.moveTo(x + w * 0.25, y - h * 0.7);
    ctx.lineTo(x + w * 0.33, y - h * 0.92);
    ctx.lineTo(x + w * 0.47, y - h * 0.92);
    ctx.lineTo(x + w * 0.47, y - h * 0.7);
    ctx.closePath();
    ctx.moveTo(x + w * 0.51, y - h * 0.7);
    ctx.lineTo(x + w * 0.51, y - h * 0.92);
    ctx.lineTo(x + w * 0.64, y - h * 0.92);
    ctx.lineTo(x + w * 0.75, y - h * 0.7);
    ctx.closePath();
  });
  fill(ctx, mix(colour, '#000000', 0.25), () => ctx.rect(x, y - h * 0.42, w, h * 0.05));
  fill(ctx, '#ffe8a3', () => ctx.rect(x + w * 0.96, y - h * 0.56, w * 0.04, h * 0.08));
  for (const cx of [x + w * 0.2, x + w * 0.8]) {
    fill(ctx, '#1f2126', () => ctx.arc(cx, y - r, r, 0, Math.PI * 2));
    fill(ctx, '#c9ced6', () => ctx.arc(cx, y - r, r * 0.5, 0, Math.PI * 2));
  }
}

/**
 * A two-post lift with a car raised on its arms, a mechanic's height of clear space under it.
 * `x`: its left; `w`: between the posts. Returns its box.
 */
export function carLift(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, colour: string): Box {
  const post = w * 0.06;
  const raised = y - h * 0.55;
  for (const px of [x, x + w - post]) {
    fill(ctx, '#d9483b', () => ctx.rect(px, y - h, post, h));
    fill(ctx, mix('#d9483b', '#000000', 0.25), () => ctx.rect(px + post * 0.7, y - h, post * 0.3, h));
    fill(ctx, IRON, () => ctx.rect(px - post * 0.4, y - post * 0.4, post * 1.8, post * 0.4));
  }
  fill(ctx, '#d9483b', () => ctx.rect(x, y - h, w, post * 0.6));
  // The arms under the sills.
  fill(ctx, IRON, () => ctx.rect(x + post, raised, w - post * 2, post * 0.45));
  carSide(ctx, x + w * 0.08, raised, w * 0.84, colour);
  return { x, y: y - h, w, h };
}

/** A roller door: steel slats in a frame, a handle at its foot, a bar of daylight under it. `y`: the floor. */
export function rollerDoor(ctx: SKRSContext2D, x: number, top: number, w: number, y: number, light: string): void {
  const h = y - top;
  fill(ctx, '#5b6270', () => ctx.rect(x - w * 0.04, top - w * 0.06, w * 1.08, h + w * 0.06));
  fill(ctx, '#c3c8cf', () => ctx.rect(x, top, w, h * 0.94));
  for (let sy = top + h * 0.05; sy < top + h * 0.94; sy += h * 0.05) fill(ctx, '#a9afb8', () => ctx.rect(x, sy, w, Math.max(1, h * 0.008)));
  fill(ctx, light, () => ctx.rect(x, top + h * 0.94, w, h * 0.06));
  fill(ctx, IRON, () => ctx.rect(x + w * 0.45, top + h * 0.88, w * 0.1, h * 0.02));
}

/** A bicycle wheel: tyre, rim, hub and spokes. */
function wheel(ctx: SKRSContext2D, cx: number, cy: number, r: number): void {
  stroke(ctx, '#1f2126', r * 0.14, () => ctx.arc(cx, cy, r, 0, Math.PI * 2));
  stroke(ctx, '#b7bec8', r * 0.05, () => ctx.arc(cx, cy, r * 0.88, 0, Math.PI * 2));
  stroke(ctx, 'rgba(180,188,198,0.8)', r * 0.015, () => {
    for (let a = 0; a < Math.PI * 2; a += Math.PI / 9) {
      ctx.moveTo(cx, cy);
      ctx.lineTo(cx + Math.cos(a) * r * 0.86, cy + Math.sin(a) * r * 0.86);
    }
  });
  fill(ctx, '#6b7280', () => ctx.arc(cx, cy, r * 0.08, 0, Math.PI * 2));
}

/** Bicycle wheels hung in a row on hooks from a rail. `y`: the rail. */
export function hangingWheels(ctx: SKRSContext2D, x: number, y: number, w: number, r: number): void {
  fill(ctx, IRON, () => ctx.rect(x, y, w, r * 0.08));
  for (let cx = x + r * 1.1; cx < x + w - r; cx += r * 2.5) {
    stroke(ctx, STEEL, r * 0.05, () => {
      ctx.moveTo(cx, y);
      ctx.lineTo(cx, y + r * 0.2);
    });
    wheel(ctx, cx, y + r * 1.15, r);
  }
}

/** A bicycle side on, facing right, its wheels' bottoms at `y`; `s`: from hub to hub. */
function bicycleSide(ctx: SKRSContext2D, x: number, y: number, s: number, frame: string): void {
  const r = s * 0.36;
  const back = { x, y: y - r };
  const front = { x: x + s, y: y - r };
  const crank = { x: x + s * 0.42, y: y - r };
  const seat = { x: x + s * 0.3, y: y - r - s * 0.6 };
  const head = { x: x + s * 0.86, y: y - r - s * 0.58 };
  wheel(ctx, back.x, back.y, r);
  wheel(ctx, front.x, front.y, r);
  stroke(ctx, frame, s * 0.045, () => {
    ctx.moveTo(back.x, back.y);
    ctx.lineTo(crank.x, crank.y);
    ctx.lineTo(seat.x, seat.y);
    ctx.lineTo(back.x, back.y);
    ctx.moveTo(seat.x, seat.y);
    ctx.lineTo(head.x, head.y);
    ctx.lineTo(crank.x, crank.y);
    ctx.moveTo(head.x, head.y);
    ctx.lineTo(front.x, front.y);
  });
  stroke(ctx, IRON, s * 0.04, () => {
    ctx.moveTo(seat.x - s * 0.02, seat.y - s * 0.06);
    ctx.lineTo(seat.x, seat.y);
    ctx.moveTo(head.x - s * 0.02, head.y - s * 0.08);
    ctx.lineTo(head.x + s * 0.1, head.y - s * 0.1);
  });
  fill(ctx, '#1f2126', () => ctx.roundRect(seat.x - s * 0.1, seat.y - s * 0.1, s * 0.2, s * 0.05, s * 0.02));
  fill(ctx, IRON, () => ctx.arc(crank.x, crank.y, s * 0.07, 0, Math.PI * 2));
}

/** A bicycle held up off the floor in a repair stand by its top tube. `x`: its left; `s`: hub to hub. Returns its box. */
export function bikeInStand(ctx: SKRSContext2D, x: number, y: number, s: number, frame: string): Box {
  const lift = s * 0.35;
  const clampY = y - lift - s * 0.36 - s * 0.6;
  // The stand: a tripod foot, a post, the clamp at the bike's top tube.
  stroke(ctx, IRON, s * 0.05, () => {
    ctx.moveTo(x + s * 0.56, y);
    ctx.lineTo(x + s * 0.56, clampY);
    ctx.moveTo(x + s * 0.3, y);
    ctx.lineTo(x + s * 0.56, y - s * 0.2);
    ctx.lineTo(x + s * 0.82, y);
  });
  bicycleSide(ctx, x, y - lift, s, frame);
  fill(ctx, '#d9483b', () => ctx.roundRect(x + s * 0.5, clampY - s * 0.04, s * 0.12, s * 0.12, s * 0.02));
  return { x: x - s * 0.36, y: clampY - s * 0.2, w: s * 1.72, h: y - clampY + s * 0.2 };
}

/** A rack of timber: planks and battens of several woods laid on steel arms. `y`: the floor. */
export function timberRack(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, random: () => number): Box {
  for (const px of [x, x + w * 0.5 - h * 0.02, x + w - h * 0.04]) fill(ctx, IRON, () => ctx.rect(px, y - h, h * 0.04, h));
  for (let level = 0; level < 4; level++) {
    const ly = y - h * (0.12 + level * 0.24);
    fill(ctx, IRON, () => ctx.rect(x, ly, w, h * 0.02));
    for (let py = ly, k = 0; k < 3; k++) {
      const ph = h * (0.03 + random() * 0.03);
      const wood = ['#d9b07a', '#c58f5a', '#e8c99a', '#a8703f'][Math.floor(random() * 4)]!;
      const inset = w * random() * 0.08;
      fill(ctx, wood, () => ctx.rect(x - w * 0.04 + inset, py - ph, w * 1.04 - inset * 2, ph));
      fill(ctx, mix(wood, '#000000', 0.18), () => ctx.rect(x - w * 0.04 + inset, py - ph, w * 0.015, ph));
      py -= ph;
    }
  }
  return { x, y: y - h, w, h };
}
