/**
 * What an art style does to motion graphics: how things ease in, how corners and edges look,
 * what texture and depth a colour block has, and whether the drawing "boils" (stop motion's
 * hand-placed jitter on twos). The looks (./looks/) are written once and take their character
 * from the theme of the video's art style.
 */
import { clamp01, easeOutBack, easeOutCubic, rng } from '../draw/anim';
import type { ArtStyle } from '../spec';

export type Ease = (x: number) => number;

/** How a block of colour is finished (./blocks.ts paints each once into a sprite). */
export type BlockFinish = 'flat' | 'paper' | 'sticker' | 'wash' | 'glossy';

export interface Theme {
  style: ArtStyle;
  /** Entrances: things arriving. */
  ease: Ease;
  /** Big moves (slabs, wipes): never overshoot for the calm styles. */
  wipe: Ease;
  /** Corner radius as a share of the short side. */
  radius: number;
  finish: BlockFinish;
  /** Seconds between one word's entrance and the next. */
  stagger: number;
  /** How long one word or line takes to arrive. */
  reveal: number;
  /** Words pop (scale) rather than rise, for the bouncy styles. */
  pop: boolean;
  /** Stop motion: every drawing is placed by hand, so each element shifts a little between drawings. */
  boil: number;
}

const easeOutQuint: Ease = (x) => 1 - (1 - x) ** 5;
const softBack: Ease = (x) => {
  const c = 0.9;
  return 1 + (c + 1) * (x - 1) ** 3 + c * (x - 1) ** 2;
};

export const THEMES: Record<ArtStyle, Theme> = {
  cinematic: { style: 'cinematic', ease: easeOutQuint, wipe: easeOutQuint, radius: 0.004, finish: 'flat', stagger: 0.09, reveal: 0.7, pop: false, boil: 0 },
  stop_motion: { style: 'stop_motion', ease: softBack, wipe: easeOutCubic, radius: 0.006, finish: 'paper', stagger: 0.12, reveal: 0.5, pop: false, boil: 1 },
  mascot: { style: 'mascot', ease: easeOutBack, wipe: softBack, radius: 0.05, finish: 'sticker', stagger: 0.08, reveal: 0.45, pop: true, boil: 0 },
  watercolour: { style: 'watercolour', ease: easeOutCubic, wipe: easeOutCubic, radius: 0.03, finish: 'wash', stagger: 0.11, reveal: 0.8, pop: false, boil: 0 },
  whimsy_3d: { style: 'whimsy_3d', ease: easeOutBack, wipe: softBack, radius: 0.045, finish: 'glossy', stagger: 0.07, reveal: 0.5, pop: true, boil: 0 },
};

/** 0→1 as an element arrives, eased by the theme. */
export function arrive(theme: Theme, t: number, start: number, duration = theme.reveal): number {
  const x = clamp01((t - start) / duration);
  return x <= 0 ? 0 : theme.ease(x);
}

/**
 * The hand-placed shift of element `id` in the drawing at time t (stop motion: a new drawing
 * twelve times a second, each element off by up to `boil` × 1.5 px and a fraction of a degree).
 */
export function boil(theme: Theme, t: number, id: number, unit: number): { dx: number; dy: number; angle: number } {
  if (!theme.boil) return { dx: 0, dy: 0, angle: 0 };
  const r = rng(Math.floor(t * 12) * 7919 + id * 104729);
  const px = theme.boil * Math.max(1, unit / 360);
  return { dx: (r() - 0.5) * 3 * px, dy: (r() - 0.5) * 3 * px, angle: (r() - 0.5) * 0.012 };
}

/**
 * A slow, continuous sway for element `id`: nothing stands still once it has arrived. Two
 * waves, so it never lingers at a turn, and never under MIN_SWAY pixels, so a drawn position
 * changes within a fraction of a second.
 */
export function sway(t: number, id: number, amplitude: number): number {
  const a = amplitude === 0 ? 0 : Math.max(MIN_SWAY, amplitude);
  return (Math.sin(t * 1.7 + id * 1.3) + 0.6 * Math.sin(t * 4.1 + id * 2.1)) * a;
}

const MIN_SWAY = 2.5;
