/**
 * How a card sets its look over the brand's world (./world.ts). `veil`: the place fills the frame,
 * softened, tinted in the card's ground and drifting slowly sideways, and a plate of that ground
 * runs across it behind the look, just opaque enough that every ink the looks set on the ground
 * still reads over the picture under it (measured from that picture's own pixels).
 * `split`: the place, lightly toned, takes one part of the frame (the side read first in a wide
 * frame, the foot of a tall or square one) and the card's ground the rest, an accent rule at the
 * seam; the look is composed in that part as in a frame of its own, so it fills it. In a tall frame
 * the picture is the foot, under the captions and the platform's own account line, where text may
 * not go: the card's copy takes the upper part at full size and the button sits at its foot, in
 * reach of the thumb, and no band of the frame is left to flat colour.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { backdrop } from '../draw/background';
import type { Box } from '../draw/layout';
import { contrastRatio, mix, parseHex, toHex } from '../draw/palette';
import type { Palette } from '../ports';
import type { ArtStyle } from '../spec';
import { MARK_CONTRAST, TEXT_CONTRAST } from './card-palette';
import { isWide } from './looks/kit';
import { paintWorld, type World } from './world';

export type Arrangement = 'veil' | 'split';

export interface WorldCard {
  /** Where the look is composed, in frame pixels, and its content box inside that part. */
  frame: { x: number; y: number; width: number; height: number; content: Box };
  /** Draws the world and the card's ground at scene time t. */
  draw(ctx: SKRSContext2D, t: number): void;
  /** The picture beside a wide frame's panel: a caption set across the seam would sit on both, so it keeps to the panel. */
  beside: Box | null;
}

export interface WorldCardInput {
  world: World;
  arrangement: Arrangement;
  width: number;
  height: number;
  content: Box;
  rtl: boolean;
  /** The video's palette (the world is painted in it) and the card's (its ground and inks). */
  palette: Palette;
  card: Palette;
  artStyle: ArtStyle;
  seed: number;
}

/** One sideways drift of the place, there and back, takes this long. */
const DRIFT_PERIOD_SEC = 16;

/** How much of the card's ground tints the world where no text is set on it: the brand's colour cast. */
const WORLD_TINT = 0.22;

/** A plate is at least this opaque: it reads as the card's ground, the world a shade within it. */
const MIN_PLATE = 0.86;

/**
 * A split's picture, as a share of a wide frame's width (its panel wide enough for a caption set to
 * its side, captions.ts NARROW_SHARE of the band, and for the type to keep its size) or of another
 * frame's height at its foot (at 9:16 down from just above the caption band, leaving the panel a
 * near-square frame in which the looks set type as large as in a square video).
 */
export const PICTURE_SHARE = { wide: 0.38, tall: 0.4 };

/**
 * The least share (from MIN_PLATE) of the card's ground laid over `picture` for which every one of
 * its pixels keeps each of the card's inks at its contrast (text and muted text at TEXT_CONTRAST,
 * the accent at MARK_CONTRAST).
 */
export function veilShare(picture: Canvas, card: Palette): number {
  // A quarter-size copy: the picture is blurred first, so nothing legible is lost by averaging.
  const w = Math.max(1, Math.round(picture.width / 4));
  const h = Math.max(1, Math.round(picture.height / 4));
  const small = createCanvas(w, h);
  small.getContext('2d').drawImage(picture, 0, 0, w, h);
  const { data } = small.getContext('2d').getImageData(0, 0, w, h);
  const colours = new Set<string>();
  for (let i = 0; i < data.length; i += 4) colours.add(toHex([data[i]! & 0xf8, data[i + 1]! & 0xf8, data[i + 2]! & 0xf8]));
  const inks: [string, number][] = [[card.text, TEXT_CONTRAST], [card.muted, TEXT_CONTRAST], [card.accent, MARK_CONTRAST]];
  for (let k = MIN_PLATE; k < 1; k += 0.02) {
    const reads = [...colours].every((c) => {
      const veiled = mix(c, card.background, k);
      return inks.every(([ink, ratio]) => contrastRatio(ink, veiled) >= ratio + 0.1);
    });
    if (reads) return k;
  }
  return 1;
}

/** `colour` laid over what is below at `share` opacity. */
function layer(colour: string, share: number): string {
  const [r, g, b] = parseHex(colour);
  return `rgba(${r},${g},${b},${share})`;
}

/** `picture` softened by `blur` pixels and tinted `share` of the way to `ground`. */
function tinted(picture: Canvas, ground: string, share: number, blur: number): Canvas {
  const out = createCanvas(picture.width, picture.height);
  const ctx = out.getContext('2d');
  if (blur > 0) ctx.filter = `blur(${blur}px)`;
  ctx.drawImage(picture, 0, 0);
  ctx.filter = 'none';
  ctx.fillStyle = layer(ground, share);
  ctx.fillRect(0, 0, out.width, out.height);
  return out;
}

export function worldCard(input: WorldCardInput): WorldCard {
  const { width, height, content, card } = input;
  const unit = Math.min(width, height);
  const drift = Math.round(unit * 0.05);
  // At an even speed, there and back: the place never rests (a sine would linger at its turns).
  const pan = (t: number) => {
    const phase = (t / DRIFT_PERIOD_SEC) % 1;
    return -Math.round(drift * 2 * (phase < 0.5 ? phase * 2 : 2 - phase * 2));
  };
  if (input.arrangement === 'veil') {
    const blur = Math.max(2, Math.round(unit * 0.006));
    const picture = tinted(paintWorld(input.world, width + drift * 2, height, input.palette, input.artStyle, input.seed), card.background, WORLD_TINT, blur);
    // The plate runs across the frame over the content box, as opaque as the picture under it needs.
    const pad = Math.round(unit * 0.04);
    const top = Math.max(0, content.y - pad);
    const plate = { y: top, h: Math.min(height, content.y + content.h + pad) - top };
    const under = createCanvas(picture.width, plate.h);
    under.getContext('2d').drawImage(picture, 0, -plate.y);
    const plateFill = layer(card.background, veilShare(under, card));
    const rule = Math.max(2, Math.round(unit * 0.006));
    return {
      frame: { x: 0, y: 0, width, height, content },
      beside: null,
      draw(ctx, t) {
        ctx.drawImage(picture, pan(t), 0);
        ctx.fillStyle = plateFill;
        ctx.fillRect(0, plate.y, width, plate.h);
        ctx.fillStyle = card.accent;
        ctx.fillRect(0, plate.y - rule, width, rule);
        ctx.fillRect(0, plate.y + plate.h, width, rule);
      },
    };
  }
  const wide = isWide(input);
  const seam = Math.round(unit * 0.012);
  // The picture takes the side read first in a wide frame, the foot of any other; the look the rest.
  const pictureH = Math.round(height * PICTURE_SHARE.tall);
  const pictureBox: Box = wide
    ? { x: input.rtl ? Math.round(width * (1 - PICTURE_SHARE.wide)) : 0, y: 0, w: Math.round(width * PICTURE_SHARE.wide), h: height }
    : { x: 0, y: height - pictureH, w: width, h: pictureH };
  const panel: Box = wide
    ? { x: input.rtl ? 0 : pictureBox.w, y: 0, w: width - pictureBox.w, h: height }
    : { x: 0, y: 0, w: width, h: pictureBox.y };
  const gap = Math.round(unit * 0.05);
  const contentIn = wide
    ? { x: Math.max(content.x, panel.x + gap), y: content.y, w: Math.min(content.x + content.w, panel.x + panel.w - gap) - Math.max(content.x, panel.x + gap), h: content.h }
    : { x: content.x, y: content.y, w: content.w, h: Math.min(content.y + content.h, panel.h - gap) - content.y };
  const picture = tinted(paintWorld(input.world, pictureBox.w + drift * 2, pictureBox.h, input.palette, input.artStyle, input.seed), card.background, WORLD_TINT, 0);
  const ground = backdrop(card, input.artStyle, panel.w, panel.h, input.seed);
  const rule = card.accent;
  return {
    frame: { x: panel.x, y: panel.y, width: panel.w, height: panel.h, content: { ...contentIn, x: contentIn.x - panel.x, y: contentIn.y - panel.y } },
    beside: wide ? pictureBox : null,
    draw(ctx, t) {
      ctx.save();
      ctx.beginPath();
      ctx.rect(pictureBox.x, pictureBox.y, pictureBox.w, pictureBox.h);
      ctx.clip();
      ctx.drawImage(picture, pictureBox.x + pan(t), pictureBox.y);
      ctx.restore();
      ctx.save();
      ctx.translate(panel.x, panel.y);
      ground.draw(ctx, t);
      ctx.restore();
      ctx.fillStyle = rule;
      if (wide) ctx.fillRect(input.rtl ? panel.w - seam / 2 : pictureBox.w - seam / 2, 0, seam, height);
      else ctx.fillRect(0, pictureBox.y - seam / 2, width, seam);
    },
  };
}
