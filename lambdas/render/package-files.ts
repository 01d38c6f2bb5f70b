/**
 * Every package file the engine reads at run time: the one list lib/bundling.ts copies beside the
 * render bundle. Plain data, so the CDK app reads it without loading the engine.
 */
import { AVATAR_PRESETS, type AvatarPreset } from '../core/presets';
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

/**
 * The face detector's files (face/detector.ts): @vladmandic/face-api's SSD MobileNet v1 and 68-point
 * landmark weights, and TensorFlow.js's WASM builds. Node has no WASM threads without workers, so
 * only the single-threaded builds: SIMD, and plain for a CPU without it.
 */
export const FACE_MODEL_FILES: readonly PackageFile[] = ['ssd_mobilenetv1_model', 'face_landmark_68_model'].flatMap((model) =>
  [`${model}-weights_manifest.json`, `${model}.bin`].map((file) => ({ pkg: '@vladmandic/face-api', file: `model/${file}` })),
);
export const FACE_WASM_FILES: readonly PackageFile[] = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm'].map((file) => ({
  pkg: '@tensorflow/tfjs-backend-wasm',
  file: `dist/${file}`,
}));
export const FACE_FILES: readonly PackageFile[] = [...FACE_MODEL_FILES, ...FACE_WASM_FILES];

/** Portraits of the avatar presets backed by a photo. */
const PRESET_PHOTOS = Object.values<AvatarPreset>(AVATAR_PRESETS).flatMap((preset) => (preset.photo ? [preset.photo] : []));

export const RENDER_PACKAGE_FILES: readonly PackageFile[] = [...FONT_FILES, ICON_SET, ...KUROMOJI_DICTIONARY, ...FACE_FILES, ...PRESET_PHOTOS];
