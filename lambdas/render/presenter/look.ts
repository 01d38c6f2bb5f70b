/**
 * Who stands where in what: the presenter's outfit, setting and props for one scene, from the
 * avatar preset's looks and what the prompt asks for (./direction.ts). The prompt's garment and
 * colour win; otherwise the setting picks the look of its occasion (a harbour calls for the
 * outdoor look). A scene with no setting named is shot in the studio, or on a street when the
 * presenter walks (nobody walks across a studio: a walk named there goes down a corridor).
 */
import type { AvatarLook, AvatarPreset } from '../../core/presets';
import { directionOf, SETTINGS, type PropCue, type SettingId } from './direction';

export interface Cast {
  preset: AvatarPreset;
  outfit: AvatarLook;
  setting: SettingId;
  props: PropCue[];
}

function settingFor(named: SettingId | null, walking: boolean): SettingId {
  if (!walking) return named ?? 'studio';
  if (named === 'studio') return 'corridor';
  return named ?? 'street';
}

export function castFor(preset: AvatarPreset, prompt: string, walking: boolean): Cast {
  const direction = directionOf(prompt);
  const setting = settingFor(direction.setting, walking);
  const occasion = SETTINGS[setting];
  const forOccasion = preset.looks.find((l) => l.occasion === occasion) ?? preset.looks[0]!;
  // A garment the preset has a look in comes with that look's colours; another is cut from the occasion's cloth.
  const base = (direction.garment && preset.looks.find((l) => l.garment === direction.garment)) || forOccasion;
  const outfit: AvatarLook = { ...base, garment: direction.garment ?? base.garment, colour: direction.colour ?? base.colour };
  return { preset, outfit, setting, props: direction.props };
}
