/**
 * The engine's illustrated presenter for `s2v` and `walk_talk`: a catalogue face drawn as a
 * flat-illustrated figure (./figure.ts) that speaks the narration's visemes, blinks, glances,
 * breathes and gestures on the stresses of the line (./performance.ts), dressed and placed as
 * the scene's prompt asks (./look.ts: garment, colour, setting, props), framed for the frame's
 * aspect (./framing.ts) with the lower third beside them. Walking, the camera tracks the
 * presenter through the setting (./settings.ts) and the props go along (./props.ts).
 *
 * The setting is painted once; each frame places its layers, then draws the figure's vector
 * shapes. The face is recorded as a subject, so `check:video` fails a caption drawn over it.
 */
import type { AvatarPreset } from '../../core/presets';
import { animationTime, rng } from '../draw/anim';
import { recordSubject } from '../draw/text-audit';
import type { FrameSource, PresenterRequest, Rect } from '../ports';
import { PROPS } from './direction';
import { figure } from './figure';
import { frame, type Framing, type Shot } from './framing';
import { headBox } from './head';
import { castFor, type Cast } from './look';
import { drawLowerThird, lowerThirdSprite } from './lower-third';
import { perform, WALK_SPEED, type HandRole, type Performance } from './performance';
import { groundSpan, placeProps, propPictures, type PlacedProp, type PropPictures } from './props';
import { RIG } from './rig';
import { setting } from './settings';
import { cameraDistance } from './stage';

/** The camera is at the presenter's eye level: the horizon runs just below the eyes (head units below the face's centre). */
const CAMERA_HEIGHT = 1;
/** How far the head moves about its place (sway, nod, the bob of a step), in head units: the subject box covers it. */
const HEAD_MOTION = 0.3;

export interface PresenterPlan {
  cast: Cast;
  shot: Shot;
  framing: Framing;
  /** The head with its hair and the room it moves in, in pixels: the subject captions keep clear of. */
  face: Rect;
  /** What each arm carries (screen-left, screen-right). */
  props: [PlacedProp | null, PlacedProp | null];
  performance: Performance;
}

/** Who, in what, where, framed how, carrying what, moving how: everything about the scene but its pixels. */
export function presenterPlan(req: PresenterRequest, preset: AvatarPreset): PresenterPlan {
  const cast = castFor(preset, req.prompt, req.walking);
  const onGround = cast.props.find((p) => PROPS[p.id] === 'ground');
  const shot: Shot = onGround ? 'full' : req.walking ? 'walking' : 'medium';
  const head = headBox(preset);
  const framing = frame({
    width: req.width,
    height: req.height,
    content: req.content,
    lowerThirdBand: req.lowerThirdBox,
    rtl: req.rtl,
    shot,
    head,
    alongside: onGround ? (k) => groundSpan(onGround.id, k) : null,
  });
  const { cx, cy, r, dir, squeeze } = framing;
  const face = {
    x: cx + (head.x - HEAD_MOTION) * r,
    y: cy + (head.y - HEAD_MOTION) * r,
    w: (head.w + 2 * HEAD_MOTION) * r,
    h: (head.h + 2 * HEAD_MOTION) * r,
  };
  const props = placeProps(cast.props, { dir, walking: req.walking, squeeze }, req.palette.accent, preset.skin);
  const free: HandRole = { free: true };
  const performance = perform({
    speech: req.speech,
    fps: req.fps,
    durationSec: req.frames / req.fps,
    seed: req.seed,
    walking: req.walking,
    dir,
    hands: [props[0]?.role ?? free, props[1]?.role ?? free],
  });
  return { cast, shot, framing, face, props, performance };
}

export function illustratedPresenter(req: PresenterRequest, preset: AvatarPreset): FrameSource {
  const { cast, framing: f, face, props, performance } = presenterPlan(req, preset);
  const duration = req.frames / req.fps;
  const backdrop = setting(
    cast.setting,
    { width: req.width, height: req.height, unit: f.r, horizon: f.cy + CAMERA_HEIGHT * f.r, ground: f.cy + RIG.ground * f.r, palette: req.palette, backdrop: preset.backdrop, camera: cameraDistance(req.height, f.r), random: rng(req.seed) },
    req.walking ? WALK_SPEED * f.r : 0,
    f.dir,
    duration,
    req.seed,
  );
  const presenter = figure(preset, cast.outfit, performance.stance, f.r);
  const third = lowerThirdSprite(req, f.plate);
  const stopMotion = req.artStyle === 'stop_motion';
  let pictures: PropPictures | null = null;

  return {
    async draw(ctx, frameIndex) {
      pictures ??= await propPictures(cast.props, f.r);
      const t = animationTime(frameIndex / req.fps, stopMotion);
      backdrop.draw(ctx, t);
      const pose = performance.poseAt(t, frameIndex);
      ctx.save();
      ctx.translate(f.cx, f.cy);
      ctx.scale(f.r, f.r);
      for (const p of props) p?.behind?.(ctx, t);
      const wrists = presenter.draw(ctx, pose, [props[0]?.inHand ?? null, props[1]?.inHand ?? null]);
      props.forEach((p, i) => p?.front?.(ctx, t, wrists[i]!, pictures!));
      ctx.restore();
      recordSubject(ctx, `${preset.label}'s face`, face);
      if (third) drawLowerThird(ctx, third, f.plate, req.rtl, t);
    },
  };
}
