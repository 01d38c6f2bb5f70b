/** The characters a TTF or WOFF font has glyphs for, read from its cmap table (formats 4 and 12). */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

function tables(buf: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  if (buf.toString('ascii', 0, 4) === 'wOFF') {
    const count = buf.readUInt16BE(12);
    for (let i = 0; i < count; i++) {
      const at = 44 + i * 20;
      const offset = buf.readUInt32BE(at + 4);
      const compressed = buf.readUInt32BE(at + 8);
      const length = buf.readUInt32BE(at + 12);
      const data = buf.subarray(offset, offset + compressed);
      out.set(buf.toString('ascii', at, at + 4), compressed < length ? inflateSync(data) : data);
    }
    return out;
  }
  const count = buf.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    out.set(buf.toString('ascii', at, at + 4), buf.subarray(buf.readUInt32BE(at + 8), buf.readUInt32BE(at + 8) + buf.readUInt32BE(at + 12)));
  }
  return out;
}

export function coveredCodePoints(path: string): Set<number> {
  const cmap = tables(readFileSync(path)).get('cmap');
  if (!cmap) throw new Error(`${path} has no cmap`);
  const covered = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const sub = cmap.subarray(cmap.readUInt32BE(4 + i * 8 + 4));
    const format = sub.readUInt16BE(0);
    if (format === 4) {
      const segs = sub.readUInt16BE(6) / 2;
      for (let s = 0; s < segs; s++) {
        const end = sub.readUInt16BE(14 + s * 2);
        const start = sub.readUInt16BE(16 + segs * 2 + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) covered.add(c);
      }
    } else if (format === 12) {
      const groups = sub.readUInt32BE(12);
      for (let g = 0; g < groups; g++) {
        for (let c = sub.readUInt32BE(16 + g * 12); c <= sub.readUInt32BE(20 + g * 12); c++) covered.add(c);
      }
    }
  }
  return covered;
}
