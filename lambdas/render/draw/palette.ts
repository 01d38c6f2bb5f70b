/** Colours of a video: the brand's when given, otherwise the art style's house palette. */
import type { Palette } from '../ports';
import type { ArtStyle, BrandSpec } from '../spec';

const STYLE_PALETTES: Record<ArtStyle, Palette> = {
  cinematic: { background: '#0f1624', backgroundAlt: '#243552', accent: '#f5b642', text: '#ffffff', muted: '#b7c2d4' },
  stop_motion: { background: '#f2e8d5', backgroundAlt: '#dcc7a1', accent: '#d9482b', text: '#2b2118', muted: '#6b5a48' },
  mascot: { background: '#ffd23f', backgroundAlt: '#ff9f1c', accent: '#3a36db', text: '#1b1b3a', muted: '#4a3f2a' },
  watercolour: { background: '#e8f1f2', backgroundAlt: '#bcd8df', accent: '#e07a5f', text: '#23395b', muted: '#4f6d7a' },
  whimsy_3d: { background: '#5b3df5', backgroundAlt: '#e0469a', accent: '#ffe66d', text: '#ffffff', muted: '#e6dcff' },
};

export function parseHex(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join('');
  const n = Number.parseInt(h.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;
}

export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * amount) as [number, number, number]);
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const lin = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The more legible of white and near-black on a background. */
export function textOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio('#111318', background) ? '#ffffff' : '#111318';
}

export function paletteFor(brand: BrandSpec | null, artStyle: ArtStyle): Palette {
  const house = STYLE_PALETTES[artStyle];
  const [first, second] = brand?.colors ?? [];
  if (!first) return house;
  const background = first;
  const text = textOn(background);
  // The accent must stand out from the background; fall back to the text colour if it would not.
  const accentCandidate = second ?? house.accent;
  const accent = contrastRatio(accentCandidate, background) >= 1.8 ? accentCandidate : text;
  return {
    background,
    backgroundAlt: mix(background, text === '#ffffff' ? '#000000' : '#ffffff', 0.28),
    accent,
    text,
    muted: mix(text, background, 0.3),
  };
}
