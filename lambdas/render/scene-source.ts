/** Picks the picture source of a scene by its type (spec §2.3). */
import { InputProblem } from '../core/errors';
import { AVATAR_PRESETS, isAvatarPreset, STOCK_AVATAR_PRESET_ID } from '../core/presets';
import type { PcmAudio } from './audio/wav';
import type { CaptionWord } from './captions';
import type { VisemeMark } from './speech/visemes';
import { frameEnvelope } from './audio/wav';
import type { SafeAreas } from './draw/layout';
import type { FrameGeometry, FrameSource, Palette, PresenterFaceInput, PresenterRequest, PresenterSpeech, RenderPorts } from './ports';
import type { SceneAssets } from './scene-assets';
import { fetchFootage, footageFileSource } from './scenes/footage-file';
import { motionScene } from './scenes/motion';
import type { RenderSpec, SceneSpec } from './spec';

export interface SceneContext {
  spec: RenderSpec;
  scene: SceneSpec;
  index: number;
  ports: RenderPorts;
  assets: SceneAssets;
  areas: SafeAreas;
  palette: Palette;
  geometry: FrameGeometry;
  /** Text faces and direction of the video's language. */
  families: string;
  rtl: boolean;
  seed: number;
  /** The scene's narration; words and visemes are already on the scene's timeline. */
  speech: { audio: PcmAudio; offsetSec: number; tempo: number; words: CaptionWord[]; visemes: VisemeMark[] } | null;
  /** Where a scene may keep downloaded files. */
  workDir: string;
}

function stepNumber(spec: RenderSpec, index: number): number {
  const isStep = (s: SceneSpec) => (s.motion?.beat ?? s.role) === 'step';
  return spec.scenes.slice(0, index + 1).filter(isStep).length || 1;
}

/** Scene photo first, then the video's chosen face, then the stock presenter. */
function presenterFace(ctx: SceneContext): PresenterFaceInput {
  if (ctx.assets.ref) return { kind: 'photo', image: ctx.assets.ref };
  const chosen = ctx.spec.presenter;
  const id = chosen && 'avatarPresetId' in chosen && isAvatarPreset(chosen.avatarPresetId) ? chosen.avatarPresetId : STOCK_AVATAR_PRESET_ID;
  return { kind: 'preset', preset: AVATAR_PRESETS[id] };
}

/**
 * The lower third: a catalogue presenter's name over the scene's `presenter_title`; for a
 * photo (whose name we do not know) the title alone; nothing when there is neither. The
 * scene's prompt is a direction for the picture and is never shown.
 */
function lowerThird(face: PresenterFaceInput, title: string | undefined): PresenterRequest['lowerThird'] {
  const name = face.kind === 'preset' ? face.preset.label : null;
  if (name) return { name, role: title ?? null };
  return title ? { name: title, role: null } : null;
}

function presenterSpeech({ speech, geometry }: SceneContext): PresenterSpeech {
  if (!speech) return { visemes: [], words: [], level: new Float32Array(geometry.frames) };
  const { audio, offsetSec, tempo, words, visemes } = speech;
  return {
    visemes,
    words: words.map(({ text, start, end }) => ({ text, start, end })),
    level: frameEnvelope(audio, { fps: geometry.fps, frames: geometry.frames, offsetSec, tempo }),
  };
}

export async function sceneSource(ctx: SceneContext): Promise<FrameSource> {
  const { scene, geometry, palette, seed, assets } = ctx;
  switch (scene.type) {
    case 'motion':
      return motionScene({
        scene,
        palette,
        artStyle: ctx.spec.artStyle,
        ...geometry,
        content: ctx.areas.content,
        families: ctx.families,
        rtl: ctx.rtl,
        product: assets.product,
        logo: assets.logo,
        stepNumber: stepNumber(ctx.spec, ctx.index),
        seed,
        title: ctx.spec.title,
        video: ctx.spec.scenes,
      });
    case 't2v_fast':
    case 'i2v_fast':
      return ctx.ports.footage.generate({
        ...geometry,
        prompt: scene.prompt,
        artStyle: ctx.spec.artStyle,
        palette,
        // t2v draws from the prompt alone; i2v animates the scene's image, else the product photo.
        image: scene.type === 'i2v_fast' ? (assets.ref ?? assets.product) : null,
        content: ctx.areas.content,
        seed,
        video: { scenes: ctx.spec.scenes.map(({ type, prompt }) => ({ type, prompt })), index: ctx.index },
      });
    case 's2v':
    case 'walk_talk': {
      const face = presenterFace(ctx);
      return ctx.ports.presenter.generate({
        ...geometry,
        face,
        content: ctx.areas.content,
        walking: scene.type === 'walk_talk',
        speech: presenterSpeech(ctx),
        prompt: scene.prompt,
        palette,
        lowerThird: lowerThird(face, scene.presenterTitle),
        lowerThirdBox: ctx.areas.lowerThird,
        families: ctx.families,
        rtl: ctx.rtl,
        artStyle: ctx.spec.artStyle,
        seed,
      });
    }
    case 'footage': {
      if (!scene.videoUrl) throw new InputProblem(`scene ${ctx.index}: a footage scene needs video_url`);
      const file = await fetchFootage(ctx.ports.fetcher, scene.videoUrl, ctx.workDir, ctx.index);
      return footageFileSource(file, geometry);
    }
  }
}
