/** The faces the engine draws text with (fonts.ts), by script: plain data, so lib/bundling.ts lists their files without loading the canvas. */

export interface Face {
  family: string;
  pkg: string;
  /** File per weight; a weight the family lacks is drawn with its nearest one. */
  files: Partial<Record<400 | 600 | 700 | 800, string>>;
}

/**
 * CJK faces are large (5–8 MB each), so those scripts ship their bold weight only: it is used for
 * captions, titles and lower thirds alike. The others ship regular and bold.
 */
export const FACES = {
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
