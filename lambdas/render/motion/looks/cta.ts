/**
 * Call-to-action looks. The button carries the address (or the action itself) with an arrow
 * that points the way the script reads (../button.ts); the rest of the copy, or else the
 * video's title, stands above it. `ripple` sends rings out from the button as if tapped;
 * `flood` wipes the accent up over the frame and sets the button in the ground's colour on it;
 * `card` raises a card holding them. Each sets the brand's name, the headline and the button as
 * one block down the height of its frame (ctaBlock). However long the scene holds, a wave runs
 * through the headline and the button swells as if tapped every TAP_EVERY_SEC; a long card turns
 * the offer's key words to the accent halfway through (offerBeat).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { callToAction, keyWords, plainWords } from '../copy';
import { blockSprite, drawBlock } from '../blocks';
import { ctaButton, TAP_EVERY_SEC } from '../button';
import { arrive, sway } from '../theme';
import { drawType, revealEnd, setType, type Reveal, type TypeSet } from '../type';
import { contrastRatio, textOn } from '../../draw/palette';
import { footBand, supportingShapes } from '../fill';
import { driftingStripes } from '../drifting-stripes';
import type { Box } from '../../draw/layout';
import { blockCoversFrame, cardColour, inkOn, inset, isWide, markOn, type Look, type LookInput, type Painter } from './kit';

/** What stands above the button: the copy's headline, else the video's title in its place (`kicker`). */
function above(input: LookInput) {
  const cta = callToAction(input.scene.prompt);
  const button = cta.button || input.scene.prompt.trim();
  const headline = cta.button ? cta.headline : '';
  // The title stands in for a missing headline, unless it only repeats the button.
  const title = plainWords(input.title).join(' ') === plainWords(button).join(' ') ? '' : input.title;
  return { button, headline: headline || title, kicker: !headline };
}

/** The headline (or the title in its place) and the brand's name over it, as shares of the short side: a short offer set as large as a headline look sets it. */
const SIZES = { head: 0.2, name: 0.07 };

/**
 * The brand's name, the offer's headline and the button as one block spanning `area` top to
 * foot: the name at its top (unless the headline names the brand, or the title stands in for the
 * headline), the button at its foot, and the headline, as large as fits, centred between them,
 * so the block fills its frame at any aspect rather than pooling space round a small panel.
 */
function ctaBlock(input: LookInput, area: Box, fill: string) {
  const { unit, m } = input;
  const { button, headline, kicker } = above(input);
  const gap = unit * 0.03;
  // A frame that is not wide (a tall one, or the near-square panel a card over its world gives the
  // look) sets the button's words larger: the block is narrow, and the button carries the action.
  const narrow = !isWide(input);
  const buttonH = Math.min(area.h * (narrow ? 0.3 : 0.34), unit * (narrow ? 0.34 : 0.3));
  const buttonSize = narrow ? unit * 0.08 : undefined;
  const region = { cx: area.x + area.w / 2, cy: area.y + area.h - buttonH / 2, maxW: area.w, maxH: buttonH };
  // The pill sits on the block's foot, however much of its region it needs.
  const pillH = ctaButton(m, input.theme, input, button, region, fill, 0, buttonSize).box.h;
  const at = { ...region, cy: area.y + area.h - pillH / 2 };
  /** The button, appearing from `start`. */
  const place = (start: number) => ctaButton(m, input.theme, input, button, at, fill, start, buttonSize);
  const said = new Set(plainWords(headline));
  const named = kicker || plainWords(input.title).every((w) => said.has(w));
  const name = named ? null : setType(m, input.title, { ...area, h: unit * 0.1 }, input, { weight: 600, maxSize: unit * SIZES.name, valign: 'top', maxLines: 1 });
  const top = name ? name.bounds.y + name.bounds.h + gap : area.y;
  const set = setType(m, headline, { ...area, y: top, h: place(0).box.y - gap - top }, input, { weight: 800, maxSize: unit * SIZES.head, valign: 'middle', maxLines: 5 });
  const ruleY = name ? (name.bounds.y + name.bounds.h + set.bounds.y) / 2 : 0;
  const ruleH = Math.max(2, Math.round(unit * 0.008));
  /**
   * The brand's name in `ink` from `start` and, midway down to the headline, a short rule of
   * `mark` that grows in under it and keeps breathing: name and offer read as one signed block.
   */
  const signature = (ctx: SKRSContext2D, t: number, start: number, ink: string, mark: string, still = false) => {
    if (!name) return;
    drawType(ctx, name, t, input.theme, { start, mode: 'rise', color: ink, ...(still ? { sway: 0 } : {}) });
    const p = arrive(input.theme, t, start + 0.2, 0.6);
    if (p <= 0) return;
    const w = unit * 0.14 * p * (1 + 0.1 * Math.sin(t * 2.4));
    ctx.fillStyle = mark;
    ctx.fillRect(Math.round(area.x + (area.w - w) / 2), Math.round(ruleY - ruleH / 2), Math.round(w), ruleH);
  };
  return { name, set, kicker, place, signature };
}

/** A card at least this long (seconds) has a second beat. */
const LONG_CARD_SEC = 7;

/**
 * A long card's second beat: from halfway through, the offer's key words (its figures, else its
 * longest word: "£15", "free") turn to `color`, so the card moves on from stating the offer to
 * pointing at it while the button keeps its tap. A kicker (the title standing in) has none.
 */
function offerBeat(input: LookInput, set: TypeSet, kicker: boolean, color: string): (t: number) => Reveal['emphasis'] {
  const sec = input.scene.durationSec ?? 0;
  if (kicker || sec < LONG_CARD_SEC) return () => undefined;
  const words = keyWords(set.lines.flatMap((l) => l.words.map((w) => w.text)));
  return (t) => (t >= sec / 2 ? { words, color } : undefined);
}

export const ripple: Look = (input) => {
  const { theme, palette, unit, box } = input;
  const entrance = { start: 0.1, mode: theme.pop ? ('pop' as const) : ('rise' as const) };
  const { name, set, kicker, place, signature } = ctaBlock(input, box, palette.accent);
  const headEnd = revealEnd(set, theme, entrance);
  const btn = place(headEnd - 0.2);
  const ring = markOn(palette.background, palette);
  const ink = inkOn(palette.background, palette);
  const shapes = supportingShapes(input, [...(name ? [name.bounds] : []), set.bounds, btn.box], headEnd);
  const offer = offerBeat(input, set, kicker, ring);
  return (ctx, t) => {
    shapes(ctx, t);
    signature(ctx, t, 0, palette.muted, ring);
    drawType(ctx, set, t, theme, { ...entrance, color: ink, beat: TAP_EVERY_SEC, emphasis: offer(t) });
    // Rings spread from the button, as from a tap, once a second.
    const since = t - headEnd - 0.3;
    if (since > 0) {
      const phase = since % 1.1;
      const grow = phase / 1.1;
      ctx.strokeStyle = ring;
      ctx.lineWidth = Math.max(2, unit * 0.006);
      ctx.globalAlpha = (1 - grow) * 0.7;
      ctx.beginPath();
      const b = btn.box;
      const spread = unit * 0.08 * grow;
      ctx.roundRect(b.x - spread, b.y - spread, b.w + spread * 2, b.h + spread * 2, b.h / 2 + spread);
      ctx.stroke();
      ctx.globalAlpha = 1;
    }
    btn.draw(ctx, t);
  };
};

export const flood: Look = (input) => {
  const { theme, palette, unit, box } = input;
  const ground = palette.accent;
  const fill = contrastRatio(palette.background, ground) >= 3 ? palette.background : textOn(ground);
  const flood = blockSprite(theme, 'rect', input.width + unit * 0.2, input.height + unit * 0.2, ground, unit, input.seed);
  const { set, kicker, place, signature } = ctaBlock(input, box, fill);
  const headEnd = revealEnd(set, theme, { start: 0.35, mode: 'mask' });
  const btn = place(headEnd - 0.2);
  const ink = inkOn(ground, palette);
  const stripe = unit * 0.09;
  const stripes = driftingStripes(input.width, input.height, stripe, ink);
  const foot = footBand(input, ground, 0.45);
  const offer = offerBeat(input, set, kicker, fill);
  // Once the wipe is done the flood hides the backdrop: it is not drawn under it.
  const covers = blockCoversFrame(flood, -unit * 0.1, -unit * 0.1, input.width, input.height);
  const paint: Painter = (ctx, t) => {
    drawBlock(ctx, flood, -unit * 0.1, -unit * 0.1, theme.wipe(Math.min(1, t / 0.45)), 'bottom');
    // Stripes drift across the flooded ground.
    stripes.draw(ctx, (t * unit * 0.05) % (stripe * 2), 0.08 * arrive(theme, t, 0.3, 0.5));
    foot(ctx, t);
    signature(ctx, t, 0.3, ink, fill);
    drawType(ctx, set, t, theme, { start: 0.35, mode: 'mask', color: ink, beat: TAP_EVERY_SEC, emphasis: offer(t) });
    btn.draw(ctx, t);
  };
  paint.covers = (t) => covers && t >= 0.45;
  return paint;
};

/** The card spans the content box, the block inside it (ctaBlock). */
export const card: Look = (input) => {
  const { theme, palette, unit, box } = input;
  const surface = cardColour(palette);
  const fill = contrastRatio(palette.accent, surface) >= 3 ? palette.accent : textOn(surface);
  const entrance = { start: 0.4, mode: theme.pop ? ('pop' as const) : ('rise' as const) };
  const cardBox = { x: box.x, y: box.y + box.h * 0.03, w: box.w, h: box.h * 0.94 };
  const { set, kicker, place, signature } = ctaBlock(input, inset(cardBox, unit * 0.05), fill);
  const headEnd = revealEnd(set, theme, entrance);
  const btn = place(headEnd - 0.2);
  const sprite = blockSprite(theme, 'rect', cardBox.w, cardBox.h, surface, unit, input.seed);
  const rise = Math.round(unit * 0.25);
  const ink = inkOn(surface, palette);
  const shapes = supportingShapes(input, [cardBox], headEnd);
  const offer = offerBeat(input, set, kicker, fill);
  return (ctx, t) => {
    shapes(ctx, t);
    const p = arrive(theme, t, 0, 0.55);
    const dy = Math.round((1 - p) * rise + sway(t, 2, unit * 0.008));
    ctx.globalAlpha = Math.min(1, p * 2);
    drawBlock(ctx, sprite, cardBox.x, cardBox.y + dy);
    ctx.globalAlpha = 1;
    ctx.save();
    ctx.translate(0, dy);
    signature(ctx, t, 0.25, ink, fill, true);
    drawType(ctx, set, t, theme, { ...entrance, color: ink, sway: 0, beat: TAP_EVERY_SEC, emphasis: offer(t) });
    btn.draw(ctx, t);
    ctx.restore();
  };
};

export const CTA_LOOKS: readonly Look[] = [ripple, flood, card];
