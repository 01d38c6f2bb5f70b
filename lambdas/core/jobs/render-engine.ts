import type { ClipKind } from '../clips/generated-clips';
import type { Aspect } from '../render/vocabulary';
import type { StoredRequest } from './stored-request';

/** A scene's clip that a model made before the scene renders: the engine plays it instead of drawing its own. */
export interface GeneratedClip {
  kind: ClipKind;
  /** The MP4 on local disk. */
  path: string;
}

/** One aspect of a scene to render, into its own empty folder. */
export interface SceneTarget {
  aspect: Aspect;
  dir: string;
}

/**
 * Port: the render engine, one scene at a time (each on its own worker), then the
 * composition of each aspect. A scene's output is a folder of files per aspect, which the
 * workflow moves through the blob store between workers.
 */
export interface RenderEngine {
  /**
   * Renders scene `index` in each target's aspect, narrating it once for all of them; a clip a
   * model made for the scene is played in every aspect, laid out for each frame. Returns, per
   * target, the names of the files written in its folder; `onProgress` hears the share of the
   * targets' frames drawn so far (0..1), after every frame. Once `signal` aborts (the job was
   * cancelled), drawing and encoding stop and the call rejects with its reason.
   */
  renderScene(
    request: StoredRequest,
    index: number,
    targets: readonly SceneTarget[],
    onProgress?: (fraction: number) => void,
    clip?: GeneratedClip,
    signal?: AbortSignal,
  ): Promise<string[][]>;
  /** Composes the video in one aspect from its scene folders, in plan order; the poster (JPEG) and WebVTT captions are written beside it. */
  compose(
    request: StoredRequest,
    aspect: Aspect,
    sceneDirs: readonly string[],
    workDir: string,
    /** Stops the composition as renderScene stops. */
    signal?: AbortSignal,
  ): Promise<{ path: string; durationSec: number; posterPath: string; captionsPath: string }>;
}
