/**
 * The engine draws text only with the fonts it ships, never with whatever the host has
 * installed, so a render looks the same everywhere. Inter covers Latin, Greek and Cyrillic;
 * Noto Sans covers the other scripts the voices speak (Japanese, Chinese, Korean, Arabic,
 * Hebrew, Devanagari, Thai). All are SIL Open Font License 1.1, taken from npm packages and
 * registered once per process under private family names. A font string names every family,
 * so a glyph missing from the first comes from the next (per character, by the text shaper).
 */
import { GlobalFonts } from '@napi-rs/canvas';
import { packageFilePath, type PackageFile } from './package-path';

export type FontWeight = 400 | 600 | 800;

interface Face {
  family: string;
  pkg: string;
  /** File per weight; a weight the family lacks is drawn with its nearest one. */
  files: Partial<Record<400 | 600 | 700 | 800, string>>;
}

/**
 * CJK faces are large (5–8 MB each), so those scripts ship their bold weight only: it is used for
 * captions, titles and lower thirds alike. The others ship regular and bold.
 */
const FACES = {
  latin: {
    family: 'RenderInter',
    pkg: '@expo-google-fonts/inter',
    files: { 400: '400Regular/Inter_400Regular.ttf', 600: '600SemiBold/Inter_600SemiBold.ttf', 800: '800ExtraBold/Inter_800ExtraBold.ttf' },
  },
  ja: { family: 'RenderNotoJP', pkg: '@expo-google-fonts/noto-sans-jp', files: { 700: '700Bold/NotoSansJP_700Bold.ttf' } },
  zh: { family: 'RenderNotoSC', pkg: '@expo-google-fonts/noto-sans-sc', files: { 700: '700Bold/NotoSansSC_700Bold.ttf' } },
  ko: { family: 'RenderNotoKR', pkg: '@expo-google-fonts/noto-sans-kr', files: { 700: '700Bold/NotoSansKR_700Bold.ttf' } },
  arabic: {
    family: 'RenderNotoArabic',
    pkg: '@expo-google-fonts/noto-sans-arabic',
    files: { 400: '400Regular/NotoSansArabic_400Regular.ttf', 700: '700Bold/NotoSansArabic_700Bold.ttf' },
  },
  hebrew: {
    family: 'RenderNotoHebrew',
    pkg: '@fontsource/noto-sans-hebrew',
    files: { 400: 'files/noto-sans-hebrew-hebrew-400-normal.woff', 700: 'files/noto-sans-hebrew-hebrew-700-normal.woff' },
  },
  devanagari: {
    family: 'RenderNotoDevanagari',
    pkg: '@expo-google-fonts/noto-sans-devanagari',
    files: { 400: '400Regular/NotoSansDevanagari_400Regular.ttf', 700: '700Bold/NotoSansDevanagari_700Bold.ttf' },
  },
  thai: {
    family: 'RenderNotoThai',
    pkg: '@expo-google-fonts/noto-sans-thai',
    files: { 400: '400Regular/NotoSansThai_400Regular.ttf', 700: '700Bold/NotoSansThai_700Bold.ttf' },
  },
} as const satisfies Record<string, Face>;

type Script = keyof typeof FACES;

/** Every font file the engine loads (bundled beside the render Lambda by lib/bundling.ts). */
export const FONT_FILES: readonly PackageFile[] = Object.values(FACES).flatMap((face: Face) =>
  Object.values(face.files).map((file) => ({ pkg: face.pkg, file })),
);

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
