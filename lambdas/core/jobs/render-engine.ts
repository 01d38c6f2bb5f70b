import type { Aspect } from '../render/vocabulary';
import type { StoredRequest } from './stored-request';

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
   * Renders scene `index` in each target's aspect, narrating it once for all of them. Returns,
   * per target, the names of the files written in its folder; `onProgress` hears the share of
   * the targets' frames drawn so far (0..1), after every frame. Once `signal` aborts (the job was
   * cancelled), drawing and encoding stop and the call rejects with its reason.
   */
  renderScene(request: StoredRequest, index: number, targets: readonly SceneTarget[], onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<string[][]>;
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
