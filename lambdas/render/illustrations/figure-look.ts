/**
 * How a drawn person looks: a skin tone from a natural palette, a hair colour and a hair style,
 * chosen per figure from the scene's seed so two people in one scene differ and the same scene
 * always casts the same people. The look travels in the picture's name as a short code
 * (`body:standing:casual@142`: skin 1, hair 4, style 2), so a sprite is drawn from its name alone.
 * Heads are drawn here for both rigs: in profile (bodies.ts) and facing the viewer (figure-front.ts).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';

/** Skin tones, light to deep, each with the shade of its ear, its lips and the skin in shadow. */
export const SKIN_TONES = [
  { tone: '#f5d5c0', shade: '#e2b49a' },
  { tone: '#eebf9c', shade: '#d79e78' },
  { tone: '#d9a47c', shade: '#bd8560' },
  { tone: '#b97e56', shade: '#9a6340' },
  { tone: '#8e5c3d', shade: '#74472d' },
  { tone: '#603c28', shade: '#4a2c1c' },
] as const;
export type Skin = (typeof SKIN_TONES)[number];

const HAIR_COLOURS = ['#1e1916', '#3a2a20', '#6a4430', '#9c4f2c', '#d2ad6a', '#2c2422'] as const;
/** Hair colours that go with deep skin tones: dark. */
const DARK_HAIR = [0, 1, 5] as const;
const GREY = '#cfcac4';

export const HAIR_STYLES = ['short', 'long', 'bun', 'ponytail', 'curly', 'bald'] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

/**
 * Who a figure is, as far as their look goes: an older person's hair is grey or gone, a man's short, a woman's long, tied
 * back or in a bun (curls are drawn close to the head, a man's as much as a woman's: they would not say she is one).
 */
export type Cast = 'any' | 'man' | 'woman' | 'elder' | 'child';
const STYLES_OF: Record<Cast, readonly HairStyle[]> = {
  any: ['short', 'long', 'curly', 'bun', 'short', 'ponytail'],
  man: ['short', 'curly', 'short'],
  woman: ['long', 'bun', 'ponytail'],
  elder: ['short', 'bald', 'bun'],
  child: ['short', 'ponytail', 'curly'],
};

export interface Look {
  skin: Skin;
  hair: string;
  style: HairStyle;
}

/** The figure of every picture without a look of its own (a lone hand, a name built before casting). */
export const PLAIN_LOOK = '120';

/**
 * The look of figure `k` of a scene whose people are seeded by `seed`: neighbours in a scene always
 * differ in skin tone and hair colour (the strides move both every figure), and styles follow the cast.
 */
export function lookCode(seed: number, k: number, cast: Cast = 'any'): string {
  const s = seed >>> 0;
  const skin = (s + k * 2 + (k >> 1)) % SKIN_TONES.length;
  const styles = STYLES_OF[cast];
  const style = HAIR_STYLES.indexOf(styles[((s >>> 8) + k) % styles.length]!);
  const hair = cast === 'elder' ? 9 : skin >= 4 ? DARK_HAIR[((s >>> 4) + k) % DARK_HAIR.length]! : ((s >>> 4) + k * 1) % HAIR_COLOURS.length;
  return `${skin}${hair}${style}`;
}

export function lookOf(code: string): Look {
  const [skin, hair, style] = [...code].map(Number) as [number, number, number];
  return {
    skin: SKIN_TONES[skin % SKIN_TONES.length]!,
    hair: hair === 9 ? GREY : HAIR_COLOURS[hair % HAIR_COLOURS.length]!,
    style: HAIR_STYLES[style % HAIR_STYLES.length]!,
  };
}

/** The look `steps` figures on from this one, for the other people a picture draws (the older person a carer supports). */
export const nextLook = (code: string, steps = 1): string => {
  const [skin, hair, style] = [...code].map(Number) as [number, number, number];
  return `${(skin + 3 * steps) % SKIN_TONES.length}${hair === 9 ? 9 : (hair + 2 * steps) % HAIR_COLOURS.length}${(style + steps) % HAIR_STYLES.length}`;
};

/** An older person's look: their own skin, grey hair. */
export const elderLook = (code: string): string => `${code[0]}9${HAIR_STYLES.indexOf(code.endsWith('5') ? 'bald' : 'short')}`;

const dot = (ctx: SKRSContext2D, x: number, y: number, r: number, colour: string) => {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
};

export const blob = (ctx: SKRSContext2D, x: number, y: number, rx: number, ry: number, colour: string, turn = 0) => {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, turn, 0, Math.PI * 2);
  ctx.fill();
};

/** A closed smile: a short arc, its ends up. */
const smile = (ctx: SKRSContext2D, x: number, y: number, w: number, colour: string, line: number) => {
  ctx.strokeStyle = colour;
  ctx.lineWidth = line;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.arc(x, y + w * 0.9, w, Math.PI * 1.25, Math.PI * 1.75);
  ctx.stroke();
};

/** A young face's features: its eye larger and set lower, on a rounder face (a child's forehead is high). */
const EYE = { grown: { y: 0.12, r: 0.1 }, young: { y: -0.02, r: 0.13 } };

/**
 * A head of radius r at the origin, y up, seen from the side and facing +x: the hair behind, the
 * face, an ear, an eye and a smile, the hair over the top and the back; `young`, a child's.
 */
export function drawProfileHead(ctx: SKRSContext2D, look: Look, r: number, young = false): void {
  const { skin, hair, style } = look;
  // Behind the head: long hair falling to the shoulders, a ponytail, a bun.
  if (style === 'long') {
    ctx.fillStyle = hair;
    ctx.beginPath();
    ctx.roundRect(-r * 1.05, -r * 1.7, r * 1.15, r * 2.3, r * 0.4);
    ctx.fill();
  }
  if (style === 'ponytail') blob(ctx, -r * 1.15, -r * 0.35, r * 0.32, r * 0.75, hair, -0.35);
  if (style === 'bun') dot(ctx, -r * 0.78, r * 0.72, r * 0.42, hair);
  dot(ctx, 0, 0, r, skin.tone);
  // The nose: a small bump forward of the face.
  dot(ctx, r * 0.96, -r * 0.05, r * 0.16, skin.tone);
  if (style === 'bald') {
    // A fringe of hair round the back, low.
    ctx.fillStyle = hair;
    ctx.beginPath();
    ctx.arc(-r * 0.1, -r * 0.05, r * 1.02, Math.PI * 0.72, Math.PI * 1.22);
    ctx.arc(-r * 0.1, -r * 0.05, r * 0.7, Math.PI * 1.22, Math.PI * 0.72, true);
    ctx.fill();
  } else {
    // The crown and the back of the head, the hairline above the brow.
    ctx.fillStyle = hair;
    ctx.beginPath();
    ctx.arc(-r * 0.08, r * 0.06, r * 1.06, Math.PI * 0.2, Math.PI * (style === 'short' ? 1.12 : 1.3));
    ctx.closePath();
    ctx.fill();
    if (style === 'curly') for (let k = 0; k < 6; k++) dot(ctx, -r * 0.08 + r * 1.02 * Math.cos(Math.PI * (0.15 + k * 0.2)), r * 0.06 + r * 1.02 * Math.sin(Math.PI * (0.15 + k * 0.2)), r * 0.3, hair);
  }
  dot(ctx, -r * 0.12, -r * 0.1, r * 0.2, skin.shade);
  const eye = young ? EYE.young : EYE.grown;
  dot(ctx, r * 0.55, r * eye.y, r * eye.r, '#2a1f1a');
  smile(ctx, r * 0.6, -r * (young ? 0.52 : 0.46), r * 0.2, skin.shade, r * 0.09);
}

/**
 * A head of radius r at the origin, y up, facing the viewer: hair falling behind it, ears, two
 * eyes under brows, a nose's shadow and a smile, the hair over the top; `young`, a child's round face.
 */
export function drawFrontHead(ctx: SKRSContext2D, look: Look, r: number, young = false): void {
  const { skin, hair, style } = look;
  // Long hair falls behind the head to the jaw and on past it in a lock either side of the neck: hair across the
  // chin as well would read as a beard.
  if (style === 'long') {
    ctx.fillStyle = hair;
    ctx.beginPath();
    ctx.roundRect(-r * 1.12, -r * 0.9, r * 2.24, r * 1.7, r * 0.5);
    for (const side of [-1, 1]) ctx.roundRect(side < 0 ? -r * 1.12 : r * 0.6, -r * 1.6, r * 0.52, r * 1.2, r * 0.24);
    ctx.fill();
  }
  if (style === 'ponytail') blob(ctx, r * 1.02, -r * 0.5, r * 0.3, r * 0.7, hair, 0.3);
  if (style === 'bun') dot(ctx, 0, r * 1.05, r * 0.42, hair);
  for (const side of [-1, 1]) dot(ctx, side * r * 0.98, -r * 0.08, r * 0.2, skin.shade);
  blob(ctx, 0, -r * 0.04, r * (young ? 1 : 0.92), r, skin.tone);
  if (style === 'bald') {
    for (const side of [-1, 1]) blob(ctx, side * r * 0.86, r * 0.1, r * 0.16, r * 0.36, hair);
  } else {
    // The hair over the top of the head, a side parting's sweep across the brow.
    ctx.fillStyle = hair;
    ctx.beginPath();
    ctx.moveTo(-r * 0.98, -r * 0.05);
    ctx.bezierCurveTo(-r * 1.05, r * 1.35, r * 1.05, r * 1.35, r * 0.98, -r * 0.05);
    ctx.quadraticCurveTo(r * 0.82, r * 0.5, r * 0.2, r * 0.52);
    ctx.quadraticCurveTo(-r * 0.5, r * 0.55, -r * 0.8, r * 0.2);
    ctx.closePath();
    ctx.fill();
    if (style === 'curly') for (let k = 0; k < 7; k++) dot(ctx, r * Math.cos(Math.PI * (k / 6)), r * 0.1 + r * 0.92 * Math.sin(Math.PI * (k / 6)), r * 0.3, hair);
  }
  const eye = young ? EYE.young : EYE.grown;
  for (const side of [-1, 1]) {
    dot(ctx, side * r * 0.36, r * (eye.y - 0.04), r * eye.r, '#2a1f1a');
    ctx.strokeStyle = style === 'bald' ? skin.shade : hair;
    ctx.lineWidth = r * 0.08;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(side * r * 0.22, r * (eye.y + 0.18));
    ctx.lineTo(side * r * 0.5, r * (eye.y + 0.16));
    ctx.stroke();
    // Rosy cheeks on a young face.
    if (young) blob(ctx, side * r * 0.58, -r * 0.28, r * 0.16, r * 0.1, 'rgba(239,71,111,0.28)');
  }
  blob(ctx, 0, -r * 0.16, r * 0.09, r * 0.06, skin.shade);
  smile(ctx, 0, -r * 0.5, r * 0.26, skin.shade, r * 0.09);
}
