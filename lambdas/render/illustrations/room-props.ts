/**
 * The props that tell one room from another at a glance, drawn flat in the places' manner: a
 * boutique's clothes rail and long mirror, a salon's lit mirrors, a gym's dumbbell rack, a bakery's
 * bread shelves and deck oven, a florist's buckets of flowers, a warehouse's pallet racking, a
 * classroom's board, a reception's clock and waiting chairs. `s` is each prop's size in pixels; colours lean to the palette.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';

export function fill(ctx: SKRSContext2D, colour: SKRSContext2D['fillStyle'], draw: () => void): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  draw();
  ctx.fill();
}

const GARMENTS = ['#e76f51', '#f4a261', '#2a9d8f', '#264653', '#e9c46a', '#d4a5a5', '#f1faee', '#8d99ae'];

/** A wall tiled from `top` to `bottom` across `width`: the tiles, their grout `step` apart in both directions, `line` thick. */
export function tiledWall(ctx: SKRSContext2D, top: number, bottom: number, width: number, step: number, line: number, tile: string, grout: string): void {
  fill(ctx, tile, () => ctx.rect(0, top, width, bottom - top));
  for (let y = top; y < bottom; y += step) fill(ctx, grout, () => ctx.rect(0, y, width, Math.max(1, line)));
  for (let x = 0; x < width; x += step) fill(ctx, grout, () => ctx.rect(x, top, Math.max(1, line), bottom - top));
}

/** A chrome rail on two stands, garments on hangers along it (shirts and dresses). `y`: the rail; `h`: to the floor. */
export function clothesRail(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, accent: string, random: () => number): void {
  const bar = Math.max(2, h * 0.02);
  fill(ctx, '#9aa1ab', () => ctx.rect(x, y, w, bar));
  for (const sx of [x, x + w - bar]) fill(ctx, '#9aa1ab', () => ctx.rect(sx, y, bar, h));
  for (const sx of [x, x + w - bar]) fill(ctx, '#7b828c', () => ctx.rect(sx - h * 0.06, y + h - bar, h * 0.12 + bar, bar));
  const step = h * 0.15;
  for (let gx = x + step * 0.7, k = 0; gx < x + w - step * 0.5; gx += step * (0.8 + random() * 0.3), k++) {
    const colour = k % 4 === 1 ? accent : GARMENTS[Math.floor(random() * GARMENTS.length)]!;
    const long = random() > 0.5;
    const gw = step * 1.05;
    const gh = h * (long ? 0.62 : 0.4);
    ctx.strokeStyle = '#5a5f69';
    ctx.lineWidth = Math.max(1, h * 0.008);
    ctx.beginPath();
    ctx.moveTo(gx, y + bar);
    ctx.lineTo(gx, y + h * 0.05);
    ctx.stroke();
    fill(ctx, colour, () => {
      // Shoulders, then a shirt's straight sides or a dress's flare.
      ctx.moveTo(gx - gw * 0.32, y + h * 0.06);
      ctx.lineTo(gx + gw * 0.32, y + h * 0.06);
      ctx.lineTo(gx + gw * (long ? 0.55 : 0.4), y + h * 0.06 + gh);
      ctx.lineTo(gx - gw * (long ? 0.55 : 0.4), y + h * 0.06 + gh);
      ctx.closePath();
    });
    fill(ctx, mix(colour, '#000000', 0.18), () => ctx.rect(gx - gw * 0.03, y + h * 0.06, gw * 0.06, gh));
  }
}

/** A tall mirror in a frame, the room's light across its glass. */
export function mirror(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, frame: string): void {
  fill(ctx, frame, () => ctx.roundRect(x - w * 0.06, y - w * 0.06, w * 1.12, h + w * 0.12, w * 0.5));
  const glass = ctx.createLinearGradient(x, y, x + w, y + h);
  glass.addColorStop(0, '#dfeef4');
  glass.addColorStop(1, '#a9c4d0');
  fill(ctx, glass, () => ctx.roundRect(x, y, w, h, w * 0.45));
  fill(ctx, 'rgba(255,255,255,0.45)', () => {
    ctx.moveTo(x + w * 0.2, y + h * 0.3);
    ctx.lineTo(x + w * 0.45, y + h * 0.18);
    ctx.lineTo(x + w * 0.45, y + h * 0.3);
    ctx.lineTo(x + w * 0.2, y + h * 0.42);
    ctx.closePath();
  });
}

/** A salon's mirror with a row of bulbs round it and a shelf of bottles under it. */
export function salonMirror(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, accent: string): void {
  fill(ctx, '#2f2a28', () => ctx.roundRect(x - w * 0.08, y - w * 0.08, w * 1.16, h + w * 0.16, w * 0.06));
  mirror(ctx, x, y, w, h, '#2f2a28');
  for (let k = 0; k < 5; k++) {
    for (const bx of [x - w * 0.04, x + w * 1.04]) fill(ctx, '#fff3c4', () => ctx.arc(bx, y + h * (0.1 + k * 0.2), w * 0.035, 0, Math.PI * 2));
  }
  fill(ctx, '#8c5a34', () => ctx.rect(x - w * 0.1, y + h + w * 0.12, w * 1.2, w * 0.05));
  for (let k = 0; k < 4; k++) {
    const bw = w * 0.09;
    const bh = w * (0.16 + (k % 2) * 0.08);
    fill(ctx, [accent, '#f1faee', '#e9c46a', '#2a9d8f'][k]!, () => ctx.roundRect(x + w * (0.1 + k * 0.22), y + h + w * 0.12 - bh, bw, bh, bw * 0.3));
  }
}

/** A two-tier rack of dumbbell pairs, smallest to heaviest. `y`: the floor. */
export function dumbbellRack(ctx: SKRSContext2D, x: number, y: number, w: number, s: number, accent: string): void {
  const frame = '#2b2e35';
  for (const tier of [0.42, 0.78]) fill(ctx, frame, () => ctx.rect(x, y - s * tier, w, s * 0.05));
  for (const lx of [x, x + w - s * 0.06]) fill(ctx, frame, () => ctx.rect(lx, y - s * 0.8, s * 0.06, s * 0.8));
  for (const [t, tier] of [0.42, 0.78].entries()) {
    for (let k = 0, dx = x + s * 0.12; dx < x + w - s * 0.3; k++) {
      const r = s * (0.07 + ((k + t) % 4) * 0.012);
      const barY = y - s * tier - r;
      fill(ctx, '#9aa1ab', () => ctx.rect(dx, barY - s * 0.012, s * 0.26, s * 0.024));
      for (const hx of [dx, dx + s * 0.26]) fill(ctx, k % 3 === 2 ? accent : '#1d1f24', () => ctx.roundRect(hx - r * 0.45, barY - r, r * 0.9, r * 2, r * 0.3));
      dx += s * 0.26 + r * 2.2;
    }
  }
}

/** Wooden shelves of loaves, baguettes and rolls. */
export function breadShelves(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, random: () => number): void {
  fill(ctx, '#8c5a34', () => ctx.rect(x, y, w, h));
  fill(ctx, '#6b4a34', () => ctx.rect(x + w * 0.03, y + w * 0.03, w * 0.94, h - w * 0.06));
  const rows = 3;
  for (let r = 0; r < rows; r++) {
    const base = y + h * ((r + 1) / rows) - w * 0.03;
    fill(ctx, '#c58f5a', () => ctx.rect(x, base, w, w * 0.025));
    const size = (h / rows) * 0.5;
    for (let bx = x + w * 0.06; bx < x + w * 0.92; ) {
      const kind = Math.floor(random() * 3);
      const crust = ['#d08b3e', '#b86b2a', '#e0a458'][kind]!;
      if (kind === 0) {
        // A round loaf, scored across.
        fill(ctx, crust, () => ctx.ellipse(bx + size * 0.6, base - size * 0.4, size * 0.6, size * 0.42, 0, Math.PI, 0));
        ctx.strokeStyle = mix(crust, '#ffffff', 0.35);
        ctx.lineWidth = Math.max(1, size * 0.06);
        for (let c = 0; c < 3; c++) {
          ctx.beginPath();
          ctx.moveTo(bx + size * (0.3 + c * 0.22), base - size * 0.62);
          ctx.lineTo(bx + size * (0.42 + c * 0.22), base - size * 0.42);
          ctx.stroke();
        }
        bx += size * 1.35;
      } else if (kind === 1) {
        // Baguettes standing in a basket.
        for (let k = 0; k < 3; k++) fill(ctx, crust, () => ctx.roundRect(bx + k * size * 0.22, base - size * 1.5, size * 0.2, size * 1.5, size * 0.1));
        fill(ctx, '#a57a4e', () => ctx.roundRect(bx - size * 0.05, base - size * 0.5, size * 0.8, size * 0.5, size * 0.08));
        bx += size * 1.05;
      } else {
        for (let k = 0; k < 3; k++) fill(ctx, crust, () => ctx.arc(bx + size * (0.25 + k * 0.4), base - size * 0.2, size * 0.22, Math.PI, 0));
        bx += size * 1.4;
      }
    }
  }
}

/**
 * A baker's deck oven: a steel cabinet of stacked decks, each behind a glass door glowing with its
 * heat, loaves showing through, a hood above. `y`: the floor (or step) it stands on. Returns the doors.
 */
export function deckOven(ctx: SKRSContext2D, x: number, y: number, w: number, h: number): { x: number; y: number; w: number; h: number } {
  fill(ctx, '#6b7079', () => ctx.rect(x + w * 0.1, 0, w * 0.8, y - h));
  fill(ctx, '#aab1ba', () => ctx.rect(x - w * 0.04, y - h - w * 0.06, w * 1.08, w * 0.1));
  fill(ctx, '#c3c9d0', () => ctx.roundRect(x, y - h, w, h, w * 0.02));
  const doors = { x: x + w * 0.08, y: y - h * 0.92, w: w * 0.84, h: h * 0.62 };
  const deck = doors.h / 3;
  for (let k = 0; k < 3; k++) {
    const dy = doors.y + k * deck;
    const glow = ctx.createLinearGradient(0, dy, 0, dy + deck);
    glow.addColorStop(0, '#ffcf7a');
    glow.addColorStop(1, '#f08a2c');
    fill(ctx, '#4a4f58', () => ctx.rect(doors.x - w * 0.02, dy, doors.w + w * 0.04, deck * 0.92));
    fill(ctx, glow, () => ctx.rect(doors.x, dy + deck * 0.1, doors.w, deck * 0.7));
    for (let lx = doors.x + doors.w * 0.08; lx < doors.x + doors.w * 0.85; lx += doors.w * 0.22) fill(ctx, '#b86b2a', () => ctx.ellipse(lx + doors.w * 0.08, dy + deck * 0.7, doors.w * 0.08, deck * 0.2, 0, Math.PI, 0));
    fill(ctx, '#dfe3e8', () => ctx.rect(doors.x + doors.w * 0.2, dy + deck * 0.02, doors.w * 0.6, deck * 0.06));
  }
  // The control panel under the decks.
  fill(ctx, '#2b2f3a', () => ctx.rect(x + w * 0.08, y - h * 0.26, w * 0.84, h * 0.12));
  for (let k = 0; k < 4; k++) fill(ctx, k % 2 ? '#7ee081' : '#ffd23f', () => ctx.arc(x + w * (0.2 + k * 0.18), y - h * 0.2, w * 0.02, 0, Math.PI * 2));
  return doors;
}

const BLOOMS = ['#e86a92', '#ffd23f', '#ff7b54', '#f1faee', '#b5179e', '#ef476f'];

/** Zinc buckets of cut flowers in a row, on a floor at `y`. */
export function flowerBuckets(ctx: SKRSContext2D, x: number, y: number, w: number, s: number, random: () => number): void {
  for (let bx = x; bx < x + w - s * 0.5; bx += s * (0.75 + random() * 0.2)) {
    const top = y - s * (0.45 + random() * 0.15);
    const bloom = BLOOMS[Math.floor(random() * BLOOMS.length)]!;
    for (let k = 0; k < 9; k++) {
      const fx = bx + s * (0.08 + random() * 0.5);
      const fy = top - s * (0.25 + random() * 0.45);
      ctx.strokeStyle = '#3f8a46';
      ctx.lineWidth = Math.max(1, s * 0.025);
      ctx.beginPath();
      ctx.moveTo(bx + s * 0.32, top + s * 0.05);
      ctx.lineTo(fx, fy);
      ctx.stroke();
      fill(ctx, k % 4 === 0 ? '#4f9a52' : bloom, () => ctx.arc(fx, fy, s * (k % 4 === 0 ? 0.07 : 0.09), 0, Math.PI * 2));
    }
    fill(ctx, '#a7b0b8', () => {
      ctx.moveTo(bx, top);
      ctx.lineTo(bx + s * 0.64, top);
      ctx.lineTo(bx + s * 0.56, y);
      ctx.lineTo(bx + s * 0.08, y);
      ctx.closePath();
    });
    fill(ctx, '#c5ccd3', () => ctx.rect(bx, top, s * 0.64, s * 0.05));
  }
}

/** Pallet racking: blue uprights, orange beams, boxes on pallets on each level. `y`: the floor. */
export function palletRacking(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, random: () => number): void {
  const bay = h * 0.55;
  const levels = 3;
  for (let ux = x; ux <= x + w + 1; ux += bay) fill(ctx, '#2f5f8f', () => ctx.rect(ux, y - h, h * 0.025, h));
  for (let l = 0; l < levels; l++) {
    const beam = y - h * (0.06 + l * 0.33);
    for (let bx = x; bx < x + w - bay * 0.5; bx += bay) {
      for (let k = 0; k < 2; k++) {
        const px = bx + h * 0.05 + k * bay * 0.47;
        const pw = bay * 0.42;
        fill(ctx, '#b08a5b', () => ctx.rect(px, beam - h * 0.025, pw, h * 0.025));
        const bh = h * (0.12 + random() * 0.12);
        const box = ['#c9a26b', '#b98f58', '#d8b47e'][Math.floor(random() * 3)]!;
        fill(ctx, box, () => ctx.rect(px + pw * 0.04, beam - h * 0.025 - bh, pw * 0.92, bh));
        fill(ctx, 'rgba(0,0,0,0.12)', () => ctx.rect(px + pw * 0.46, beam - h * 0.025 - bh, pw * 0.08, bh));
      }
      fill(ctx, '#f28c28', () => ctx.rect(bx, beam, bay, h * 0.03));
    }
  }
}

/** A green board with lines of chalk writing and a sum. */
export function chalkboard(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, random: () => number): void {
  fill(ctx, '#8c5a34', () => ctx.rect(x - w * 0.03, y - w * 0.03, w * 1.06, h + w * 0.06));
  fill(ctx, '#2f5a45', () => ctx.rect(x, y, w, h));
  ctx.strokeStyle = 'rgba(255,255,255,0.75)';
  ctx.lineWidth = Math.max(1, h * 0.025);
  ctx.lineCap = 'round';
  for (let k = 0; k < 4; k++) {
    const ly = y + h * (0.2 + k * 0.18);
    ctx.beginPath();
    for (let lx = x + w * 0.08; lx < x + w * (0.4 + random() * 0.45); lx += w * 0.03) ctx.lineTo(lx, ly + Math.sin(lx * 0.7) * h * 0.02);
    ctx.stroke();
  }
  fill(ctx, '#d9d2c4', () => ctx.rect(x, y + h + w * 0.03, w, w * 0.02));
}

/** A round wall clock at ten past ten. `x`, `y`: its centre. */
export function wallClock(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  fill(ctx, '#2b2f3a', () => ctx.arc(x, y, r * 1.1, 0, Math.PI * 2));
  fill(ctx, '#ffffff', () => ctx.arc(x, y, r, 0, Math.PI * 2));
  ctx.strokeStyle = '#2b2f3a';
  ctx.lineWidth = Math.max(1, r * 0.12);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x, y - r * 0.6);
  ctx.moveTo(x, y);
  ctx.lineTo(x + r * 0.48, y + r * 0.2);
  ctx.stroke();
}

/** A row of joined waiting-room chairs on a beam. `x`: its left; `s`: a chair's height. Returns its box. */
export function waitingChairs(ctx: SKRSContext2D, x: number, y: number, s: number, count: number, accent: string): { x: number; y: number; w: number; h: number } {
  const cw = s * 0.8;
  const w = count * cw * 1.1;
  fill(ctx, '#7b828c', () => ctx.rect(x, y - s * 0.42, w, s * 0.05));
  for (const lx of [x + w * 0.1, x + w * 0.88]) fill(ctx, '#7b828c', () => ctx.rect(lx, y - s * 0.42, s * 0.05, s * 0.42));
  for (let k = 0; k < count; k++) {
    const cx = x + k * cw * 1.1;
    fill(ctx, mix(accent, '#2b2f3a', 0.35), () => ctx.roundRect(cx + cw * 0.05, y - s, cw * 0.9, s * 0.5, cw * 0.12));
    fill(ctx, accent, () => ctx.roundRect(cx, y - s * 0.55, cw, s * 0.14, cw * 0.08));
  }
  return { x, y: y - s, w, h: s };
}

/**
 * A laundrette's wall of machines: a row of front-loading washers, their round doors showing the
 * wash turning, with a row of dryers stacked over them. `y`: the floor. Returns their box.
 */
export function laundryMachines(ctx: SKRSContext2D, x: number, y: number, w: number, s: number, accent: string, random: () => number): { x: number; y: number; w: number; h: number } {
  const washes = ['#5b8fd6', '#e76f51', '#2a9d8f', '#e9c46a', '#f1faee'];
  const n = Math.max(1, Math.floor(w / s));
  for (let k = 0; k < n; k++) {
    const mx = x + k * s;
    for (const [row, dryer] of [[0, false], [1, true]] as const) {
      const my = y - s * (row + 1);
      fill(ctx, dryer ? '#e7eaee' : '#f6f7f8', () => ctx.roundRect(mx + s * 0.03, my + s * 0.02, s * 0.94, s * 0.96, s * 0.05));
      fill(ctx, dryer ? '#b9c0c8' : accent, () => ctx.rect(mx + s * 0.03, my + s * 0.02, s * 0.94, s * 0.12));
      const cx = mx + s / 2;
      const cy = my + s * 0.58;
      fill(ctx, '#9aa1ab', () => ctx.arc(cx, cy, s * 0.33, 0, Math.PI * 2));
      fill(ctx, dryer ? '#3a3f4b' : '#bfe0f2', () => ctx.arc(cx, cy, s * 0.27, 0, Math.PI * 2));
      // The wash tumbling in the lower half of the drum.
      if (random() > 0.3) fill(ctx, washes[Math.floor(random() * washes.length)]!, () => ctx.arc(cx, cy, s * 0.25, Math.PI * 0.05, Math.PI * 0.95));
      fill(ctx, 'rgba(255,255,255,0.35)', () => ctx.ellipse(cx - s * 0.1, cy - s * 0.12, s * 0.08, s * 0.04, -0.6, 0, Math.PI * 2));
      fill(ctx, '#2b2f3a', () => ctx.rect(mx + s * 0.7, my + s * 0.05, s * 0.14, s * 0.06));
    }
  }
  return { x, y: y - s * 2, w: n * s, h: s * 2 };
}

/**
 * A vet's examination table: a steel top with a raised lip and a non-slip mat, on a lifting pedestal
 * with the scale's readout. `x`: its left; `s`: its length. Returns its box.
 */
export function vetTable(ctx: SKRSContext2D, x: number, y: number, s: number, mat: string): { x: number; y: number; w: number; h: number } {
  const top = y - s * 0.55;
  fill(ctx, '#9aa1ab', () => ctx.roundRect(x + s * 0.34, top, s * 0.32, s * 0.55, s * 0.03));
  fill(ctx, '#b7bec8', () => ctx.rect(x + s * 0.34, top + s * 0.2, s * 0.32, s * 0.02));
  fill(ctx, '#2b2f3a', () => ctx.roundRect(x + s * 0.4, top + s * 0.07, s * 0.2, s * 0.08, s * 0.01));
  fill(ctx, '#7ee081', () => ctx.rect(x + s * 0.43, top + s * 0.095, s * 0.14, s * 0.03));
  fill(ctx, '#7b828c', () => ctx.roundRect(x + s * 0.2, y - s * 0.05, s * 0.6, s * 0.05, s * 0.01));
  fill(ctx, '#c9ced6', () => ctx.roundRect(x, top - s * 0.08, s, s * 0.09, s * 0.02));
  fill(ctx, '#aab1ba', () => ctx.rect(x, top - s * 0.03, s, s * 0.02));
  fill(ctx, mat, () => ctx.roundRect(x + s * 0.06, top - s * 0.1, s * 0.88, s * 0.035, s * 0.01));
  return { x, y: top - s * 0.09, w: s, h: s * 0.64 };
}

/** A paw print: the pad and four toes. `x`, `y`: the pad's centre. */
export function pawPrint(ctx: SKRSContext2D, x: number, y: number, s: number, colour: string): void {
  fill(ctx, colour, () => {
    ctx.ellipse(x, y, s * 0.32, s * 0.26, 0, 0, Math.PI * 2);
    for (const [dx, dy] of [[-0.36, -0.3], [-0.13, -0.5], [0.13, -0.5], [0.36, -0.3]] as const) {
      ctx.moveTo(x + dx * s + s * 0.11, y + dy * s);
      ctx.ellipse(x + dx * s, y + dy * s, s * 0.11, s * 0.14, 0, 0, Math.PI * 2);
    }
  });
}

/** Sacks of pet food standing on shelves, each with a paw on its label. `y`: the floor. */
export function petFoodShelves(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, accent: string, random: () => number): void {
  const rows = 3;
  const rowH = h / rows;
  for (let r = 0; r < rows; r++) {
    const base = y - r * rowH;
    fill(ctx, '#8c5a34', () => ctx.rect(x, base - rowH * 0.06, w, rowH * 0.06));
    for (let bx = x + rowH * 0.06; bx < x + w - rowH * 0.45; bx += rowH * 0.5) {
      const bag = [accent, '#e9c46a', '#2a9d8f', '#e76f51'][Math.floor(random() * 4)]!;
      const bh = rowH * (0.6 + random() * 0.25);
      fill(ctx, bag, () => ctx.roundRect(bx, base - rowH * 0.06 - bh, rowH * 0.44, bh, rowH * 0.05));
      fill(ctx, '#ffffff', () => ctx.arc(bx + rowH * 0.22, base - rowH * 0.06 - bh * 0.5, rowH * 0.12, 0, Math.PI * 2));
      pawPrint(ctx, bx + rowH * 0.22, base - rowH * 0.06 - bh * 0.47, rowH * 0.14, bag);
    }
  }
  for (const px of [x, x + w - rowH * 0.04]) fill(ctx, '#8c5a34', () => ctx.rect(px, y - h, rowH * 0.04, h));
}
