/** Every package file the engine reads at run time: the one list lib/bundling.ts copies beside the render bundle. */
import { FONT_FILES } from './fonts';
import { ILLUSTRATION_FILES } from './illustrations/icon-set';
import type { PackageFile } from './package-path';
import { KUROMOJI_DICTIONARY } from './speech/japanese-reading';

export const RENDER_PACKAGE_FILES: readonly PackageFile[] = [...FONT_FILES, ...ILLUSTRATION_FILES, ...KUROMOJI_DICTIONARY];
