/**
 * The colours a card is set in, drawn from the video's palette (the brand's colours when given):
 * the brand's own ground, the same deepened almost to black, or a pale tint of it with the brand
 * colour as ink. A card takes one by its seed, so the cards of one job differ and a re-render
 * repeats them. Whatever the brand colours, text reads at ≥ TEXT_CONTRAST on the ground (muted
 * text too) and the accent, which draws buttons, discs and rules, at ≥ MARK_CONTRAST.
 */
import type { Palette } from '../ports';
import { contrastRatio, luminance, mix, standOut, textOn } from '../draw/palette';

export const TEXT_CONTRAST = 4.5;
export const MARK_CONTRAST = 3;

/** How a card treats the brand colours. */
export const CARD_GROUNDS = ['brand', 'deep', 'pale'] as const;
export type CardGround = (typeof CARD_GROUNDS)[number];

/** `ground` shaded (darker or lighter, whichever has room) until `ink` reads on it. */
function groundFor(ground: string, ink: string): string {
  const away = luminance(ink) > 0.5 ? '#000000' : '#ffffff';
  for (let k = 0; k <= 20; k++) {
    const shaded = mix(ground, away, k / 20);
    if (contrastRatio(shaded, ink) >= TEXT_CONTRAST) return shaded;
  }
  return away;
}

/**
 * The accent as a mark on `ground`: itself when it stands out (≥ MARK_CONTRAST), else shaded at
 * most a third of the way to black or white, else the ink (a gold shaded to stand on teal is
 * mud; the ink is a button a designer would choose).
 */
function markOf(accent: string, ground: string, ink: string): string {
  for (const end of ['#000000', '#ffffff']) {
    for (let step = 0; step <= 3; step++) {
      const shaded = mix(accent, end, step / 10);
      if (contrastRatio(shaded, ground) >= MARK_CONTRAST) return shaded;
    }
  }
  return ink;
}

/** The card palette `kind` makes of `palette`. */
export function cardPaletteOf(palette: Palette, kind: CardGround): Palette {
  let background: string;
  let text: string;
  if (kind === 'pale') {
    // A light brand colour has no paler tint: its ground takes a breath of the accent instead.
    background = luminance(palette.background) > 0.5 ? mix(palette.background, palette.accent, 0.12) : mix(palette.background, '#ffffff', 0.88);
    // The brand colour itself is the ink, darkened only as far as it must be.
    text = standOut(palette.background, background, TEXT_CONTRAST);
  } else {
    const base = kind === 'deep' ? mix(palette.background, '#06080c', luminance(palette.background) > 0.5 ? 0.82 : 0.55) : palette.background;
    text = contrastRatio(palette.text, base) >= TEXT_CONTRAST ? palette.text : textOn(base);
    background = groundFor(base, text);
  }
  return {
    background,
    backgroundAlt: mix(background, text, 0.14),
    accent: markOf(palette.accent, background, text),
    text,
    // Muted text keeps some headroom, so a plate over a picture need not be opaque for it to read.
    muted: standOut(mix(text, background, 0.25), background, TEXT_CONTRAST + 1),
  };
}

/** The card palette of the scene with `seed`: from its higher bits, as its look takes the lowest (./choose.ts), so the two vary apart. */
export const cardPalette = (palette: Palette, seed: number): Palette => cardPaletteOf(palette, CARD_GROUNDS[(seed >>> 4) % CARD_GROUNDS.length]!);
