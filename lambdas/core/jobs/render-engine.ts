import type { ClipKind } from '../clips/generated-clips';
import type { StoredRequest } from './stored-request';

/** A scene's clip that a model made before the scene renders: the engine plays it instead of drawing its own. */
export interface GeneratedClip {
  kind: ClipKind;
  /** The MP4 on local disk. */
  path: string;
}

/**
 * Port: the render engine, one scene at a time (each on its own worker), then the
 * composition. A scene's output is a folder of files, which the workflow moves
 * through the blob store between workers.
 */
export interface RenderEngine {
  /** Renders scene `index` into the empty folder `outDir`; returns the names of the files it wrote there. */
  renderScene(request: StoredRequest, index: number, outDir: string, clip?: GeneratedClip): Promise<string[]>;
  /** Composes the video from the scene folders, in plan order; the poster (JPEG) and WebVTT captions are written beside it. */
  compose(
    request: StoredRequest,
    sceneDirs: readonly string[],
    workDir: string,
  ): Promise<{ path: string; durationSec: number; posterPath: string; captionsPath: string }>;
}
