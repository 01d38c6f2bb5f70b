/**
 * A photo presenter (the scene's `ref_image_url`, or an avatar preset backed by a photo): the
 * face is found and the photo talks (./photo-talking.ts); a photo with no face to animate keeps
 * a gentle camera move (./photo-still.ts), and the job's log says why.
 */
import type { Image } from '@napi-rs/canvas';
import type { FrameSource, PresenterRequest } from '../ports';
import { findFace } from '../face/detector';
import { stillPhoto } from './photo-still';
import { talkingPhoto } from './photo-talking';

/** Writes a line to the job's log (the render step's own keys, job and scene, are added by the logger). */
export type PresenterLog = (message: string, fields: Record<string, unknown>) => void;

/** A face smaller than this (photo pixels, brow to chin) has too few pixels to move. */
export const MIN_FACE_PX = 48;

export async function photoPresenter(req: PresenterRequest, image: Image, log: PresenterLog): Promise<FrameSource> {
  const face = await findFace(image);
  const reason = !face ? 'no face found in the photo' : face.box.h < MIN_FACE_PX ? `the face is ${Math.round(face.box.h)} px tall; ${MIN_FACE_PX} px are needed` : null;
  if (face && !reason) return talkingPhoto(req, image, face);
  log('photo presenter: the face cannot be animated; the photo keeps a camera move', { reason, photo: { width: image.width, height: image.height } });
  return stillPhoto(req, image);
}
