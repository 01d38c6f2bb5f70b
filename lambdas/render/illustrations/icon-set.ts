/**
 * The illustration set the built-in look draws subjects from: Fluent Emoji Flat (Microsoft, MIT
 * licence; docs/render-engine.md#licences), shipped by the npm package
 * `@iconify-json/fluent-emoji-flat` as one JSON file of SVG bodies. It is read once per process, on
 * first use, each picture's entry parsed when it is first drawn; each is rasterized by Skia at the size it is drawn.
 */
import { readFileSync } from 'node:fs';
import { loadImage, type Image } from '@napi-rs/canvas';
import { ICON_SET } from '../package-files';
import { packageFilePath } from '../package-path';
import { jsonEntries, jsonValue, type JsonEntry } from './json-entries';


interface Icon {
  body: string;
  width?: number;
  height?: number;
}

/**
 * The set as read: its file's bytes, and where each picture's entry lies in them (json-entries.ts). An entry is
 * parsed when its picture is first drawn: a render draws a few dozen of the 3,000.
 */
interface IconFile {
  bytes: Buffer;
  icons: Map<string, JsonEntry>;
  /** Alias → the picture it shows. */
  aliases: Map<string, string>;
  width?: number;
  height?: number;
}

let iconSet: IconFile | null = null;
const parsed = new Map<string, Icon>();

function icons(): IconFile {
  if (iconSet) return iconSet;
  const bytes = readFileSync(packageFilePath(ICON_SET));
  const top = new Map(jsonEntries(bytes, new Set(['icons', 'aliases'])).map((entry) => [entry.key, entry]));
  const size = (key: string) => (top.has(key) ? jsonValue<number>(bytes, top.get(key)!) : undefined);
  iconSet = {
    bytes,
    icons: new Map((top.get('icons')?.entries ?? []).map((entry) => [entry.key, entry])),
    aliases: new Map((top.get('aliases')?.entries ?? []).map((entry) => [entry.key, jsonValue<{ parent: string }>(bytes, entry).parent])),
    width: size('width'),
    height: size('height'),
  };
  return iconSet;
}

function icon(name: string): Icon | undefined {
  const set = icons();
  const entry = set.icons.get(name);
  if (!entry) return undefined;
  let found = parsed.get(name);
  if (!found) parsed.set(name, (found = jsonValue<Icon>(set.bytes, entry)));
  return found;
}

/** Every picture's name, e.g. `hot-beverage`, `running-shoe`. */
export function iconNames(): string[] {
  return [...icons().icons.keys()];
}

export function hasIcon(name: string): boolean {
  const set = icons();
  return set.icons.has(name) || set.aliases.has(name);
}

/** The SVG of a picture `size` pixels on its longer side. */
export function iconSvg(name: string, size: number): string {
  const set = icons();
  const found = icon(name) ?? icon(set.aliases.get(name) ?? '');
  if (!found) throw new Error(`no picture named ${name}`);
  const w = found.width ?? set.width ?? 16;
  const h = found.height ?? set.height ?? 16;
  const scale = size / Math.max(w, h);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w * scale)}" height="${Math.round(h * scale)}" viewBox="0 0 ${w} ${h}">${found.body}</svg>`;
}

/** The picture as an image `size` pixels on its longer side. */
export async function iconImage(name: string, size: number): Promise<Image> {
  return loadImage(Buffer.from(iconSvg(name, size)));
}
