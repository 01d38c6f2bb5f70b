/** Port: where large values live (uploaded images, plans, clips, videos); items hold only keys. */
export interface BlobStore {
  put(key: string, data: Buffer | string, contentType: string): Promise<void>;
  /** Undefined when there is no such blob. */
  get(key: string): Promise<Buffer | undefined>;
  /** Copies a file already on disk (renders write files), without reading it into memory. */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** A time-limited GET URL for a caller outside the service. */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
}

/** The one thing a route that hands out links needs of the blob store. */
export type UrlSigner = Pick<BlobStore, 'signedUrl'>;
