/**
 * The engine draws text only with the fonts it ships, never with whatever the host has
 * installed, so a render looks the same everywhere. Inter covers Latin, Greek and Cyrillic;
 * Noto Sans covers the other scripts the voices speak (Japanese, Chinese, Korean, Arabic,
 * Hebrew, Devanagari, Thai). All are SIL Open Font License 1.1, taken from npm packages and
 * registered once per process under private family names. A font string names every family,
 * so a glyph missing from the first comes from the next (per character, by the text shaper).
 */
import { GlobalFonts } from '@napi-rs/canvas';
import { FACES, type Face } from './font-faces';
import { packageFilePath } from './package-path';

export type FontWeight = 400 | 600 | 800;

type Script = keyof typeof FACES;

/** Font files by family, for tests that check which characters each covers. */
export function fontFilesByFamily(): Record<string, string[]> {
  return Object.fromEntries(Object.values(FACES).map((face: Face) => [face.family, Object.values(face.files).map((file) => packageFilePath({ pkg: face.pkg, file }))]));
}

let registered = false;

export function ensureFonts(): void {
  if (registered) return;
  for (const face of Object.values(FACES) as Face[]) {
    for (const file of Object.values(face.files)) {
      const path = packageFilePath({ pkg: face.pkg, file });
      if (!GlobalFonts.registerFromPath(path, face.family)) throw new Error(`could not load font ${path}`);
    }
  }
  registered = true;
}

/** Han characters look different in Japanese, Chinese and Korean: the language's own face comes first. */
const CJK_ORDER: Record<'ja' | 'zh' | 'ko', Script[]> = { ja: ['ja', 'zh', 'ko'], zh: ['zh', 'ja', 'ko'], ko: ['ko', 'ja', 'zh'] };

/** The CSS family list for text in a language: Inter, then the CJK faces in the language's order, then the rest. */
export function familiesFor(language: string): string {
  const lang = language.toLowerCase().split(/[-_]/)[0] ?? 'en';
  const cjk = lang === 'ja' || lang === 'zh' || lang === 'ko' ? CJK_ORDER[lang] : CJK_ORDER.ja;
  const order: Script[] = ['latin', ...cjk, 'arabic', 'hebrew', 'devanagari', 'thai'];
  return order.map((script) => FACES[script].family).join(', ');
}

export const DEFAULT_FAMILIES = familiesFor('en');

const RTL_LANGUAGES = new Set(['ar', 'arb', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

/** Languages written right to left: their text is laid out with the paragraph direction set to rtl. */
export function isRtl(language: string): boolean {
  return RTL_LANGUAGES.has(language.toLowerCase().split(/[-_]/)[0] ?? '');
}

export function font(weight: FontWeight, px: number, families: string = DEFAULT_FAMILIES): string {
  return `${weight} ${Math.round(px * 10) / 10}px ${families}`;
}
