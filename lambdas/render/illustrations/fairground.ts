/**
 * A fair (a summer fair, a fête, a funfair, a Kirmes, a sagra): its field under bunting and string lights, a big
 * wheel and a carousel's striped top beyond a row of stalls (the place, pixels, y down: places.ts registers it); and
 * its people, drawn whole (metres, y up, facing +x, as bodies.ts draws): a band playing on a small stage to a crowd
 * cheering before it, children riding the carousel's horses while a grown-up waves, a queue at a street-food stall.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import type { TimeOfDay } from '../compose/scene-graph';
import { drawFigure, OUTFITS, rr, type Pose, type Prop, type Scene } from './bodies';
import { companion, GUEST } from './company';
import { CHEER, PUMP } from './events';
import { stalls } from './event-places';
import { atChildSize } from './figure-build';
import { lookOf, nextLook } from './figure-look';
import { festoon } from './hospitality-props';
import { HANDING, STALLHOLDER, TAKING } from './market-scenes';
import { bandmate, MUSICIANS } from './musicians';
import type { PlaceGeometry } from './places';
import { fill } from './room-props';
import { awning, handedAcross, stall, STALL_COLOURS } from './stall-goods';
import { bunting } from './stay-props';

const FLAGS = ['#e63946', '#f4a261', '#2a9d8f', '#e9c46a', '#457b9d'];
const GOLD = '#e3ac2f';

// ---- The place: pixels, y down --------------------------------------------------------------

/** A big wheel standing on `base` at cx, `r` its radius: the A-frame legs, spokes, rim and the gondolas hung round it. */
function bigWheel(ctx: SKRSContext2D, cx: number, base: number, r: number, lit: boolean): void {
  const cy = base - r * 1.15;
  ctx.strokeStyle = '#5b6270';
  ctx.lineWidth = r * 0.05;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + side * r * 0.55, base);
    ctx.stroke();
  }
  ctx.strokeStyle = lit ? '#ffe7a8' : '#c9ced6';
  ctx.lineWidth = r * 0.02;
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6;
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
    ctx.stroke();
  }
  ctx.lineWidth = r * 0.04;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.stroke();
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6 + Math.PI / 12;
    const [gx, gy] = [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
    fill(ctx, FLAGS[k % FLAGS.length]!, () => ctx.roundRect(gx - r * 0.08, gy, r * 0.16, r * 0.14, r * 0.03));
  }
  fill(ctx, '#5b6270', () => ctx.arc(cx, cy, r * 0.07, 0, Math.PI * 2));
}

/** A carousel's top seen over the stalls at x: its striped cone roof on a drum, a pennant on its peak. */
function carouselTop(ctx: SKRSContext2D, x: number, base: number, s: number, colour: string): void {
  const w = s * 1.4;
  fill(ctx, '#c9a56b', () => ctx.rect(x - w * 0.02, base - s * 0.5, w * 0.04, s * 0.5));
  for (let k = 0; k < 8; k++) {
    fill(ctx, k % 2 ? '#fbf3df' : colour, () => {
      ctx.moveTo(x, base - s * 1.05);
      ctx.lineTo(x - w / 2 + (k * w) / 8, base - s * 0.62);
      ctx.lineTo(x - w / 2 + ((k + 1) * w) / 8, base - s * 0.62);
      ctx.closePath();
    });
  }
  fill(ctx, GOLD, () => ctx.rect(x - w / 2, base - s * 0.62, w, s * 0.1));
  fill(ctx, colour, () => {
    ctx.moveTo(x, base - s * 1.2);
    ctx.lineTo(x + s * 0.16, base - s * 1.15);
    ctx.lineTo(x, base - s * 1.1);
    ctx.closePath();
  });
}

type Paint = (ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette, random: () => number) => void;
const lit = (time: TimeOfDay) => time === 'night' || time === 'sunset';

/** The fair's field in three layers far to near: the big wheel and a carousel's top, a row of stalls, the grass under bunting and lights. */
export const FAIRGROUND: [Paint, Paint, Paint] = [
  (ctx, g, time, palette) => {
    bigWheel(ctx, g.width * 0.78, g.horizon + g.unit * 8, Math.min(g.unit * 22, g.horizon * 0.5), lit(time));
    carouselTop(ctx, g.width * 0.22, g.horizon + g.unit * 8, g.unit * 14, palette.accent);
  },
  (ctx, g, time, palette, random) => stalls(ctx, g.width, g.ground + g.unit, Math.min(g.unit * 40, g.ground * 0.4), palette.accent, lit(time), random),
  (ctx, g, time) => {
    fill(ctx, '#6f9a4a', () => ctx.rect(0, g.ground, g.width, g.height - g.ground));
    fill(ctx, '#86b05a', () => ctx.rect(0, g.ground, g.width, g.unit * 0.8));
    for (let x = -g.unit * 6; x < g.width; x += g.unit * 44) bunting(ctx, x, x + g.unit * 44, g.unit * 4, g.unit * 3);
    festoon(ctx, 0, g.width, g.unit * 12, g.unit * 5, g.unit * 1.6, lit(time));
  },
];

// ---- Its people: metres, y up ---------------------------------------------------------------

/** A string of bunting from x0 to x1 hung at y, sagging: little flags of the fair's colours (metres: stay-props' bunting is drawn in pixels). */
const flags = (ctx: SKRSContext2D, x0: number, x1: number, y: number) => {
  const sag = 0.12;
  ctx.strokeStyle = '#8a7a6a';
  ctx.lineWidth = 0.012;
  ctx.beginPath();
  ctx.moveTo(x0, y);
  ctx.quadraticCurveTo((x0 + x1) / 2, y - sag * 2, x1, y);
  ctx.stroke();
  const n = Math.max(4, Math.floor((x1 - x0) / 0.18));
  for (let k = 0; k < n; k++) {
    const t = (k + 0.5) / n;
    const fx = x0 + (x1 - x0) * t;
    const fy = y - sag * 4 * t * (1 - t);
    fill(ctx, FLAGS[k % FLAGS.length]!, () => {
      ctx.moveTo(fx - 0.06, fy);
      ctx.lineTo(fx + 0.06, fy);
      ctx.lineTo(fx, fy - 0.13);
      ctx.closePath();
    });
  }
};

/** The stage: its deck on trestles, the roof on two posts, bunting along its front. */
const DECK = 0.7;
const STAGE = [0.5, 3.1] as const;
const stageBack: Prop = (ctx) => {
  const [x0, x1] = STAGE;
  for (const x of [x0 + 0.04, x1 - 0.1]) rr(ctx, x, DECK, 0.06, 2.4, 0.01, '#6b4a2b');
  rr(ctx, x0, DECK, x1 - x0, 2.3, 0.02, '#2b2f3a');
  rr(ctx, x0 - 0.1, DECK + 2.3, x1 - x0 + 0.2, 0.22, 0.03, '#c0392b');
  flags(ctx, x0 - 0.1, x1 + 0.1, DECK + 2.3);
  // Two lamps under the roof, their light fanned down on the band.
  for (const x of [x0 + 0.6, x1 - 0.6]) {
    const beam = ctx.createLinearGradient(0, DECK + 2.25, 0, DECK);
    beam.addColorStop(0, 'rgba(255,236,170,0.5)');
    beam.addColorStop(1, 'rgba(255,236,170,0)');
    fill(ctx, beam, () => {
      ctx.moveTo(x - 0.05, DECK + 2.25);
      ctx.lineTo(x + 0.05, DECK + 2.25);
      ctx.lineTo(x + 0.5, DECK);
      ctx.lineTo(x - 0.5, DECK);
      ctx.closePath();
    });
    fill(ctx, '#f8f4e3', () => ctx.arc(x, DECK + 2.25, 0.06, 0, Math.PI * 2));
  }
};
const stageDeck: Prop = (ctx) => {
  const [x0, x1] = STAGE;
  rr(ctx, x0 - 0.1, 0, x1 - x0 + 0.2, DECK, 0.02, '#8a5a3b');
  rr(ctx, x0 - 0.1, DECK - 0.06, x1 - x0 + 0.2, 0.06, 0.01, '#b07a4f');
  flags(ctx, x0 - 0.1, x1 + 0.1, DECK - 0.08);
};

/** The band on the deck, three-quarters of life size for the distance, turned to the crowd. */
const BAND_SCALE = 0.8;
const band: Prop = (ctx, art) => {
  ctx.save();
  ctx.translate(1.9, DECK);
  ctx.scale(BAND_SCALE, BAND_SCALE);
  bandmate(MUSICIANS.band, 0, -1, 3, '#5b5f97')(ctx, art);
  ctx.restore();
};

/** The carousel, its platform's drum from x0 to x1, the column at its middle, the canopy on top: horses on brass poles. */
const RIDE = [0.25, 3.05] as const;
const PLATFORM = 0.42;
const CANOPY = 2.5;
const carouselBack: Prop = (ctx) => {
  const [x0, x1] = RIDE;
  const mid = (x0 + x1) / 2;
  rr(ctx, mid - 0.12, PLATFORM, 0.24, CANOPY - PLATFORM, 0.02, '#c9a56b');
  rr(ctx, mid - 0.08, PLATFORM + 0.3, 0.16, 1.4, 0.02, '#e8d5a8');
  // A horse on the far side, smaller and shaded, its pole to the canopy.
  rr(ctx, mid + 0.5, PLATFORM, 0.03, CANOPY - PLATFORM, 0.01, '#b8923a');
  horse(ctx, mid + 0.52, PLATFORM + 0.7, 0.7, '#d8d2c4');
};
const carouselFront: Prop = (ctx) => {
  const [x0, x1] = RIDE;
  const mid = (x0 + x1) / 2;
  rr(ctx, x0, 0, x1 - x0, PLATFORM, 0.03, '#b23a48');
  rr(ctx, x0, PLATFORM - 0.1, x1 - x0, 0.06, 0.01, GOLD);
  for (let x = x0 + 0.2; x < x1 - 0.1; x += 0.4) fill(ctx, '#ffe7a8', () => ctx.arc(x, PLATFORM * 0.4, 0.035, 0, Math.PI * 2));
  // The canopy: a band of mirrors and bulbs, its scalloped valance, the striped cone roof, a pennant on its peak.
  rr(ctx, x0 - 0.1, CANOPY, x1 - x0 + 0.2, 0.3, 0.02, GOLD);
  for (let x = x0; x < x1 + 0.05; x += 0.28) fill(ctx, '#fff4d6', () => ctx.arc(x, CANOPY + 0.15, 0.04, 0, Math.PI * 2));
  const n = 10;
  const w = (x1 - x0 + 0.2) / n;
  for (let k = 0; k < n; k++) {
    fill(ctx, k % 2 ? '#fbf3df' : '#b23a48', () => {
      ctx.moveTo(mid, CANOPY + 0.95);
      ctx.lineTo(x0 - 0.1 + k * w, CANOPY + 0.3);
      ctx.lineTo(x0 - 0.1 + (k + 1) * w, CANOPY + 0.3);
      ctx.closePath();
    });
    fill(ctx, k % 2 ? '#b23a48' : '#fbf3df', () => ctx.arc(x0 - 0.1 + (k + 0.5) * w, CANOPY, w / 2, Math.PI, 0, true));
  }
  rr(ctx, mid - 0.015, CANOPY + 0.9, 0.03, 0.3, 0.01, '#6b4a2b');
  fill(ctx, '#2a9d8f', () => {
    ctx.moveTo(mid + 0.015, CANOPY + 1.2);
    ctx.lineTo(mid + 0.25, CANOPY + 1.13);
    ctx.lineTo(mid + 0.015, CANOPY + 1.06);
    ctx.closePath();
  });
};

/** A carousel horse, its saddle at (x, y), `s` of full size, prancing toward +x: body, neck and head, legs tucked, mane and tail. */
function horse(ctx: SKRSContext2D, x: number, y: number, s: number, coat: string): void {
  const at = (dx: number, dy: number): [number, number] => [x + dx * s, y + dy * s];
  ctx.strokeStyle = coat;
  ctx.lineCap = 'round';
  ctx.lineWidth = 0.07 * s;
  const legs: [number, number][][] = [
    [[0.22, -0.12], [0.38, -0.3], [0.3, -0.42]],
    [[0.16, -0.12], [0.3, -0.34], [0.44, -0.36]],
    [[-0.26, -0.12], [-0.34, -0.34], [-0.28, -0.48]],
    [[-0.2, -0.12], [-0.22, -0.38], [-0.12, -0.48]],
  ];
  for (const leg of legs) {
    ctx.beginPath();
    leg.forEach(([dx, dy], k) => (k ? ctx.lineTo(...at(dx, dy)) : ctx.moveTo(...at(dx, dy))));
    ctx.stroke();
  }
  fill(ctx, coat, () => {
    ctx.ellipse(...at(0, -0.06), 0.36 * s, 0.14 * s, 0, 0, Math.PI * 2);
    ctx.moveTo(...at(0.22, 0));
    ctx.lineTo(...at(0.36, 0.36));
    ctx.lineTo(...at(0.52, 0.32));
    ctx.lineTo(...at(0.58, 0.18));
    ctx.lineTo(...at(0.46, 0.16));
    ctx.lineTo(...at(0.34, -0.04));
    ctx.closePath();
  });
  fill(ctx, '#7a3f17', () => {
    ctx.moveTo(...at(0.22, 0.06));
    ctx.lineTo(...at(0.34, 0.4));
    ctx.lineTo(...at(0.3, 0.12));
    ctx.closePath();
    ctx.ellipse(...at(-0.4, -0.1), 0.06 * s, 0.16 * s, 0.5, 0, Math.PI * 2);
  });
  fill(ctx, '#2a9d8f', () => ctx.roundRect(...at(-0.12, -0.02), 0.24 * s, 0.08 * s, 0.02 * s));
  fill(ctx, '#1b1c22', () => ctx.arc(...at(0.45, 0.28), 0.02 * s, 0, Math.PI * 2));
}

/** A child astride a horse on its pole at x, holding the pole, at a child's size; the horse and its brass pole with them. */
const SADDLE = PLATFORM + 0.62;
const ASTRIDE: Pose = { hip: [0, SADDLE + 0.05], lean: -4, feet: [[0.22, SADDLE - 0.4], [0.16, SADDLE - 0.38]], hands: [[0.36, SADDLE + 0.5], [0.34, SADDLE + 0.42]], nod: -8 };
const rider = (x: number, nth: number): Prop => (ctx, art) => {
  const pole = x + 0.36 * 0.56;
  rr(ctx, pole - 0.018, PLATFORM, 0.036, CANOPY - PLATFORM, 0.01, GOLD);
  horse(ctx, x + 0.05, SADDLE, 1, '#f4efe4');
  ctx.save();
  atChildSize(ctx, [x, SADDLE]);
  ctx.translate(x, 0);
  drawFigure(ctx, ASTRIDE, OUTFITS.child, 0, undefined, undefined, lookOf(nextLook(art.look, nth)));
  ctx.restore();
};

/** Waving to the child going round: the near arm up, the hand open. */
const WAVING: Pose = { hip: [0, 0.92], lean: -2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.36, 1.86], [0.02, 0.7]], nod: -6 };
/** In the queue, waiting: hands at the sides, looking at the stall. */
const QUEUING: Pose = { hip: [0, 0.92], lean: 0, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.1, 0.56], [-0.08, 0.58]], nod: -4 };
const VENDOR = 1.5;

export const FAIR_SCENES = {
  // A band playing on the fair's small stage, the crowd cheering before it, arms up.
  'fair-band': {
    pose: CHEER,
    back: [stageBack, band, stageDeck, companion(PUMP, { ...GUEST, top: '#2a9d8f' }, -0.56, 1, 1)],
    front: [companion(CHEER, { ...GUEST, top: '#e9c46a' }, 0.5, 1, 2)],
    extent: [-0.9, 3.24, 3.3],
  },
  // Children riding the carousel's horses, a grown-up in front waving to them.
  'fair-ride': {
    pose: WAVING,
    back: [carouselBack, rider(0.55, 2), rider(1.95, 3), carouselFront],
    extent: [-0.4, 3.2, CANOPY + 1.25],
  },
  // A queue at a street-food stall, the first in it taking a tray across from the stallholder.
  'fair-food': {
    pose: TAKING,
    back: [
      awning(-0.1, VENDOR + 0.36, STALL_COLOURS.food),
      companion(HANDING, STALLHOLDER, VENDOR, -1, 3),
      ...stall('food', 0.42, 1.36, false),
      handedAcross('food', [0.6, TAKING.hands[0][1]]),
      companion(QUEUING, { ...GUEST, top: '#5b5f97' }, -0.62, 1, 1),
      companion(QUEUING, { ...GUEST, top: '#2a9d8f' }, -1.2, 1, 2),
    ],
    extent: [-1.46, VENDOR + 0.4, 2.5],
  },
} satisfies Record<string, Scene>;
