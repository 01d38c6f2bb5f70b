/**
 * Issue 23 (items 3–4): captions never cover a person's face, a hand at work or the thing a
 * prompt names, at any frame of the camera's move, at every aspect; the camera never pushes such
 * a subject under the captions or the logo, nor out of the frame, nor crops a standing figure's
 * head or feet; `check:video` fails a caption drawn over one (from the layout record).
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { placeCaptions } from '../../lambdas/render/caption-place';
import { captionCues, captionOverlay, captionWords } from '../../lambdas/render/captions';
import { textCheck } from '../../lambdas/render/check-video';
import type { LayoutRecord } from '../../lambdas/render/companion-files';
import { composeScene } from '../../lambdas/render/compose/clauses';
import type { Layout } from '../../lambdas/render/compose/layout';
import { layoutGroups } from '../../lambdas/render/compose/two-groups';
import { CAMERA_MOVES, compositionFor, type CameraMove } from '../../lambdas/render/compose/variety';
import { overlaps, safeAreas, type Box } from '../../lambdas/render/draw/layout';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { TextAudit } from '../../lambdas/render/draw/text-audit';
import { ensureFonts, familiesFor } from '../../lambdas/render/fonts';
import type { Aspect } from '../../lambdas/render/spec';
import { framedLayout, overhang, pictureAspects } from '../../lambdas/render/scenes/framed-layout';
import { keeps, keptSubjects, subjectCamera, wholeFigures } from '../../lambdas/render/scenes/subject-camera';
import { subjectFootage } from '../../lambdas/render/scenes/subject-scene';

/** People behind a counter with a treatment chair in front of it: in a tall frame the chair stood in the caption band. */
const CLINIC = 'A staff member at a clinic greeting a customer beside treatment chairs and equipment at the counter.';
/** People behind a counter with a chair drawn before it: the chair reaches into the caption band as laid out. */
const COUNTER_CHAIR = 'A barista at the counter of a café, a chair in front of the counter.';
/** Prompts of the planner's briefs (adverts and training, three languages) and of callers' plans. */
const PROMPTS = [
  'Una clienta comprando croissants en el mostrador de una panadería, con luz de mediodía por las ventanas.',
  'Un panadero sacando pan del horno en una panadería, con luz de mañana.',
  'Eine Barista, die Milchschaum in eine Tasse gießt, und Freunde, die am Fenster lachen, in einem Café, am Morgen.',
  'A groomer drying a happy spaniel with a towel inside a dog grooming salon, morning light.',
  'A warehouse worker standing close with their feet apart, a heavy box in front of them, in a warehouse.',
  'A warehouse worker gripping the box firmly and lifting with their legs, in a warehouse.',
  'A happy driver collecting her keys at the front desk of a car garage, midday daylight through the windows.',
  'A dentist chatting with a young patient in a bright clinic, morning light.',
  'A cyclist riding along the harbour at sunset.',
  'A woman standing in a park',
  'A man holding a phone showing the banking app',
  'A bicycle leaning on a harbour wall',
  // Busy compositions: furniture in front of people at a counter, an animal on a table, a cook at a range, a desk, a shelf.
  CLINIC,
  COUNTER_CHAIR,
  'A groomer trimming a small dog on a grooming table in a pet salon, morning light.',
  'A chef cooking at a range in a restaurant kitchen.',
  'Two colleagues talking at a desk with laptops in a bright office.',
  'A bottle of olive oil on a shelf in a deli.',
];
const FRAMES: [Aspect, number, number][] = [
  ['9:16', 270, 480],
  ['16:9', 480, 270],
  ['1:1', 360, 360],
  ['4:5', 320, 400],
];
const FPS = 12;
const SEC = 5;

/** A seed whose composition of `prompt` makes `move`. */
function seedFor(prompt: string, move: CameraMove): number {
  for (let seed = 0; seed < 2000; seed++) if (compositionFor({ prompt, seed }).move === move) return seed;
  throw new Error(`no seed gives ${move}`);
}

const request = (prompt: string, move: CameraMove, width: number, height: number, content: Box) => ({
  prompt,
  width,
  height,
  fps: FPS,
  frames: SEC * FPS,
  artStyle: 'cinematic' as const,
  palette: paletteFor(null, 'cinematic'),
  image: null,
  content,
  seed: seedFor(prompt, move),
});

const inside = (b: Box, r: Box) => b.x >= r.x - 1 && b.y >= r.y - 1 && b.x + b.w <= r.x + r.w + 1 && b.y + b.h <= r.y + r.h + 1;

describe('the camera of a generated scene keeps its subjects where they start', () => {
  it.each(FRAMES)('%s: a face, hand or named thing between the logo and the caption band stays there; a standing figure keeps its head and feet in the frame', async (aspect, width, height) => {
    const areas = safeAreas(aspect, width, height, true);
    const band = { x: 0, y: areas.content.y, w: width, h: areas.content.h };
    const frame = { x: 0, y: 0, w: width, h: height };
    const faults: string[] = [];
    for (const prompt of PROMPTS) {
      const composed = composeScene(prompt);
      const aspectOf = await pictureAspects(composed);
      for (const move of CAMERA_MOVES) {
        const { framing } = compositionFor({ prompt, seed: seedFor(prompt, move) });
        const layout = framedLayout(composed, areas.content, { width, height }, framing, aspectOf);
        const subjects = keptSubjects(layout, composed.scene);
        const figures = wholeFigures(layout, composed.scene);
        const camera = subjectCamera(move, layout.anchor, Math.round((Math.min(width, height) / 100) * 7), framing.mirror ? -1 : 1, keeps([...subjects.map((s) => s.box), ...figures], areas.content, { width, height }));
        for (let p = 0; p <= 1; p += 0.05) {
          for (const s of subjects) {
            const region = inside(s.box, band) ? band : inside(s.box, frame) ? frame : null;
            if (region && !inside(camera.place(s.box, p), region)) faults.push(`${prompt} ${move} p=${p.toFixed(2)}: ${s.label} leaves ${region === band ? 'the content band' : 'the frame'}`);
          }
          for (const f of figures) if (inside(f, frame) && !inside(camera.place(f, p), frame)) faults.push(`${prompt} ${move} p=${p.toFixed(2)}: a standing figure is cropped`);
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('a push-in on a customer low in a tall frame still moves: its centre comes down to her, the zoom stays', async () => {
    const prompt = 'Una clienta comprando un café en el mostrador de una panadería, con luz de mediodía por las ventanas.';
    const areas = safeAreas('9:16', 540, 960, true);
    const composed = composeScene(prompt);
    const aspectOf = await pictureAspects(composed);
    const { framing } = compositionFor({ prompt, seed: seedFor(prompt, 'push-in') });
    const layout = framedLayout(composed, areas.content, { width: 540, height: 960 }, framing, aspectOf);
    const subjects = keptSubjects(layout, composed.scene);
    const camera = subjectCamera('push-in', layout.anchor, 38, framing.mirror ? -1 : 1, keeps(subjects.map((s) => s.box), areas.content, { width: 540, height: 960 }));
    expect(camera.zoom).toBeGreaterThan(1.03);
    expect(camera.centre.y).toBeGreaterThan(layout.anchor.y);
  });
});

describe('a generated scene is framed clear of the caption band', () => {
  it.each(FRAMES)('%s: no face, hand at work or named thing reaches below the content area, in any framing', async (aspect, width, height) => {
    const areas = safeAreas(aspect, width, height, true);
    const faults: string[] = [];
    for (const prompt of PROMPTS) {
      const composed = composeScene(prompt);
      const aspectOf = await pictureAspects(composed);
      for (let seed = 0; seed < 8; seed++) {
        const { framing } = compositionFor({ prompt, seed });
        const below = overhang(framedLayout(composed, areas.content, { width, height }, framing, aspectOf), composed.scene, areas.content.y + areas.content.h, height);
        if (below > 0) faults.push(`${prompt} seed ${seed}: ${below.toFixed(1)} px into the band`);
      }
    }
    expect(faults).toEqual([]);
  });

  /** A 9:16 layout of `prompt` as composed, and as framed for the captions. */
  async function framings(prompt: string, seed: number) {
    const areas = safeAreas('9:16', 540, 960, true);
    const composed = composeScene(prompt);
    const aspectOf = await pictureAspects(composed);
    const { framing } = compositionFor({ prompt, seed });
    const raw = layoutGroups(composed, areas.content, { width: 540, height: 960 }, framing, aspectOf);
    const framed = framedLayout(composed, areas.content, { width: 540, height: 960 }, framing, aspectOf);
    const bottom = areas.content.y + areas.content.h;
    expect(overhang(raw, composed.scene, bottom, 960)).toBeGreaterThan(0);
    expect(overhang(framed, composed.scene, bottom, 960)).toBe(0);
    return { areas, raw, framed, overhang: overhang(raw, composed.scene, bottom, 960) };
  }
  const faces = (l: Layout) => l.placed.flatMap((p) => (p.face ? [p.face] : []));

  it('people behind a counter, a chair before it, are framed higher and only a little smaller; the counter still runs off the bottom', async () => {
    const { areas, raw, framed } = await framings(COUNTER_CHAIR, 1);
    faces(framed).forEach((face, i) => {
      expect(face.h / faces(raw)[i]!.h).toBeGreaterThan(0.85);
      expect(face.y).toBeGreaterThanOrEqual(areas.content.y - 1);
    });
    const counter = framed.placed.find((p) => p.span)!;
    expect(counter.box.y + counter.box.h).toBeGreaterThanOrEqual(960);
  });

  it('with room above, the picture is only framed higher: a bicycle beside a man holding a phone rises clear of the band, his face keeps its size', async () => {
    const { raw, framed, overhang: below } = await framings('A man holding a phone next to a bicycle in a cafe.', 3);
    faces(framed).forEach((face, i) => {
      expect(face.h).toBeCloseTo(faces(raw)[i]!.h, 6);
      expect(face.y).toBeCloseTo(faces(raw)[i]!.y - below, 6);
    });
  });
});

describe('captions move out of the way of a scene\'s subjects', () => {
  const areas = safeAreas('9:16', 540, 960, true);
  const bands = [areas.caption, areas.captionTop];
  const sprite = { w: 300, h: 80, start: 1, end: 3 };
  const middle = { x: 120, y: areas.caption.y, w: 300, h: 40 };

  it('sit in the middle of the bottom band when nothing is there', () => {
    const [at] = placeCaptions([[sprite]], bands, 960, () => []).corners;
    expect(at).toEqual({ x: Math.round(areas.caption.x + (areas.caption.w - 300) / 2), y: Math.round(areas.caption.y + (areas.caption.h - 80) / 2) });
  });

  it('a face in the band while the cue is up moves the caption; one there only after it is gone does not', () => {
    const [moved] = placeCaptions([[sprite]], bands, 960, (t) => (t >= 2 ? [middle] : [])).corners;
    expect(overlaps({ ...moved!, w: 300, h: 80 }, middle)).toBe(false);
    const [kept] = placeCaptions([[sprite]], bands, 960, (t) => (t >= 3 ? [middle] : [])).corners;
    expect(kept!.y).toBe(Math.round(areas.caption.y + (areas.caption.h - 80) / 2));
  });

  it('beside a box on the floor, the cues set narrower go to the other side of the same band', () => {
    const box = { x: 360, y: areas.caption.y + 10, w: 110, h: 110 };
    const narrow = { ...sprite, w: 250 };
    const placed = placeCaptions([[{ ...sprite, w: 400 }], [narrow]], bands, 960, () => [box]);
    expect(placed.set).toBe(1);
    expect(placed.corners[0]!.x).toBe(areas.caption.x);
    expect(placed.corners[0]!.y).toBeGreaterThan(areas.caption.y - 1);
  });

  it('slide up the frame, together, just clear of a subject filling the bottom band; to the top band when all below it is taken', () => {
    const floor = { x: 0, y: areas.caption.y, w: 540, h: areas.caption.h };
    const cues = [sprite, { ...sprite, start: 3, end: 5 }];
    const slid = placeCaptions([cues], bands, 960, (t) => (t < 3 ? [floor] : [])).corners;
    expect(slid[0]!.y).toBe(slid[1]!.y);
    expect(slid[0]!.y + 80).toBeLessThanOrEqual(floor.y);
    expect(slid[0]!.y + 80).toBeGreaterThan(floor.y - areas.caption.h / 2);
    const below = { x: 0, y: areas.captionTop.y + areas.captionTop.h, w: 540, h: 960 };
    const top = placeCaptions([cues], bands, 960, () => [below]).corners;
    expect(top[0]!.y + 80).toBeLessThanOrEqual(below.y);
    expect(top[0]!.y).toBeGreaterThanOrEqual(areas.captionTop.y);
  });
});

/** Prompts filmed with every camera move in every aspect: furniture before people at a counter reaches into the caption band. */
const EVERY_MOVE: ReadonlySet<string> = new Set([CLINIC, COUNTER_CHAIR]);
/**
 * The camera moves the `i`th prompt is filmed with in the `a`th aspect: one, the next move in each next
 * aspect, so a prompt meets every move (as many aspects as moves) and every aspect meets every move.
 */
const movesFor = (prompt: string, i: number, a: number): readonly CameraMove[] => (EVERY_MOVE.has(prompt) ? CAMERA_MOVES : [CAMERA_MOVES[(i + a) % CAMERA_MOVES.length]!]);

describe('no caption covers a face, a hand at work or a named thing, at any frame of the move', () => {
  ensureFonts();
  const script = 'Every morning our bakers pull fresh bread from the oven, and our regulars come back for more.';

  it('every prompt is filmed with every camera move, and in every aspect with every move', () => {
    for (const [i, prompt] of PROMPTS.entries()) expect(new Set(FRAMES.flatMap((_, a) => movesFor(prompt, i, a)))).toEqual(new Set(CAMERA_MOVES));
    for (const a of FRAMES.keys()) expect(new Set(PROMPTS.flatMap((prompt, i) => movesFor(prompt, i, a)))).toEqual(new Set(CAMERA_MOVES));
  });

  it.each(FRAMES.map((frame, a) => [...frame, a] as const))('%s: every prompt, each with its camera moves', async (aspect, width, height, a) => {
    const areas = safeAreas(aspect, width, height, true);
    const look = { width, height, families: familiesFor('en'), rtl: false, accent: '#ffd166', plate: '#000000' };
    const cues = captionCues(captionWords({ script, marks: null, offsetSec: 0.3, tempo: 1, speechSec: SEC - 0.8 }), 'block');
    const faults: string[] = [];
    for (const [i, prompt] of PROMPTS.entries()) {
      for (const move of movesFor(prompt, i, a)) {
        const source = (await subjectFootage(request(prompt, move, width, height, areas.content)))!;
        const overlay = captionOverlay(cues, 'block', [areas.caption, areas.captionTop], look, (t) => source.subjects!(t).map((s) => s.box));
        const ctx = createCanvas(width, height).getContext('2d');
        const audit = new TextAudit();
        audit.watch(ctx);
        audit.layer = 'caption';
        for (let f = 0; f < SEC * FPS; f++) {
          audit.beginFrame(f);
          overlay.draw(ctx, f / FPS);
          audit.endFrame();
        }
        for (const caption of audit.finish()) {
          for (let f = caption.from; f < caption.to; f++) {
            const hit = source.subjects!(f / FPS).find((s) => overlaps(caption.box, s.box));
            if (hit) {
              faults.push(`${prompt} ${move} at ${(f / FPS).toFixed(2)} s: "${caption.text}" over ${hit.label}`);
              break;
            }
          }
        }
      }
    }
    expect(faults).toEqual([]);
  }, 120_000);
});

describe('check:video fails a caption over a face of a generated scene (layout record)', () => {
  const record = (face: Box, scene = 0): LayoutRecord => ({
    width: 540,
    height: 960,
    fps: 24,
    safe: { x: 32, y: 96, w: 443, h: 691 },
    spans: [
      { text: 'Una clienta compra croissants', layer: 'caption', scene: 0, start: 7.7, end: 9.5, box: { x: 106, y: 684, w: 295, h: 83 } },
      { text: "woman-customer's face", layer: 'subject', scene, start: 9, end: 9.05, box: face },
    ],
    logos: [],
    plannedSec: 19,
    minSec: 18,
    maxSec: 21,
    endCardSec: 0,
    voiced: [],
  });

  it('a face pushed under the caption band fails; the same face above it, or in another scene, passes', () => {
    const failing = textCheck(record({ x: 279, y: 560, w: 148, h: 170 }));
    expect(failing.ok).toBe(false);
    expect(failing.collisions).toEqual([{ a: 'caption: Una clienta compra croissants', b: "subject: woman-customer's face", start: 9 }]);
    expect(textCheck(record({ x: 279, y: 483, w: 148, h: 170 })).ok).toBe(true);
    expect(textCheck(record({ x: 279, y: 560, w: 148, h: 170 }, 1)).ok).toBe(true);
  });
});
