/**
 * Pictures from callers (logo, product photo, reference image) are untrusted: they are fetched
 * with size and time limits, their header is read before decoding, and only raster formats
 * within a pixel budget are decoded.
 */
import { loadImage, type Image } from '@napi-rs/canvas';
import { InputProblem } from '../core/errors';
import type { AssetFetcher } from './ports';

/** Matches the 5,000,000-character limit of §8: a data URI that size holds under 4 MB. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 8192;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TIMEOUT_MS = 15_000;

export class AssetError extends InputProblem {}

export interface ImageHeader {
  format: 'png' | 'jpeg' | 'gif' | 'webp';
  width: number;
  height: number;
}

function jpegSize(buf: Buffer): [number, number] | null {
  let offset = 2;
  while (offset + 9 < buf.length) {
    if (buf[offset] !== 0xff) return null;
    const marker = buf[offset + 1]!;
    const length = buf.readUInt16BE(offset + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return [buf.readUInt16BE(offset + 7), buf.readUInt16BE(offset + 5)];
    }
    offset += 2 + length;
  }
  return null;
}

function webpSize(buf: Buffer): [number, number] | null {
  const chunk = buf.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return [1 + buf.readUIntLE(24, 3), 1 + buf.readUIntLE(27, 3)];
  if (chunk === 'VP8 ') return [buf.readUInt16LE(26) & 0x3fff, buf.readUInt16LE(28) & 0x3fff];
  if (chunk === 'VP8L') {
    const bits = buf.readUInt32LE(21);
    return [1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff)];
  }
  return null;
}

/** Reads format and size from the header without decoding the picture. */
export function imageHeader(buf: Buffer): ImageHeader | null {
  if (buf.length < 30) return null;
  if (buf.readUInt32BE(0) === 0x89504e47) return { format: 'png', width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  if (buf.toString('ascii', 0, 3) === 'GIF') return { format: 'gif', width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
  if (buf[0] === 0xff && buf[1] === 0xd8) {
    const size = jpegSize(buf);
    return size ? { format: 'jpeg', width: size[0], height: size[1] } : null;
  }
  if (buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') {
    const size = webpSize(buf);
    return size ? { format: 'webp', width: size[0], height: size[1] } : null;
  }
  return null;
}

export async function decodeImage(buf: Buffer): Promise<Image> {
  const header = imageHeader(buf);
  if (!header) throw new AssetError('image is not PNG, JPEG, GIF or WebP');
  const { width, height } = header;
  if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new AssetError(`image is ${width}×${height}; the limit is ${MAX_IMAGE_SIDE} a side and ${MAX_IMAGE_PIXELS} pixels`);
  }
  return loadImage(buf);
}

export async function fetchImage(fetcher: AssetFetcher, url: string): Promise<Image> {
  return decodeImage(await fetcher.fetch(url, { maxBytes: MAX_IMAGE_BYTES, timeoutMs: IMAGE_TIMEOUT_MS }));
}
