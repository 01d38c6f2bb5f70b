/**
 * The engine's ports for a scene whose clip a model made before it rendered (the workflow's clip
 * steps fetched it to local disk): footage plays the clip covering the frame, looped when the scene
 * is longer; a presenter plays the talking-head clip, cropped to keep the face, under the scene's
 * lower third. Captions and logo go on top as on every scene.
 */
import type { GeneratedClip } from '../../core/jobs/render-engine';
import type { FootageGenerator, PresenterGenerator, RenderPorts } from '../../render/ports';
import { drawLowerThird, lowerThirdSprite } from '../../render/presenter/lower-third';
import { footageFileSource } from '../../render/scenes/footage-file';

/** A portrait face sits in the upper part of its picture: a crop to a wider frame keeps the head. */
const FACE_ANCHOR_Y = 0.3;

export function clipFootage(path: string): FootageGenerator {
  return { generate: async (request) => footageFileSource(path, request) };
}

export function clipPresenter(path: string): PresenterGenerator {
  return {
    async generate(request) {
      const clip = footageFileSource(path, request, { anchorY: FACE_ANCHOR_Y });
      const third = lowerThirdSprite(request, request.lowerThirdBox);
      return {
        async draw(ctx, frame) {
          await clip.draw(ctx, frame);
          if (third) drawLowerThird(ctx, third, request.lowerThirdBox, request.rtl, frame / request.fps);
        },
        close: () => clip.close?.() ?? Promise.resolve(),
      };
    },
  };
}

/** The ports with the scene's generated clip in place of the engine's own picture. */
export function withGeneratedClip(ports: RenderPorts, clip: GeneratedClip | undefined): RenderPorts {
  if (!clip) return ports;
  return clip.kind === 'footage' ? { ...ports, footage: clipFootage(clip.path) } : { ...ports, presenter: clipPresenter(clip.path) };
}
