/** Easing and timing helpers shared by the scene painters. */

export const clamp01 = (x: number): number => Math.max(0, Math.min(1, x));

/** 0→1 over [start, start+duration]. */
export const progress = (t: number, start: number, duration: number): number => clamp01((t - start) / duration);

export const easeOutCubic = (x: number): number => 1 - (1 - x) ** 3;

export const easeInOut = (x: number): number => x * x * (3 - 2 * x);

/** Overshoots slightly before settling: a "pop". */
export const easeOutBack = (x: number): number => {
  const c = 1.70158;
  return 1 + (c + 1) * (x - 1) ** 3 + c * (x - 1) ** 2;
};

/** Deterministic pseudo-random numbers (mulberry32), so a re-render draws the same frames. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Stop-motion is animated "on twos" at 12 drawings a second. */
export function animationTime(t: number, stopMotion: boolean): number {
  return stopMotion ? Math.floor(t * 12) / 12 : t;
}
