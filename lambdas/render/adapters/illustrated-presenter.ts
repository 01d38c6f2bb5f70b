/**
 * Built-in presenter generator: the engine's own presenters (an illustrated character for a
 * catalogue face, a talking photo for a photo). An external avatar service plugs into the same
 * port by returning its clip as a FrameSource (see scenes/footage-file.ts for decoding a video file).
 */
import { logger } from '../../shared/logger';
import type { PresenterGenerator } from '../ports';
import type { PresenterLog } from '../presenter/photo';
import { presenterScene } from '../scenes/presenter';

/** `log` receives what the job's log should say (a photo whose face cannot be animated); by default the service's logger. */
export function illustratedPresenter({ log = (message, fields) => logger.warn(message, fields) }: { log?: PresenterLog } = {}): PresenterGenerator {
  return {
    async generate(request) {
      return presenterScene(request, log);
    },
  };
}
