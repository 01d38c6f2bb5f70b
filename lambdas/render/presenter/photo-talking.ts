/**
 * A photo that talks: the photo is framed around its face for the frame's aspect (face/framing.ts),
 * then every frame warps it by a mesh over the face's landmarks (face/mesh.ts): jaw and lips take
 * the mouth shapes of the line, the inner mouth is painted in the face's own tones, the eyes blink,
 * the head drifts and nods on stressed words, the chest breathes (face/timeline.ts). The camera
 * holds still (the face moves enough), or sways with the steps for `walk_talk`; the face is
 * recorded as the frame's subject so captions never cover it.
 */
import { createCanvas, ImageData, loadImage, type Canvas, type Image } from '@napi-rs/canvas';
import type { FrameSource, PresenterRequest, Rect } from '../ports';
import { animationTime } from '../draw/anim';
import { drawCover } from '../draw/images';
import { recordSubject } from '../draw/text-audit';
import { mouthAxes, poseFace } from '../face/expression';
import { framePhoto, type PhotoFraming } from '../face/framing';
import { drawInnerMouth, openingFill } from '../face/inner-mouth';
import type { FaceLandmarks } from '../face/landmarks';
import { buildFaceMesh, type FaceMesh, type Triangle } from '../face/mesh';
import { faceTimeline } from '../face/timeline';
import { faceTones } from '../face/tones';
import { fillTriangle, warpTriangles, type PixelRect, type Pixels } from '../face/warp';
import { drawLowerThird, lowerThirdSprite } from './lower-third';
import { bottomShade } from './photo-still';
import { walkSway } from './photo-walk';

/** Room round the frame in the prepared picture, for the walk's bob and roll (share of the longer side). */
const MARGIN = 0.04;
/** The head's reach beyond its box as it drifts and nods, in face units. */
const HEAD_REACH = 0.2;

/**
 * The photo as the frame shows it at rest, with a margin all round, drawn once: where the photo
 * does not cover the frame, a blurred copy of it fills the rest and the photo's edges fade into it.
 */
function preparePicture(image: Image, framing: PhotoFraming, width: number, height: number, margin: number): Canvas {
  const canvas = createCanvas(width + 2 * margin, height + 2 * margin);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  const w = image.width * framing.scale;
  const h = image.height * framing.scale;
  const x = framing.x + margin;
  const y = framing.y + margin;
  if (!framing.uncovered) {
    ctx.drawImage(image, x, y, w, h);
    return canvas;
  }
  ctx.filter = `blur(${Math.round(Math.min(width, height) * 0.04)}px)`;
  drawCover(ctx, image, { x: 0, y: 0, w: canvas.width, h: canvas.height }, 1.15);
  ctx.filter = 'none';
  ctx.fillStyle = 'rgba(0,0,0,0.18)';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const sharp = createCanvas(canvas.width, canvas.height);
  const s = sharp.getContext('2d');
  s.imageSmoothingQuality = 'high';
  s.drawImage(image, x, y, w, h);
  // Fade each edge of the photo that falls inside the frame into the fill.
  const feather = Math.min(width, height) * 0.06;
  s.globalCompositeOperation = 'destination-out';
  const fade = (x0: number, y0: number, x1: number, y1: number, rect: Rect) => {
    const g = s.createLinearGradient(x0, y0, x1, y1);
    g.addColorStop(0, 'rgba(0,0,0,1)');
    g.addColorStop(1, 'rgba(0,0,0,0)');
    s.fillStyle = g;
    s.fillRect(rect.x, rect.y, rect.w, rect.h);
  };
  if (x > 0) fade(x, 0, x + feather, 0, { x, y: 0, w: feather, h: canvas.height });
  if (x + w < canvas.width) fade(x + w, 0, x + w - feather, 0, { x: x + w - feather, y: 0, w: feather, h: canvas.height });
  if (y > 0) fade(0, y, 0, y + feather, { x: 0, y, w: canvas.width, h: feather });
  if (y + h < canvas.height) fade(0, y + h, 0, y + h - feather, { x: 0, y: y + h - feather, w: canvas.width, h: feather });
  ctx.drawImage(sharp, 0, 0);
  return canvas;
}

/** The box the face may occupy over the whole scene (drift, nods, the walk's bob), in frame pixels. */
function subjectBox(framing: PhotoFraming, unit: number, walking: boolean, height: number): Rect {
  const reach = HEAD_REACH * unit;
  const bob = walking ? walkSway(0.25, height).bob : 0;
  const { x, y, w, h } = framing.face;
  return { x: x - reach, y: y - reach - bob, w: w + 2 * reach, h: h + 2 * reach + bob };
}

/**
 * The triangles that can move (any vertex follows the head or the breath), and the pixels of
 * the frame's window onto the picture (`view`) they can reach.
 */
function movingPart(mesh: FaceMesh, view: PixelRect): { triangles: Triangle[]; rect: PixelRect } {
  const moves = (i: number) => mesh.headWeight[i]! > 0 || mesh.breathWeight[i]! > 0;
  const triangles = mesh.triangles.filter((t) => t.some(moves));
  const reach = mesh.frame.unit;
  const xs = triangles.flatMap((t) => t.map((i) => mesh.points[i]!.x));
  const ys = triangles.flatMap((t) => t.map((i) => mesh.points[i]!.y));
  const x = Math.max(view.x, Math.floor(Math.min(...xs) - reach));
  const y = Math.max(view.y, Math.floor(Math.min(...ys) - reach));
  return { triangles, rect: { x, y, w: Math.min(view.x + view.w, Math.ceil(Math.max(...xs) + reach)) - x, h: Math.min(view.y + view.h, Math.ceil(Math.max(...ys) + reach)) - y } };
}

export async function talkingPhoto(req: PresenterRequest, image: Image, face: FaceLandmarks): Promise<FrameSource> {
  const { width, height, fps, frames } = req;
  const framing = framePhoto(face.points, image, { width, height, content: req.content, floor: req.lowerThirdBox.y });
  // A walk sways the camera: the picture then needs room round the frame.
  const margin = req.walking ? Math.round(Math.max(width, height) * MARGIN) : 0;
  const prepared = preparePicture(image, framing, width, height, margin);
  const pctx = prepared.getContext('2d');
  const picture: Pixels = { data: pctx.getImageData(0, 0, prepared.width, prepared.height).data, width: prepared.width, height: prepared.height };
  const points = face.points.map((p) => ({ x: p.x * framing.scale + framing.x + margin, y: p.y * framing.scale + framing.y + margin }));
  const mesh = buildFaceMesh(points, prepared);
  const tones = faceTones(pctx, points, mesh.frame);
  const { triangles, rect } = movingPart(mesh, req.walking ? { x: 0, y: 0, w: prepared.width, h: prepared.height } : { x: 0, y: 0, w: width, h: height });
  // The moving part is warped into this, then put over the picture: on the frame itself, or on a stage the walking camera moves.
  const warped = new ImageData(rect.w, rect.h);
  const out: Pixels = { data: warped.data, width: rect.w, height: rect.h };
  for (let row = 0; row < rect.h; row++) out.data.set(picture.data.subarray(((rect.y + row) * picture.width + rect.x) * 4, ((rect.y + row) * picture.width + rect.x + rect.w) * 4), row * rect.w * 4);
  // Skia draws a decoded image without copying it first (a canvas it copies on every draw).
  const still = await loadImage(await prepared.encode('png'));
  const stage = req.walking ? createCanvas(prepared.width, prepared.height) : null;
  stage?.getContext('2d').drawImage(still, 0, 0);

  const timeline = faceTimeline(req.speech, fps, frames, req.seed);
  const third = lowerThirdSprite(req, req.lowerThirdBox);
  const shade = bottomShade(width, height);
  const subject = subjectBox(framing, mesh.frame.unit, req.walking, height);
  const stopMotion = req.artStyle === 'stop_motion';

  return {
    draw(ctx, frame) {
      const t = animationTime(frame / fps, stopMotion);
      const pose = timeline.pose(Math.round(t * fps));
      const dst = poseFace(mesh, pose);
      warpTriangles(picture, out, rect, mesh.points, dst, triangles);
      const opening = mesh.mouthHole.map((i) => dst[i]!);
      const mouth = { contour: opening, ...mouthAxes(dst) };
      // Where the mouth has opened, the cavity's colour (a crack's fades to the lips' or teeth's), so the painted inner mouth's soft edge meets no trace of the photo behind.
      const fill = openingFill(mouth, tones);
      for (const triangle of mesh.mouthTriangles) fillTriangle(out, rect, dst, triangle, fill);
      const target = stage?.getContext('2d') ?? ctx;
      if (!stage) ctx.drawImage(still, 0, 0);
      target.putImageData(warped, rect.x, rect.y);
      drawInnerMouth(target, mouth, pose.mouth, tones);
      if (stage) {
        const { bob, roll } = walkSway(t, height);
        ctx.save();
        ctx.translate(width / 2, height / 2);
        ctx.rotate(roll);
        ctx.translate(-width / 2 - margin, -height / 2 - bob - margin);
        ctx.drawImage(stage, 0, 0);
        ctx.restore();
      }
      ctx.drawImage(shade, 0, 0);
      recordSubject(ctx, 'presenter', subject);
      if (third) drawLowerThird(ctx, third, req.lowerThirdBox, req.rtl, t);
    },
  };
}
