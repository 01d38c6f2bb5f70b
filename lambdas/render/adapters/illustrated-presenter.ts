/**
 * Built-in presenter generator: the engine's own drawn presenter (documented look). An
 * external avatar service plugs into the same port by returning its clip as a FrameSource
 * (see scenes/footage-file.ts for decoding a video file).
 */
import type { PresenterGenerator } from '../ports';
import { presenterScene } from '../scenes/presenter';

export function illustratedPresenter(): PresenterGenerator {
  return {
    async generate(request) {
      return presenterScene(request);
    },
  };
}
