/**
 * Syntax of the URL fields of §2.2/§2.3. Only the form is checked here; whether a host is
 * public is the network guard's job when the asset is fetched (it resolves the name).
 */

/** §8: brand_logo_url, product_image_url (and scene ref_image_url) may be this long, data URIs included. */
export const MAX_IMAGE_URL_CHARS = 5_000_000;
/** Our bound for plain http(s) URLs (footage `video_url`); the spec gives none. */
export const MAX_HTTP_URL_CHARS = 2_000;

/** Raster formats the renderer decodes; SVG is refused because it can reference other files. */
const DATA_URI_HEAD = /^data:image\/(?:png|jpeg|jpg|webp|gif)(?:;[a-z0-9=.+-]+)*;base64,/i;
/** Base64 letters (the padding is read apart). */
const BASE64 = /^[A-Za-z0-9+/]+$/;
/**
 * The body is checked a slice at a time: one regular expression over five million characters can
 * exhaust V8's regexp backtracking stack ("Maximum call stack size exceeded") in a worker with
 * little stack left, and a request must get its answer, never a crash.
 */
const SLICE = 65_536;

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
  const head = DATA_URI_HEAD.exec(value.slice(0, 256));
  if (!head) return false;
  // At most two '=' of padding, at the end.
  let end = value.length;
  while (end > head[0].length && value[end - 1] === '=' && value.length - end < 2) end--;
  if (end === head[0].length) return false;
  for (let at = head[0].length; at < end; at += SLICE) {
    if (!BASE64.test(value.slice(at, Math.min(end, at + SLICE)))) return false;
  }
  return true;
}
