/**
 * The engine's own presenter for `s2v` and `walk_talk`: a catalogue face is drawn as an
 * illustrated character (presenter/illustrated.ts); a photo (the scene's `ref_image_url`)
 * talks (presenter/photo.ts).
 */
import type { FrameSource, PresenterRequest } from '../ports';
import { illustratedPresenter } from '../presenter/illustrated';
import { photoPresenter, type PresenterLog } from '../presenter/photo';

export async function presenterScene(req: PresenterRequest, log: PresenterLog): Promise<FrameSource> {
  return req.face.kind === 'photo' ? photoPresenter(req, req.face.image, log) : illustratedPresenter(req, req.face.preset);
}
