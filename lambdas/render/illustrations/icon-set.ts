/**
 * The illustration set the built-in look draws subjects from: Fluent Emoji Flat (Microsoft, MIT
 * licence; docs/render-engine.md#licences), shipped by the npm package
 * `@iconify-json/fluent-emoji-flat` as one JSON file of SVG bodies. It is parsed once per process,
 * on first use; each picture is rasterized by Skia at the size it is drawn.
 */
import { readFileSync } from 'node:fs';
import { loadImage, type Image } from '@napi-rs/canvas';
import { ICON_SET } from '../package-files';
import { packageFilePath } from '../package-path';


interface IconifyJson {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

let iconSet: IconifyJson | null = null;

function icons(): IconifyJson {
  iconSet ??= JSON.parse(readFileSync(packageFilePath(ICON_SET), 'utf8')) as IconifyJson;
  return iconSet;
}

/** Every picture's name, e.g. `hot-beverage`, `running-shoe`. */
export function iconNames(): string[] {
  return Object.keys(icons().icons);
}

export function hasIcon(name: string): boolean {
  const set = icons();
  return Object.hasOwn(set.icons, name) || Object.hasOwn(set.aliases ?? {}, name);
}

/** The picture as an image `size` pixels on its longer side. */
export async function iconImage(name: string, size: number): Promise<Image> {
  const set = icons();
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!icon) throw new Error(`no picture named ${name}`);
  const w = icon.width ?? set.width ?? 16;
  const h = icon.height ?? set.height ?? 16;
  const scale = size / Math.max(w, h);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w * scale)}" height="${Math.round(h * scale)}" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
  return loadImage(Buffer.from(svg));
}
