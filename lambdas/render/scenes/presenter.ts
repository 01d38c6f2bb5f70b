/**
 * The engine's own presenter for `s2v` and `walk_talk`: a catalogue face is drawn as an
 * illustrated character (presenter/illustrated.ts), unless its preset is backed by a photo; a
 * photo (the scene's `ref_image_url`, or the preset's portrait) talks (presenter/photo.ts).
 */
import { readFile } from 'node:fs/promises';
import { loadImage } from '@napi-rs/canvas';
import type { FrameSource, PresenterRequest } from '../ports';
import { packageFilePath } from '../package-path';
import { illustratedPresenter } from '../presenter/illustrated';
import { photoPresenter, type PresenterLog } from '../presenter/photo';

export async function presenterScene(req: PresenterRequest, log: PresenterLog): Promise<FrameSource> {
  if (req.face.kind === 'photo') return photoPresenter(req, req.face.image, log);
  const { preset } = req.face;
  if (!preset.photo) return illustratedPresenter(req, preset);
  return photoPresenter(req, await loadImage(await readFile(packageFilePath(preset.photo))), log);
}
