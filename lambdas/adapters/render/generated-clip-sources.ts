/**
 * The engine's ports for a scene whose clip a model made before it rendered (the workflow's clip
 * steps fetched it to local disk): footage plays the clip covering the frame, looped when the scene
 * is longer; a presenter plays the talking-head clip at the frame's full height (a portrait in a
 * wide frame over a blurred copy of itself), under the scene's lower third. Captions and logo go on
 * top as on every scene.
 */
import type { GeneratedClip } from '../../core/jobs/render-engine';
import type { FootageGenerator, PresenterGenerator, RenderPorts } from '../../render/ports';
import { drawLowerThird, lowerThirdSprite } from '../../render/presenter/lower-third';
import { footageFileSource } from '../../render/scenes/footage-file';

export function clipFootage(path: string): FootageGenerator {
  return { generate: async (request) => footageFileSource(path, request) };
}

export function clipPresenter(path: string): PresenterGenerator {
  return {
    async generate(request) {
      // The whole height of the talking head: its face is never cropped, nor zoomed under the captions.
      const clip = footageFileSource(path, request, 'height');
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
