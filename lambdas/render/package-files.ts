/** Every package file the engine reads at run time: the one list lib/bundling.ts copies beside the render bundle. */
import { AVATAR_PRESETS, type AvatarPreset } from '../core/presets';
import { FACE_FILES } from './face/detector';
import { FONT_FILES } from './fonts';
import { ILLUSTRATION_FILES } from './illustrations/icon-set';
import type { PackageFile } from './package-path';
import { KUROMOJI_DICTIONARY } from './speech/japanese-reading';

/** Portraits of the avatar presets backed by a photo. */
const PRESET_PHOTOS = Object.values<AvatarPreset>(AVATAR_PRESETS).flatMap((preset) => (preset.photo ? [preset.photo] : []));

export const RENDER_PACKAGE_FILES: readonly PackageFile[] = [...FONT_FILES, ...ILLUSTRATION_FILES, ...KUROMOJI_DICTIONARY, ...FACE_FILES, ...PRESET_PHOTOS];
