/**
 * Every package file the engine reads at run time: the one list lib/bundling.ts copies beside the
 * render bundle. Plain data, so the CDK app reads it without loading the engine.
 */
import { FACES, type Face } from './font-faces';
import type { PackageFile } from './package-path';

/** Every font file the engine loads (fonts.ts). */
const FONT_FILES: readonly PackageFile[] = Object.values(FACES).flatMap((face: Face) => Object.values(face.files).map((file) => ({ pkg: face.pkg, file })));

/** The illustration set (illustrations/icon-set.ts): one JSON file of SVG bodies. */
export const ICON_SET: PackageFile = { pkg: '@iconify-json/fluent-emoji-flat', file: 'icons.json' };

/**
 * kuromoji's dictionary, read from its package at run time (the render bundle carries it too), and
 * the notice that the dictionary's licence (mecab-ipadic) asks to travel with every copy of it.
 */
export const KUROMOJI_DICTIONARY: readonly PackageFile[] = [
  'base.dat.gz',
  'cc.dat.gz',
  'check.dat.gz',
  'tid.dat.gz',
  'tid_map.dat.gz',
  'tid_pos.dat.gz',
  'unk.dat.gz',
  'unk_char.dat.gz',
  'unk_compat.dat.gz',
  'unk_invoke.dat.gz',
  'unk_map.dat.gz',
  'unk_pos.dat.gz',
]
  .map((file) => ({ pkg: 'kuromoji', file: `dict/${file}` }))
  .concat({ pkg: 'kuromoji', file: 'NOTICE.md' });

export const RENDER_PACKAGE_FILES: readonly PackageFile[] = [...FONT_FILES, ICON_SET, ...KUROMOJI_DICTIONARY];
