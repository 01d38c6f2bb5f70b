/**
 * Where a scene's captions sit: in the caption band at the bottom, as viewers expect, unless that
 * covers what the scene must show whole (a face, a hand at work, the thing the prompt names:
 * FrameSource `subjects`) at any moment a cue is up. Then the caption moves out of the way, the
 * least it can: to the band's bottom edge, to its left or right side (set narrower there when the
 * words allow), then up the frame a step at a time (over a body, clear of the face above it and the
 * box on the floor below) to the same band at the top. One place holds for the whole scene, so
 * captions do not jump about; where no place is clear, the one that covers least.
 */
import type { Box } from './draw/layout';

/** A caption's sprite: its size and when it is up (scene seconds). */
export interface CaptionSprite {
  w: number;
  h: number;
  start: number;
  end: number;
}

/** How a sprite sits in its band, across and down. */
interface Spot {
  band: Box;
  across: 'centre' | 'left' | 'right';
  /** `edge`: against the band's side away from the picture's middle (the bottom of a bottom band). */
  down: 'centre' | 'edge';
}

/** The places tried in a band, in order: centred, then lower (or higher, at the top), then to a side. */
const PLACES = [
  ['centre', 'centre'],
  ['centre', 'edge'],
  ['left', 'centre'],
  ['right', 'centre'],
  ['left', 'edge'],
  ['right', 'edge'],
] as const satisfies readonly (readonly [Spot['across'], Spot['down']])[];
/** Between bands: centred, or to a side. */
const ACROSS = PLACES.filter(([, down]) => down === 'centre');

/** Subjects are looked at this often while a cue is up (seconds): the camera moves slowly. */
const SAMPLE_SEC = 1 / 24;

const overlapArea = (a: Box, b: Box) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/** The sprite's top-left corner at a spot. */
function corner(sprite: CaptionSprite, { band, across, down }: Spot, frameMiddle: number): { x: number; y: number } {
  const x = across === 'left' ? band.x : across === 'right' ? band.x + band.w - sprite.w : band.x + (band.w - sprite.w) / 2;
  const below = band.y + band.h / 2 > frameMiddle;
  const y = down === 'centre' ? band.y + (band.h - sprite.h) / 2 : below ? band.y + band.h - sprite.h : band.y;
  return { x: Math.round(x), y: Math.round(y) };
}

/** How far a caption slides at a time between two bands, as a share of a band's height. */
const SLIDE = 0.25;

/** The bands, and between each and the next the same band slid toward it a step at a time. */
function between(bands: readonly Box[]): Box[] {
  return bands.flatMap((band, i) => {
    const next = bands[i + 1];
    if (!next) return [band];
    const step = band.h * SLIDE * Math.sign(next.y - band.y);
    const steps = step === 0 ? 0 : Math.ceil(Math.abs(next.y - band.y) / Math.abs(step)) - 1;
    return [band, ...Array.from({ length: steps }, (_, k) => ({ ...band, y: band.y + step * (k + 1) }))];
  });
}

/**
 * Where a scene's captions go: which set of sprites (`sets`: the cues laid out at the band's width,
 * then narrower, for a side) and the top-left corner of each. All go to the first spot, in the order
 * of `bands` (each of the same size) and the steps between them, that covers no subject while its
 * cue is up, the full-width set before a narrow one at each; else to the spot that covers least.
 * Without `subjectsAt`, the first set in the first band's middle.
 */
export function placeCaptions(sets: CaptionSprite[][], bands: readonly Box[], frameHeight: number, subjectsAt?: (t: number) => Box[]): { set: number; corners: { x: number; y: number }[] } {
  const middle = frameHeight / 2;
  // A narrow set only goes to a side: centred, the full-width set covers the same middle.
  const spots = between(bands).flatMap((band, i, all) =>
    sets.flatMap((_, set) =>
      (i === 0 || i === all.length - 1 ? PLACES : ACROSS).filter(([across]) => set === 0 || across !== 'centre').map(([across, down]) => ({ set, spot: { band, across, down } })),
    ),
  );
  const at = ({ set, spot }: (typeof spots)[number]) => ({ set, corners: sets[set]!.map((s) => corner(s, spot, middle)) });
  if (!subjectsAt) return at(spots[0]!);
  // What each cue would cover, sampled while it is up (every set holds the same cues).
  const seen = sets[0]!.map((s) => {
    const times: number[] = [];
    for (let t = s.start; t < s.end; t += SAMPLE_SEC) times.push(t);
    return times.map(subjectsAt);
  });
  const covered = ({ set, spot }: (typeof spots)[number]) =>
    sets[set]!.reduce((sum, s, i) => {
      const box = { ...corner(s, spot, middle), w: s.w, h: s.h };
      return sum + seen[i]!.reduce((a, boxes) => a + boxes.reduce((b, subject) => b + overlapArea(box, subject), 0), 0);
    }, 0);
  let best = spots[0]!;
  let least = Infinity;
  for (const spot of spots) {
    const area = covered(spot);
    if (area === 0) return at(spot);
    if (area < least) [best, least] = [spot, area];
  }
  return at(best);
}
