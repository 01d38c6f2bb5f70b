import type { StoredRequest } from './stored-request';

/**
 * Port: the render engine, one scene at a time (each on its own worker), then the
 * composition. A scene's output is a folder of files, which the workflow moves
 * through the blob store between workers.
 */
export interface RenderEngine {
  /**
   * Renders scene `index` into the empty folder `outDir`; returns the names of the files it wrote there.
   * Once `signal` aborts (the job was cancelled), drawing and encoding stop and the call rejects with its reason.
   */
  renderScene(request: StoredRequest, index: number, outDir: string, signal?: AbortSignal): Promise<string[]>;
  /** Composes the video from the scene folders, in plan order; the poster (JPEG) and WebVTT captions are written beside it. Stops as renderScene does. */
  compose(
    request: StoredRequest,
    sceneDirs: readonly string[],
    workDir: string,
    signal?: AbortSignal,
  ): Promise<{ path: string; durationSec: number; posterPath: string; captionsPath: string }>;
}
