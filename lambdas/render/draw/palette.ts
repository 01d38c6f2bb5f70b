/** Colours of a video: the brand's when given, otherwise the art style's house palette. */
import type { Palette } from '../ports';
import type { ArtStyle, BrandSpec } from '../spec';
import { hashString } from './anim';

/**
 * House palettes per art style, three each (a video takes one by its seed): a dark and two
 * lighter moods for cinematic, paper tones for stop motion, candy brights for mascot, washes
 * on white for watercolour, saturated gradients for 3D. Text is ≥ 4.5:1 on both grounds.
 */
const HOUSE_PALETTES: Record<ArtStyle, readonly Palette[]> = {
  cinematic: [
    { background: '#0b1020', backgroundAlt: '#1d2940', accent: '#f2b84b', text: '#ffffff', muted: '#b7c2d4' },
    { background: '#121212', backgroundAlt: '#2b211d', accent: '#ff6b3d', text: '#ffffff', muted: '#c9bdb6' },
    { background: '#0c1f1d', backgroundAlt: '#1b3d38', accent: '#e9c46a', text: '#ffffff', muted: '#b4cbc6' },
  ],
  stop_motion: [
    { background: '#f3ead8', backgroundAlt: '#e3cfa6', accent: '#d9482b', text: '#2b2118', muted: '#6b5a48' },
    { background: '#eaf0e4', backgroundAlt: '#cbd9bf', accent: '#2f6f4f', text: '#1f2a1f', muted: '#55624f' },
    { background: '#f7e6d7', backgroundAlt: '#ecbf9f', accent: '#2d4f9e', text: '#2a1e1a', muted: '#6a5246' },
  ],
  mascot: [
    { background: '#ffd23f', backgroundAlt: '#ff9f1c', accent: '#3a36db', text: '#1b1b3a', muted: '#4a3f2a' },
    { background: '#7be0e4', backgroundAlt: '#2ec4b6', accent: '#d6135a', text: '#10263a', muted: '#24505a' },
    { background: '#ff8fab', backgroundAlt: '#ffb3c6', accent: '#2b2d8f', text: '#1d1033', muted: '#4d2a3f' },
  ],
  watercolour: [
    { background: '#f5f0e8', backgroundAlt: '#d5e5ea', accent: '#c8553d', text: '#23395b', muted: '#4f6d7a' },
    { background: '#f2f5ee', backgroundAlt: '#d2e3c8', accent: '#7b5ea7', text: '#2d3a2e', muted: '#56654f' },
    { background: '#fbf2ec', backgroundAlt: '#f1d0c7', accent: '#3d7ea6', text: '#3a2e39', muted: '#6b5561' },
  ],
  whimsy_3d: [
    { background: '#4a2fd6', backgroundAlt: '#c93a8a', accent: '#ffe66d', text: '#ffffff', muted: '#e6dcff' },
    { background: '#0f6f7e', backgroundAlt: '#3f4bc9', accent: '#ffd166', text: '#ffffff', muted: '#d5f1f4' },
    { background: '#b8325f', backgroundAlt: '#7a1f6e', accent: '#ffb347', text: '#ffffff', muted: '#ffdbe6' },
  ],
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

/**
 * `colour` shaded until it stands apart from `ground` by at least `ratio`: lighter on a dark
 * ground, darker on a light one (whichever way has room), in steps of a tenth towards white or black.
 */
export function standOut(colour: string, ground: string, ratio: number): string {
  const towards = luminance(ground) < 0.18 ? ['#ffffff', '#000000'] : ['#000000', '#ffffff'];
  for (const end of towards) {
    for (let k = 0; k <= 10; k++) {
      const shaded = mix(colour, end, k / 10);
      if (contrastRatio(shaded, ground) >= ratio) return shaded;
    }
  }
  return textOn(ground);
}

/** The more legible of white and near-black on a background. */
export function textOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio('#111318', background) ? '#ffffff' : '#111318';
}

/**
 * The video's palette: built from the brand colours when given (the first fills the ground,
 * the second, or the house accent, marks), else one of the art style's house palettes, picked
 * by `seed` (the video's, so every scene and the end card agree).
 */
export function paletteFor(brand: BrandSpec | null, artStyle: ArtStyle, seed = 0): Palette {
  const houses = HOUSE_PALETTES[artStyle];
  const house = houses[seed % houses.length]!;
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

/** One palette for the whole video: its brand, art style and the seed of its title. */
export function videoPalette(spec: { brand: BrandSpec | null; artStyle: ArtStyle; title: string }): Palette {
  return paletteFor(spec.brand, spec.artStyle, hashString(spec.title));
}
