/**
 * The presenter's sprites (presenter/sprite.ts): a picture painted once is copied onto each frame
 * as the pieces of it that hold paint, so the frame comes out exactly as if the whole picture had
 * been copied, for fewer pixels blended.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_PRESETS, type AvatarPresetId } from '../../lambdas/core/presets';
import { ensureFonts } from '../../lambdas/render/fonts';
import { illustratedPresenter } from '../../lambdas/render/presenter/illustrated';
import { paintedPieces } from '../../lambdas/render/presenter/sprite';
import { presenterRequest, spokenLine } from './support/presenter';

beforeAll(() => ensureFonts());

const [W, H] = [200, 260];

/** A head-and-shoulders-like picture: a soft-edged disc over a wider block, with room to spare round both. */
function picture(): Canvas {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'rgba(200,120,90,0.8)';
  ctx.beginPath();
  ctx.arc(100, 70, 38.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#2d4a8a';
  ctx.beginPath();
  ctx.roundRect(30.3, 120.6, 140, 110, 24);
  ctx.fill();
  return canvas;
}

/** A frame with a gradient behind, the picture copied onto it whole or in its pieces, at (x, y). */
function frame(draw: (ctx: ReturnType<Canvas['getContext']>) => void): Uint8ClampedArray {
  const canvas = createCanvas(320, 360);
  const ctx = canvas.getContext('2d', { alpha: false });
  const g = ctx.createLinearGradient(0, 0, 320, 360);
  g.addColorStop(0, '#f4e3c1');
  g.addColorStop(1, '#3b6d5a');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 320, 360);
  draw(ctx);
  return ctx.getImageData(0, 0, 320, 360).data;
}

const area = (canvases: Canvas[]) => canvases.reduce((n, c) => n + c.width * c.height, 0);

describe('presenter sprites: only what was painted is copied', () => {
  it('copying the pieces draws exactly the frame copying the whole picture drew, wherever it is placed', () => {
    const whole = picture();
    const pieces = paintedPieces(whole);
    for (const [x, y] of [[0, 0], [37, 51], [-12, 140]] as const) {
      const expected = frame((ctx) => ctx.drawImage(whole, x, y));
      const actual = frame((ctx) => pieces.forEach((p) => ctx.drawImage(p.canvas, x + p.x, y + p.y)));
      expect(Buffer.compare(Buffer.from(actual), Buffer.from(expected))).toBe(0);
    }
  });

  it('the pieces leave out the empty margins: well under the picture\'s own area', () => {
    const pieces = paintedPieces(picture());
    expect(pieces.length).toBeGreaterThan(0);
    expect(area(pieces.map((p) => p.canvas))).toBeLessThan(0.6 * W * H);
  });

  it('a picture with nothing painted has no pieces, and one painted pixel is one piece of one pixel', () => {
    expect(paintedPieces(createCanvas(40, 40))).toEqual([]);
    const dot = createCanvas(40, 40);
    dot.getContext('2d').fillRect(17, 23, 1, 1);
    const [piece, ...rest] = paintedPieces(dot);
    expect(rest).toEqual([]);
    expect({ x: piece!.x, y: piece!.y, w: piece!.canvas.width, h: piece!.canvas.height }).toEqual({ x: 17, y: 23, w: 1, h: 1 });
  });

  it('two pictures far apart in one canvas are cut into separate pieces, not one box spanning both', () => {
    const canvas = createCanvas(300, 300);
    const ctx = canvas.getContext('2d');
    ctx.fillRect(0, 0, 60, 60);
    ctx.fillRect(240, 240, 60, 60);
    const pieces = paintedPieces(canvas);
    expect(pieces).toHaveLength(2);
    expect(area(pieces.map((p) => p.canvas))).toBe(2 * 60 * 60);
  });
});

describe('presenter sprites belong to their scene', () => {
  /** Frame `frame` of a presenter scene, drawn by a source made for it, as raw pixels. */
  async function drawn(preset: AvatarPresetId, frame: number): Promise<Buffer> {
    const req = presenterRequest({ preset, speech: spokenLine('I taste every batch myself.', 4) });
    const source = illustratedPresenter(req, AVATAR_PRESETS[preset]);
    const ctx = createCanvas(req.width, req.height).getContext('2d', { alpha: false });
    await source.draw(ctx, frame);
    return ctx.canvas.data();
  }

  it('a presenter drawn after another is drawn exactly as when drawn first: nothing of the other carries over', async () => {
    const mayaFirst = await drawn('maya', 30);
    const sam = await drawn('sam', 30);
    const mayaAfter = await drawn('maya', 30);
    expect(Buffer.compare(mayaAfter, mayaFirst)).toBe(0);
    expect(Buffer.compare(sam, mayaFirst)).not.toBe(0);
  });

  it('what moves is drawn anew each frame: two moments of one line differ', async () => {
    expect(Buffer.compare(await drawn('maya', 12), await drawn('maya', 30))).not.toBe(0);
  });
});
