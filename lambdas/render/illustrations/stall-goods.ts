/**
 * A market stall of one trade, as a stallholder serves across it: the trestle under its striped awning on two poles,
 * the goods of its kind heaped on it (crates of fruit and veg, wheels and wedges of cheese, loaves and baguettes,
 * buckets of cut flowers, fish laid on ice, a hot pan of street food), price cards stuck in them, the scales at the
 * stallholder's end; a paper bag, a wrapped bunch or a paper tray handed across. Metres, y up, as bodies.ts draws
 * (its helpers are read only when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr, type P, type Prop } from './bodies';
import { baguette, loaf, roll } from './bakes';
import { CHEESES, fish, wedge, wheel } from './food-goods';
import { bench } from './garden-work';
import { crate } from './market-stall';
import { fill } from './room-props';

export const STALL_KINDS = ['produce', 'cheese', 'bread', 'flowers', 'fish', 'food'] as const;
export type StallKind = (typeof STALL_KINDS)[number];

/** The trestle's top; how high the awning's edge hangs. */
export const STALL_TOP = 0.82;
const AWNING = 2.08;

/** Each kind's awning stripe, so two stalls side by side read as two trades. */
export const STALL_COLOURS: Record<StallKind, string> = {
  produce: '#2f8f4e',
  cheese: '#e0a526',
  bread: '#b5562a',
  flowers: '#d6457a',
  fish: '#2f6fa8',
  food: '#d8412f',
};

/** The awning from x0 to x1 over the stall on its two poles: stripes of `colour` and white, the front edge scalloped. */
export const awning = (x0: number, x1: number, colour: string): Prop => (ctx) => {
  for (const x of [x0 + 0.18, x1 - 0.22]) rr(ctx, x, 0, 0.04, AWNING + 0.2, 0.01, '#6b4a2b');
  const n = Math.max(6, Math.round((x1 - x0) / 0.2));
  const w = (x1 - x0) / n;
  for (let k = 0; k < n; k++) {
    ctx.fillStyle = k % 2 ? '#f8f4ec' : colour;
    ctx.beginPath();
    ctx.moveTo(x0 + k * w, AWNING + 0.3);
    ctx.lineTo(x0 + (k + 1) * w, AWNING + 0.3);
    ctx.lineTo(x0 + (k + 1) * w, AWNING);
    ctx.arc(x0 + (k + 0.5) * w, AWNING, w / 2, 0, Math.PI, true);
    ctx.fill();
  }
};

/** A price card on a pick stuck into the goods at (x, y): white, its price a dark stroke and a coloured one. */
const priceCard = (ctx: SKRSContext2D, x: number, y: number) => {
  rr(ctx, x - 0.004, y - 0.1, 0.008, 0.12, 0.002, '#6b4a2b');
  rr(ctx, x - 0.06, y, 0.12, 0.075, 0.008, '#fbfbf7');
  rr(ctx, x - 0.04, y + 0.04, 0.06, 0.014, 0.005, '#2b2d2f');
  rr(ctx, x - 0.04, y + 0.016, 0.08, 0.012, 0.005, '#d8412f');
};

/** The scales at (x, STALL_TOP): a white dial on its column, its needle, and the steel pan on top with `load` on it. */
const scales = (x: number, load: string): Prop => (ctx) => {
  rr(ctx, x, STALL_TOP, 0.2, 0.06, 0.015, '#d9dde2');
  rr(ctx, x + 0.07, STALL_TOP + 0.05, 0.06, 0.1, 0.01, '#9aa3ad');
  fill(ctx, '#f4f4f0', () => ctx.arc(x + 0.1, STALL_TOP + 0.2, 0.075, 0, Math.PI * 2));
  ctx.strokeStyle = '#3a3f4b';
  ctx.lineWidth = 0.012;
  ctx.stroke();
  ctx.strokeStyle = '#d8412f';
  ctx.beginPath();
  ctx.moveTo(x + 0.1, STALL_TOP + 0.2);
  ctx.lineTo(x + 0.14, STALL_TOP + 0.25);
  ctx.stroke();
  fill(ctx, load, () => {
    for (const dx of [0.05, 0.1, 0.15]) ctx.arc(x + dx, STALL_TOP + 0.31, 0.035, 0, Math.PI * 2);
  });
  fill(ctx, '#b8c0c8', () => ctx.ellipse(x + 0.1, STALL_TOP + 0.28, 0.13, 0.025, 0, 0, Math.PI * 2));
};

/** Fish laid head to tail on a bed of ice, lemons between them. */
const onIce = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0, STALL_TOP, x1 - x0, 0.07, 0.02, '#e9f3f8');
  const skins = ['#8fa3b3', '#c9ccd1', '#d98a6a'];
  for (let k = 0, x = x0 + 0.14; x < x1 - 0.1; x += 0.3, k++) fish(ctx, x, STALL_TOP + 0.11 + (k % 2) * 0.06, 0.34, skins[k % skins.length]!, k % 2 ? -1 : 1);
  fill(ctx, '#f2d13a', () => {
    for (let x = x0 + 0.26; x < x1 - 0.1; x += 0.52) ctx.ellipse(x, STALL_TOP + 0.08, 0.035, 0.026, 0, 0, Math.PI * 2);
  });
};

const BLOOMS = ['#e86a92', '#ffd23f', '#ff7b54', '#b5179e', '#f1faee'];

/** A zinc bucket on the trestle at x, a bunch of cut flowers of `bloom` standing in it, leaves among them. */
const bucketOfFlowers = (ctx: SKRSContext2D, x: number, bloom: string) => {
  ctx.strokeStyle = '#3f8a46';
  ctx.lineWidth = 0.012;
  const heads: P[] = [[0.02, 0.36], [0.09, 0.42], [0.16, 0.37], [0.05, 0.3], [0.13, 0.31], [0.09, 0.34]];
  for (const [hx, hy] of heads) {
    ctx.beginPath();
    ctx.moveTo(x + 0.09, STALL_TOP + 0.12);
    ctx.lineTo(x + hx, STALL_TOP + hy);
    ctx.stroke();
  }
  fill(ctx, '#4f9a52', () => {
    ctx.ellipse(x + 0.0, STALL_TOP + 0.27, 0.05, 0.022, 0.6, 0, Math.PI * 2);
    ctx.ellipse(x + 0.18, STALL_TOP + 0.27, 0.05, 0.022, -0.6, 0, Math.PI * 2);
  });
  fill(ctx, bloom, () => {
    for (const [hx, hy] of heads) {
      ctx.moveTo(x + hx + 0.045, STALL_TOP + hy);
      ctx.arc(x + hx, STALL_TOP + hy, 0.045, 0, Math.PI * 2);
    }
  });
  fill(ctx, '#a7b0b8', () => {
    ctx.moveTo(x, STALL_TOP + 0.2);
    ctx.lineTo(x + 0.18, STALL_TOP + 0.2);
    ctx.lineTo(x + 0.155, STALL_TOP);
    ctx.lineTo(x + 0.025, STALL_TOP);
    ctx.closePath();
  });
};

/** Street food: a wide pan over its burner, rice and its toppings in it, steam rising; paper trays stacked beside. */
const hotPan = (x0: number, x1: number): Prop => (ctx) => {
  const cx = (x0 + x1) / 2 - 0.05;
  rr(ctx, cx - 0.24, STALL_TOP, 0.48, 0.07, 0.01, '#3a3f4b');
  fill(ctx, '#2b2d2f', () => ctx.ellipse(cx, STALL_TOP + 0.1, 0.34, 0.06, 0, 0, Math.PI * 2));
  fill(ctx, '#e9b949', () => ctx.ellipse(cx, STALL_TOP + 0.11, 0.3, 0.045, 0, 0, Math.PI * 2));
  for (const [dx, colour] of [[-0.18, '#d8412f'], [-0.06, '#4f9a46'], [0.06, '#f4a3a8'], [0.18, '#d8412f'], [0.0, '#f2d13a']] as const) {
    fill(ctx, colour, () => ctx.ellipse(cx + dx, STALL_TOP + 0.125, 0.035, 0.015, 0, 0, Math.PI * 2));
  }
  ctx.strokeStyle = 'rgba(255,255,255,0.75)';
  ctx.lineWidth = 0.018;
  ctx.lineCap = 'round';
  for (const dx of [-0.14, 0, 0.14]) {
    ctx.beginPath();
    ctx.moveTo(cx + dx, STALL_TOP + 0.18);
    ctx.bezierCurveTo(cx + dx - 0.05, STALL_TOP + 0.28, cx + dx + 0.05, STALL_TOP + 0.34, cx + dx, STALL_TOP + 0.44);
    ctx.stroke();
  }
  for (let k = 0; k < 4; k++) rr(ctx, x1 - 0.2, STALL_TOP + k * 0.03, 0.16, 0.025, 0.005, k % 2 ? '#f1e6cf' : '#e2d3b2');
};

/** The goods of each kind on the trestle from x0 to x1. */
const GOODS: Record<StallKind, (x0: number, x1: number) => Prop[]> = {
  produce: (x0, x1) => {
    const colours = ['#e0402f', '#f39c34', '#5a9e4b', '#e8c547'];
    const n = Math.max(2, Math.floor((x1 - x0) / 0.34));
    const w = (x1 - x0 - 0.04 * (n + 1)) / n;
    return Array.from({ length: n }, (_, k) => crate(x0 + 0.04 + k * (w + 0.04), STALL_TOP, w, colours[k % colours.length]!));
  },
  cheese: (x0, x1) => [
    (ctx) => {
      rr(ctx, x0 + 0.02, STALL_TOP, x1 - x0 - 0.04, 0.03, 0.01, '#c98f55');
      for (let k = 0, x = x0 + 0.04; x < x1 - 0.3; x += 0.32, k++) wheel(ctx, x, STALL_TOP + 0.03, 0.28, 0.12 + (k % 2) * 0.06, CHEESES[k % CHEESES.length]!);
      wedge(ctx, x1 - 0.26, STALL_TOP + 0.03, 0.22, 0.12, CHEESES[1]!);
    },
  ],
  bread: (x0, x1) => [
    (ctx) => {
      for (let x = x0 + 0.14; x < x1 - 0.34; x += 0.24) loaf(ctx, x, STALL_TOP, 0.22);
      for (let x = x0 + 0.1; x < x1 - 0.34; x += 0.16) roll(ctx, x + 0.06, STALL_TOP + 0.06, 0.1);
      // Baguettes standing in a basket at the customer's end.
      for (const [dx, tilt] of [[0.06, -0.12], [0.1, 0.02], [0.14, 0.14]] as const) baguette(ctx, x1 - 0.24 + dx, STALL_TOP + 0.08, 0.5, tilt);
      rr(ctx, x1 - 0.26, STALL_TOP, 0.22, 0.16, 0.03, '#b07a3f');
    },
  ],
  flowers: (x0, x1) => [
    (ctx) => {
      for (let k = 0, x = x0 + 0.04; x < x1 - 0.2; x += 0.24, k++) bucketOfFlowers(ctx, x, BLOOMS[k % BLOOMS.length]!);
    },
  ],
  fish: (x0, x1) => [onIce(x0, x1)],
  food: (x0, x1) => [hotPan(x0, x1)],
};

/** A stall of `kind` from x0 to x1: its trestle and the cloth down its front, goods, price cards and (when `weighed`) the scales at its x0 end. */
export const stall = (kind: StallKind, x0: number, x1: number, weighed = true): Prop[] => {
  const from = weighed && kind !== 'food' && kind !== 'flowers' ? x0 + 0.26 : x0;
  return [
    bench(x0, x1, STALL_TOP),
    // A cloth hung down the trestle's front: whoever stands behind it shows from the waist up.
    (ctx) => {
      rr(ctx, x0, 0.16, x1 - x0, STALL_TOP - 0.18, 0.01, '#f3ead8');
      rr(ctx, x0, 0.16, x1 - x0, 0.06, 0.01, STALL_COLOURS[kind]);
    },
    ...(from > x0 ? [scales(x0 + 0.03, kind === 'produce' ? '#e0402f' : '#e8c547')] : []),
    ...GOODS[kind](from, x1),
    (ctx) => {
      for (let x = from + 0.16; x < x1 - 0.1; x += 0.42) priceCard(ctx, x, STALL_TOP + 0.24);
    },
  ];
};

/** What is handed across each kind of stall: a paper bag, a bunch wrapped in paper, a paper tray of food. */
export const handedAcross = (kind: StallKind, hand: P): Prop => (ctx) => {
  const [x, y] = hand;
  if (kind === 'flowers') {
    fill(ctx, '#e86a92', () => {
      for (const [dx, dy] of [[0, 0.26], [0.07, 0.22], [-0.06, 0.21], [0.02, 0.31]] as const) ctx.arc(x + dx, y + dy, 0.045, 0, Math.PI * 2);
    });
    fill(ctx, '#e9dcc3', () => {
      ctx.moveTo(x - 0.02, y - 0.1);
      ctx.lineTo(x - 0.12, y + 0.22);
      ctx.lineTo(x + 0.14, y + 0.22);
      ctx.lineTo(x + 0.03, y - 0.1);
      ctx.closePath();
    });
    return;
  }
  if (kind === 'food') {
    rr(ctx, x - 0.02, y - 0.01, 0.22, 0.05, 0.01, '#f1e6cf');
    fill(ctx, '#e9b949', () => ctx.ellipse(x + 0.09, y + 0.05, 0.09, 0.035, 0, 0, Math.PI * 2));
    return;
  }
  // A kraft paper bag held by its folded top, something of the stall's peeping out.
  rr(ctx, x - 0.02, y - 0.24, 0.2, 0.24, 0.01, '#c9a36b');
  rr(ctx, x - 0.02, y - 0.02, 0.2, 0.05, 0.01, '#b08a55');
  rr(ctx, x, y - 0.2, 0.16, 0.012, 0.004, '#a57d4a');
};

/** A wicker basket hanging from `hand`, greens poking out of it. */
export const basket = (hand: P): Prop => (ctx) => {
  const [x, y] = hand;
  ctx.strokeStyle = '#8a5a2b';
  ctx.lineWidth = 0.02;
  ctx.beginPath();
  ctx.arc(x, y - 0.1, 0.1, Math.PI, 0, true);
  ctx.stroke();
  fill(ctx, '#4f9a46', () => ctx.ellipse(x + 0.04, y - 0.12, 0.05, 0.05, 0.4, 0, Math.PI * 2));
  rr(ctx, x - 0.15, y - 0.3, 0.3, 0.18, 0.04, '#c08a4a');
  for (const dy of [0.06, 0.12]) rr(ctx, x - 0.15, y - 0.3 + dy, 0.3, 0.012, 0.004, '#9a6a33');
};
