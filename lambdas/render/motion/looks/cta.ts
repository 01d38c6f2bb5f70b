/**
 * Call-to-action looks. The button carries the address (or the action itself) with an arrow
 * that points the way the script reads (../button.ts); the rest of the copy, or else the
 * video's title, stands above it. `ripple` sends rings out from the button as if tapped;
 * `flood` wipes the accent up over the frame and sets the button in the ground's colour on it;
 * `card` raises a card holding the headline and the button, with nothing pooled between them. However long the scene holds, a wave
 * runs through the headline and the button swells as if tapped every TAP_EVERY_SEC; a long card
 * turns the offer's key words to the accent halfway through (offerBeat). In a tall
 * frame each is composed down the frame's height (ctaRows), over the foot band (../fill.ts).
 */
import { callToAction, keyWords, plainWords } from '../copy';
import { blockSprite, drawBlock } from '../blocks';
import { ctaButton, TAP_EVERY_SEC } from '../button';
import { arrive, sway } from '../theme';
import { drawType, revealEnd, setType, type Reveal, type TypeSet } from '../type';
import { contrastRatio, textOn } from '../../draw/palette';
import { footBand, supportingShapes } from '../fill';
import { driftingStripes } from '../drifting-stripes';
import type { Box } from '../../draw/layout';
import { blockCoversFrame, cardColour, inkOn, inset, isTall, markOn, splitRows, type Look, type LookInput, type Painter } from './kit';

/** What stands above the button: the copy's headline, else the video's title as a smaller kicker. */
function above(input: LookInput) {
  const cta = callToAction(input.scene.prompt);
  const button = cta.button || input.scene.prompt.trim();
  const headline = cta.button ? cta.headline : '';
  // The title stands in for a missing headline, unless it only repeats the button.
  const title = plainWords(input.title).join(' ') === plainWords(button).join(' ') ? '' : input.title;
  return { button, headline: headline || title, kicker: !headline };
}

/** A tall frame's headline and kicker, as shares of the short side: a short offer set as large as a headline look sets it. */
const TALL_SIZES = { head: 0.2, kicker: 0.1 };

/**
 * Where the copy and the button go in `area`. A wide or square frame stacks them in the middle:
 * the headline over the top 60%, set to its foot, the button just under it. A tall frame is
 * composed down its height: the headline larger (TALL_SIZES) and centred in the top 62% (a kicker
 * at its top), the button at the foot, so the copy spans the frame rather than a strip of it.
 */
function ctaRows(input: LookInput, area: Box, kicker: boolean, sizes: { head: number; kicker: number }) {
  const { unit } = input;
  if (!isTall(input)) {
    const [top, bottom] = splitRows(area, 0.6, unit * 0.04);
    const at = { cx: area.x + area.w / 2, cy: bottom.y + Math.min(bottom.h * 0.4, unit * 0.15), maxW: area.w, maxH: Math.min(bottom.h * 0.7, unit * 0.3) };
    return { head: top, valign: 'bottom' as const, maxSize: unit * (kicker ? sizes.kicker : sizes.head), maxLines: 3, button: at, buttonSize: undefined };
  }
  const [top, bottom] = splitRows(area, 0.62, unit * 0.04);
  const maxH = Math.min(bottom.h * 0.8, unit * 0.34);
  const at = { cx: area.x + area.w / 2, cy: bottom.y + bottom.h - maxH / 2, maxW: area.w, maxH };
  return { head: top, valign: kicker ? ('top' as const) : ('middle' as const), maxSize: unit * (kicker ? TALL_SIZES.kicker : TALL_SIZES.head), maxLines: 4, button: at, buttonSize: unit * 0.08 };
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
  const { button, headline, kicker } = above(input);
  const rows = ctaRows(input, box, kicker, { head: 0.13, kicker: 0.07 });
  const set = setType(input.m, headline, rows.head, input, { weight: kicker ? 600 : 800, maxSize: rows.maxSize, valign: rows.valign, maxLines: rows.maxLines });
  const headEnd = revealEnd(set, theme, { start: 0.1, mode: theme.pop ? 'pop' : 'rise' });
  const btn = ctaButton(input.m, theme, input, button, rows.button, palette.accent, headEnd - 0.2, rows.buttonSize);
  const ring = markOn(palette.background, palette);
  const shapes = supportingShapes(input, [set.bounds, btn.box], headEnd);
  const offer = offerBeat(input, set, kicker, ring);
  return (ctx, t) => {
    shapes(ctx, t);
    drawType(ctx, set, t, theme, { start: 0.1, mode: theme.pop ? 'pop' : 'rise', color: kicker ? palette.muted : inkOn(palette.background, palette), beat: TAP_EVERY_SEC, emphasis: offer(t) });
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
  const { button, headline, kicker } = above(input);
  const ground = palette.accent;
  const fill = contrastRatio(palette.background, ground) >= 3 ? palette.background : textOn(ground);
  const flood = blockSprite(theme, 'rect', input.width + unit * 0.2, input.height + unit * 0.2, ground, unit, input.seed);
  const rows = ctaRows(input, box, kicker, { head: 0.14, kicker: 0.07 });
  const set = setType(input.m, headline, rows.head, input, { weight: kicker ? 600 : 800, maxSize: rows.maxSize, valign: rows.valign, maxLines: rows.maxLines });
  const headEnd = revealEnd(set, theme, { start: 0.35, mode: 'mask' });
  const btn = ctaButton(input.m, theme, input, button, rows.button, fill, headEnd - 0.2, rows.buttonSize);
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
    drawType(ctx, set, t, theme, { start: 0.35, mode: 'mask', color: ink, beat: TAP_EVERY_SEC, emphasis: offer(t) });
    btn.draw(ctx, t);
  };
  paint.covers = (t) => covers && t >= 0.45;
  return paint;
};

export const card: Look = (input) => {
  const { theme, palette, unit, box } = input;
  const { button, headline, kicker } = above(input);
  const surface = cardColour(palette);
  const pad = unit * 0.05;
  const fill = contrastRatio(palette.accent, surface) >= 3 ? palette.accent : textOn(surface);
  const gap = unit * 0.03;
  const weight = kicker ? 600 : 800;
  const entrance = { start: 0.4, mode: theme.pop ? ('pop' as const) : ('rise' as const) };
  /** The card's content, the headline taking `ratio` of its inner height, in a card of height `h` centred in the box. */
  const layout = (h: number, ratio: number) => {
    const cardBox = { x: box.x, y: box.y + (box.h - h) / 2, w: box.w, h };
    const [top, bottom] = splitRows(inset(cardBox, pad), ratio, gap);
    const set = setType(input.m, headline, top, input, { weight, maxSize: unit * (kicker ? 0.07 : 0.12), valign: 'middle', maxLines: 4 });
    const headEnd = revealEnd(set, theme, entrance);
    const btn = ctaButton(input.m, theme, input, button, { cx: cardBox.x + cardBox.w / 2, cy: bottom.y + bottom.h / 2, maxW: bottom.w, maxH: bottom.h * 0.9 }, fill, headEnd - 0.2);
    return { cardBox, bottom, set, btn, headEnd };
  };
  /**
   * A tall card spans the frame's height (ctaRows): the brand's name at its top, the button at its
   * foot and the headline, as large as a tall headline sets, centred between them (a kicker at the
   * top), so the free space frames the headline rather than pooling between it and the button.
   */
  const tallLayout = () => {
    const cardBox = { x: box.x, y: box.y + box.h * 0.03, w: box.w, h: box.h * 0.94 };
    const area = inset(cardBox, pad);
    const rows = ctaRows(input, area, kicker, TALL_SIZES);
    const place = (start: number) => ctaButton(input.m, theme, input, button, rows.button, fill, start, rows.buttonSize);
    // The brand (the video's title) heads the card, unless the headline already names it or stands for it.
    const said = new Set(plainWords(headline));
    const named = kicker || plainWords(input.title).every((w) => said.has(w));
    const name = named ? null : setType(input.m, input.title, { ...area, h: unit * 0.1 }, input, { weight: 600, maxSize: unit * TALL_SIZES.kicker * 0.7, valign: 'top', maxLines: 1 });
    const top = name ? name.bounds.y + name.bounds.h + gap : area.y;
    const set = setType(input.m, headline, { ...area, y: top, h: place(0).box.y - gap - top }, input, { weight, maxSize: rows.maxSize, valign: rows.valign, maxLines: 5 });
    const headEnd = revealEnd(set, theme, entrance);
    return { cardBox, set, name, btn: place(headEnd - 0.2), headEnd };
  };
  /** A wide or square card closes round the headline and the button's row: a short headline does not hold it open. */
  const snugLayout = () => {
    const full = layout(box.h * 0.76, 0.6);
    const headH = headline ? full.set.bounds.h / 0.92 : 0;
    const inner = headH + gap + full.bottom.h + gap;
    return inner + pad * 2 < full.cardBox.h * 0.8 ? layout(inner + pad * 2, (headH + gap / 2) / inner) : full;
  };
  const { cardBox, set, btn, headEnd, name } = isTall(input) ? tallLayout() : { ...snugLayout(), name: null };
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
    if (name) drawType(ctx, name, t, theme, { start: 0.25, mode: 'rise', color: ink, sway: 0 });
    drawType(ctx, set, t, theme, { ...entrance, color: ink, sway: 0, beat: TAP_EVERY_SEC, emphasis: offer(t) });
    btn.draw(ctx, t);
    ctx.restore();
  };
};

export const CTA_LOOKS: readonly Look[] = [ripple, flood, card];
