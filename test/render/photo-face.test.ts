/**
 * Issue 22 item 3, a photo that talks: the face and its landmarks are found in the photo (once
 * per photo), the mesh it is warped by tiles the picture with no fold in any pose, and the photo
 * is framed round its face in every aspect, clear of the lower third and the caption band.
 * Photo: bench/fixtures/astronaut.jpg (NASA, public domain; see docs/render-engine.md).
 */
import { readFile } from 'node:fs/promises';
import { loadImage, type Image } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { safeAreas } from '../../lambdas/render/draw/layout';
import { parseHex } from '../../lambdas/render/draw/palette';
import { findFace } from '../../lambdas/render/face/detector';
import { poseFace, type FacePose } from '../../lambdas/render/face/expression';
import { framePhoto } from '../../lambdas/render/face/framing';
import { openingFill } from '../../lambdas/render/face/inner-mouth';
import { LANDMARKS, type FaceLandmarks, type Point } from '../../lambdas/render/face/landmarks';
import { buildFaceMesh, type FaceMesh } from '../../lambdas/render/face/mesh';
import type { FaceTones } from '../../lambdas/render/face/tones';
import { videoFormat } from '../../lambdas/render/formats';
import type { Aspect } from '../../lambdas/render/spec';
import { MOUTH_SHAPES } from '../../lambdas/render/speech/visemes';

const PHOTO = 'bench/fixtures/astronaut.jpg';
let photo: Image;
let face: FaceLandmarks;
beforeAll(async () => {
  photo = await loadImage(await readFile(PHOTO));
  face = (await findFace(photo))!;
}, 60_000);

/** The photo's own mouth open (as caught mid-word): the lower lip and the chin dropped, the most in the middle. */
function openMouth(points: readonly Point[]): Point[] {
  const left = points[48]!.x;
  const right = points[54]!.x;
  const lower = new Set<number>([...LANDMARKS.lowerOuterLip, ...LANDMARKS.lowerInnerLip]);
  return points.map((p, i) => {
    const u = (2 * (p.x - left)) / (right - left) - 1;
    const drop = lower.has(i) ? 12 * (1 - u * u) : LANDMARKS.jaw.slice(4, 13).includes(i) ? 12 : 0;
    return { x: p.x, y: p.y + drop };
  });
}

const still: FacePose = { mouth: MOUTH_SHAPES.rest, blink: 0, brows: 0, head: { roll: 0, across: 0, down: 0 }, breath: 0 };

const area = (p: readonly Point[], [a, b, c]: readonly number[]) => ((p[b!]!.x - p[a!]!.x) * (p[c!]!.y - p[a!]!.y) - (p[c!]!.x - p[a!]!.x) * (p[b!]!.y - p[a!]!.y)) / 2;
const polygonArea = (p: readonly Point[], ring: readonly number[]) =>
  Math.abs(ring.reduce((sum, v, i) => sum + p[v]!.x * p[ring[(i + 1) % ring.length]!]!.y - p[ring[(i + 1) % ring.length]!]!.x * p[v]!.y, 0) / 2);

/** The area of the convex hull of the points (monotone chain): the region the mesh must cover. */
function hullArea(points: readonly Point[]): number {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const half = (pts: Point[]) => {
    const chain: Point[] = [];
    for (const p of pts) {
      while (chain.length >= 2 && cross(chain[chain.length - 2]!, chain[chain.length - 1]!, p) <= 0) chain.pop();
      chain.push(p);
    }
    return chain.slice(0, -1);
  };
  const hull = [...half(sorted), ...half([...sorted].reverse())];
  return polygonArea(hull, hull.map((_, i) => i));
}

/** Every triangle keeps its winding (none turned over), and with the open mouth they cover the mesh's outline exactly once. */
function expectTiling(mesh: FaceMesh, points: readonly Point[]) {
  const areas = mesh.triangles.map((t) => area(points, t));
  expect(Math.min(...areas)).toBeGreaterThanOrEqual(-1e-6);
  const outline = hullArea(points);
  const covered = areas.reduce((a, b) => a + b, 0) + polygonArea(points, mesh.mouthHole);
  expect(Math.abs(covered - outline) / outline).toBeLessThan(1e-6);
}

describe('a face in a photo', () => {
  it('is found with its 68 landmarks where the face is (the eyes above the nose above the mouth above the chin)', () => {
    expect(face.points).toHaveLength(68);
    expect(face.score).toBeGreaterThan(0.9);
    // The face of the fixture lies about x 175–270, y 70–180 of its 512×512.
    expect(face.box.x).toBeGreaterThan(160);
    expect(face.box.x + face.box.w).toBeLessThan(285);
    const y = (indices: readonly number[]) => indices.reduce((s, i) => s + face.points[i]!.y, 0) / indices.length;
    expect(y(LANDMARKS.leftEye)).toBeLessThan(y(LANDMARKS.noseBottom));
    expect(y(LANDMARKS.noseBottom)).toBeLessThan(y(LANDMARKS.outerLips));
    expect(y(LANDMARKS.outerLips)).toBeLessThan(face.points[LANDMARKS.chin]!.y);
  });

  it('is searched once per photo: the same pixels, decoded again, give the same answer without a new search', async () => {
    const again = await loadImage(await readFile(PHOTO));
    expect(again).not.toBe(photo);
    expect(findFace(again)).toBe(findFace(photo));
    expect(await findFace(again)).toBe(face);
  });
});

describe('the face mesh', () => {
  it('tiles the picture with no fold at rest, and the mouth is closed (no hole) at rest', () => {
    const mesh = buildFaceMesh(face.points, photo);
    expectTiling(mesh, mesh.points);
    expect(polygonArea(mesh.points, mesh.mouthHole)).toBeLessThan(0.01);
  });

  it('stays unfolded in every pose: each mouth shape, a blink, lifted brows, the head turned and shifted, a breath', () => {
    const mesh = buildFaceMesh(face.points, photo);
    for (const mouth of Object.values(MOUTH_SHAPES)) {
      expectTiling(mesh, poseFace(mesh, { ...still, mouth, blink: 1, brows: 1, head: { roll: 0.03, across: 0.08, down: 0.1 }, breath: 1 }));
    }
  });

  it('opens the mouth for /a/ and closes it for /m/: the hole between the lips has area only when the jaw drops', () => {
    const mesh = buildFaceMesh(face.points, photo);
    const width = face.points[54]!.x - face.points[48]!.x;
    const open = polygonArea(poseFace(mesh, { ...still, mouth: MOUTH_SHAPES.AI }), mesh.mouthHole);
    expect(open).toBeGreaterThan(0.1 * width * width);
    expect(polygonArea(poseFace(mesh, { ...still, mouth: MOUTH_SHAPES.MBP }), mesh.mouthHole)).toBeLessThan(0.01);
  });

  it('fills a crack between the lips (a pixel or two) with what closes it, not the dark of the mouth: no line of dark dots', () => {
    const tones: FaceTones = { skin: '#d8a890', lip: '#c07070', teeth: '#e8e0d0', ownTeeth: true, cavity: '#301010', tongue: '#b05058' };
    // An opening 8 points round (corner, three along the upper edge, corner, three back along the lower), `gap` pixels high in the middle.
    const opening = (gap: number) => ({
      contour: [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 20, y: 0 }, { x: 30, y: 0 }, { x: 40, y: 0 }, { x: 30, y: gap / 2 }, { x: 20, y: gap }, { x: 10, y: gap / 2 }],
      down: { x: 0, y: 1 },
    });
    expect(openingFill(opening(0.3), tones).map(Math.round)).toEqual(parseHex('#e8e0d0').map((c, i) => Math.round(c + (parseHex('#301010')[i]! - c) * 0.15)));
    expect(openingFill(opening(12), tones)).toEqual(parseHex('#301010'));
    expect(openingFill(opening(0), { ...tones, ownTeeth: false })).toEqual(parseHex('#c07070'));
  });

  it('holds for other faces: a face turned (one side narrower), tilted, with the mouth open in the photo and eyes half shut', () => {
    const centre = face.points[30]!;
    const turned = face.points.map((p) => ({ x: centre.x + (p.x - centre.x) * (p.x < centre.x ? 0.6 : 1.1), y: p.y }));
    const tilt = 0.3;
    const tilted = face.points.map((p) => ({
      x: centre.x + (p.x - centre.x) * Math.cos(tilt) - (p.y - centre.y) * Math.sin(tilt),
      y: centre.y + (p.x - centre.x) * Math.sin(tilt) + (p.y - centre.y) * Math.cos(tilt),
    }));
    const openPhoto = openMouth(face.points);
    const squint = face.points.map((p, i) => (LANDMARKS.upperLids.includes(i as 37) ? { x: p.x, y: p.y + 2 } : p));
    for (const points of [turned, tilted, openPhoto, squint]) {
      const mesh = buildFaceMesh(points, { width: 800, height: 800 });
      expectTiling(mesh, mesh.points);
      for (const mouth of [MOUTH_SHAPES.AI, MOUTH_SHAPES.MBP, MOUTH_SHAPES.U]) expectTiling(mesh, poseFace(mesh, { ...still, mouth, blink: 1 }));
    }
  });
});

describe('framing a photo round its face, per aspect', () => {
  const aspects: Aspect[] = ['9:16', '16:9', '1:1', '4:5', '4:3', '3:4'];
  for (const aspect of aspects) {
    it(`${aspect}: the face is inside the frame with head room, eyes in the upper half, clear above the lower third and the caption band`, () => {
      for (const quality of ['draft', 'premium'] as const) {
        const { drawWidth: width, drawHeight: height } = videoFormat(aspect, quality, false);
        const areas = safeAreas(aspect, width, height, true);
        const framing = framePhoto(face.points, photo, { width, height, content: areas.content, floor: areas.lowerThird.y });
        const { x, y, w, h } = framing.face;
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x + w).toBeLessThanOrEqual(width);
        expect(y).toBeGreaterThan(0);
        expect(y + h).toBeLessThanOrEqual(areas.lowerThird.y);
        expect(y + h).toBeLessThanOrEqual(areas.caption.y);
        const eyes = framing.y + ((face.points[37]!.y + face.points[44]!.y) / 2) * framing.scale;
        expect(eyes / height).toBeGreaterThan(0.2);
        expect(eyes / height).toBeLessThan(0.5);
        // A presenter, not a passport photo or a crowd: the face is a fair share of the frame.
        expect(h / height).toBeGreaterThan(0.15);
        expect(h / height).toBeLessThan(0.5);
      }
    });
  }
});
