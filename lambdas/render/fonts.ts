/**
 * The engine draws text only with the fonts it ships (Inter, SIL OFL 1.1, in assets/fonts),
 * never with whatever the host has installed, so a render looks the same everywhere.
 */
import { fileURLToPath } from 'node:url';
import { GlobalFonts } from '@napi-rs/canvas';

export const FONT_FAMILY = 'RenderInter';

const FONT_FILES = ['Inter_400Regular.ttf', 'Inter_600SemiBold.ttf', 'Inter_800ExtraBold.ttf'];

let registered = false;

export function ensureFonts(): void {
  if (registered) return;
  for (const file of FONT_FILES) {
    const path = fileURLToPath(new URL(`./assets/fonts/${file}`, import.meta.url));
    if (!GlobalFonts.registerFromPath(path, FONT_FAMILY)) throw new Error(`could not load font ${path}`);
  }
  registered = true;
}

export type FontWeight = 400 | 600 | 800;

export function font(weight: FontWeight, px: number): string {
  return `${weight} ${Math.round(px * 10) / 10}px ${FONT_FAMILY}`;
}
