/**
 * A photo presenter (the scene's `ref_image_url`, or an avatar preset backed by a photo): the
 * face is found and the photo talks (./photo-talking.ts); a photo with no face to animate keeps
 * a gentle camera move (./photo-still.ts), and the job's log says why.
 */
import type { Image } from '@napi-rs/canvas';
import type { FrameSource, PresenterRequest } from '../ports';
import { findFace } from '../face/detector';
import type { FaceLandmarks } from '../face/landmarks';
import { stillPhoto } from './photo-still';
import { talkingPhoto } from './photo-talking';

/** Writes a line to the job's log (the render step's own keys, job and scene, are added by the logger). */
export type PresenterLog = (message: string, fields: Record<string, unknown>) => void;

/** A face smaller than this (photo pixels, brow to chin) has too few pixels to move. */
export const MIN_FACE_PX = 48;

/** The face, or why there is none to animate. */
async function faceIn(image: Image): Promise<{ face: FaceLandmarks } | { reason: string }> {
  try {
    const face = await findFace(image);
    if (!face) return { reason: 'no face found in the photo' };
    return face.box.h < MIN_FACE_PX ? { reason: `the face is ${Math.round(face.box.h)} px tall; ${MIN_FACE_PX} px are needed` } : { face };
  } catch (err) {
    // A detector that cannot run (its files missing) costs the scene its animation, not the video.
    return { reason: `face detection failed: ${(err as Error).message}` };
  }
}

export async function photoPresenter(req: PresenterRequest, image: Image, log: PresenterLog): Promise<FrameSource> {
  const found = await faceIn(image);
  if ('face' in found) return talkingPhoto(req, image, found.face);
  log('photo presenter: the face cannot be animated; the photo keeps a camera move', { reason: found.reason, photo: { width: image.width, height: image.height } });
  return stillPhoto(req, image);
}
