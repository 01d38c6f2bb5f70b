import type { RenderRequest, Scene } from '../render/request-schema';
import { assetKeyOf } from './blob-keys';

/**
 * What a job renders, kept in the blob store (never in an item: URLs may be megabytes).
 * Data URIs have been moved to blobs and replaced by `blob:<key>` references.
 */
export interface StoredRequest {
  request: RenderRequest;
  title: string;
  scenes: Scene[];
  /**
   * The scene cache key of each scene in each aspect (`[scene][aspect]`, aspects in request order),
   * taken from the request as the caller sent it (jobs accepted before the cache have none).
   */
  cacheKeys?: string[][];
}

export const BLOB_REF = 'blob:';

/** Moves every data URI of the request into the blob store, returning the request with references. */
export async function externalizeDataUris(
  request: RenderRequest,
  scenes: readonly Scene[],
  jobId: string,
  put: (key: string, data: Buffer, contentType: string) => Promise<void>,
): Promise<{ request: RenderRequest; scenes: Scene[] }> {
  let count = 0;
  const move = async (value: string | undefined): Promise<string | undefined> => {
    const match = value ? /^data:([^;,]+)?(;base64)?,/i.exec(value) : null;
    if (!value || !match) return value;
    const payload = value.slice(match[0].length);
    const data = match[2] ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
    const key = assetKeyOf(jobId, count++);
    await put(key, data, match[1] ?? 'application/octet-stream');
    return BLOB_REF + key;
  };
  const movedScenes = await Promise.all(scenes.map(async (s) => ({ ...s, ref_image_url: await move(s.ref_image_url) })));
  return {
    request: {
      ...request,
      brand_logo_url: await move(request.brand_logo_url),
      product_image_url: await move(request.product_image_url),
      // The scenes to render are kept once, beside the request.
      scene_plan: undefined,
    },
    scenes: movedScenes,
  };
}
