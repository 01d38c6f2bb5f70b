/** The pictures a scene may show, fetched and decoded once per fetcher and URL. */
import type { Image } from '@napi-rs/canvas';
import { fetchImage } from './assets';
import type { AssetFetcher, RenderPorts } from './ports';
import type { RenderSpec, SceneSpec } from './spec';

export interface SceneAssets {
  logo: Image | null;
  /** The product photo: the same decoded picture in every scene, so the product never changes. */
  product: Image | null;
  /** The scene's own reference image (i2v start frame or presenter face). */
  ref: Image | null;
}

// Scenes rendered in one process share decoded pictures; the cache lives as long as the fetcher.
const cache = new WeakMap<AssetFetcher, Map<string, Promise<Image>>>();

function cachedImage(fetcher: AssetFetcher, url: string): Promise<Image> {
  let images = cache.get(fetcher);
  if (!images) cache.set(fetcher, (images = new Map()));
  let image = images.get(url);
  if (!image) {
    image = fetchImage(fetcher, url);
    images.set(url, image);
    image.catch(() => images.delete(url));
  }
  return image;
}

export async function loadSceneAssets(spec: RenderSpec, scene: SceneSpec, ports: RenderPorts): Promise<SceneAssets> {
  const load = (url: string | null | undefined) => (url ? cachedImage(ports.fetcher, url) : Promise.resolve(null));
  const [logo, product, ref] = await Promise.all([
    load(spec.brand?.logoUrl),
    load(spec.productImageUrl),
    load(scene.refImageUrl),
  ]);
  return { logo, product, ref };
}
