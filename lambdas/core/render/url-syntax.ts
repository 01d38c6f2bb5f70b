/**
 * Syntax of the URL fields of §2.2/§2.3. Only the form is checked here; whether a host is
 * public is the network guard's job when the asset is fetched (it resolves the name).
 */

/** §8: brand_logo_url, product_image_url (and scene ref_image_url) may be this long, data URIs included. */
export const MAX_IMAGE_URL_CHARS = 5_000_000;
/** Our bound for plain http(s) URLs (footage `video_url`); the spec gives none. */
export const MAX_HTTP_URL_CHARS = 2_000;

/** Raster formats the renderer decodes; SVG is refused because it can reference other files. */
const DATA_URI = /^data:image\/(?:png|jpeg|jpg|webp|gif)(?:;[a-z0-9=.+-]+)*;base64,[A-Za-z0-9+/]+={0,2}$/i;

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // Credentials in a URL would be sent to whatever host we fetch; nothing legitimate needs them.
  return url.hostname !== '' && url.username === '' && url.password === '';
}

export function isImageDataUri(value: string): boolean {
  return DATA_URI.test(value);
}
