import { BLOB_REF } from '../../core/jobs/stored-request';
import type { BlobStore } from '../../core/ports/blob-store';
import type { AssetFetcher } from '../../render/ports';

/** Assets the API moved into the blob store (`blob:<key>`) come from there; every other URL from `next`. */
export function blobAssetFetcher(blobs: BlobStore, next: AssetFetcher): AssetFetcher {
  return {
    async fetch(url, limits) {
      if (!url.startsWith(BLOB_REF)) return next.fetch(url, limits);
      const data = await blobs.get(url.slice(BLOB_REF.length));
      if (!data) throw new Error(`uploaded asset ${url} is missing`);
      if (data.length > limits.maxBytes) throw new Error(`uploaded asset ${url} is over ${limits.maxBytes} bytes`);
      return data;
    },
  };
}
