/**
 * The closed value lists of the render request and scene (spec §2.2, §2.3), defined once:
 * the request schema, the route catalogue, the planner and the API document read them here.
 */

export const KINDS = ['ad', 'training'] as const;
export type Kind = (typeof KINDS)[number];

export const ASPECTS = ['9:16', '16:9', '1:1', '4:5', '4:3', '3:4'] as const;
export type Aspect = (typeof ASPECTS)[number];

export const QUALITIES = ['draft', 'standard', 'premium'] as const;
export type Quality = (typeof QUALITIES)[number];

export const ART_STYLES = ['cinematic', 'stop_motion', 'mascot', 'watercolour', 'whimsy_3d'] as const;
export type ArtStyle = (typeof ART_STYLES)[number];

export const MUSIC_STYLES = ['upbeat-tech', 'cinematic-epic', 'lo-fi-chill', 'corporate-pop'] as const;
export type MusicStyle = (typeof MUSIC_STYLES)[number];

export const SCENE_TYPES = ['motion', 't2v_fast', 'i2v_fast', 's2v', 'walk_talk', 'footage'] as const;
export type SceneType = (typeof SCENE_TYPES)[number];

/** Scene types that show a presenter and so need a face (§2.3, §4.2 rule 1). */
export const PRESENTER_SCENE_TYPES: readonly SceneType[] = ['s2v', 'walk_talk'];

/**
 * Layouts of a motion scene (`motion.layout`; the spec leaves the name unshown), as the motion
 * renderer draws them. headline: a large line, and a supporting line after the first sentence
 * break; stat: a figure or claim; steps: numbered instructions (the video's step scenes are
 * numbered in order); checklist: a ticked list; cta: the call to action; logo: an end card;
 * product: the product photo beside the copy. List items are separated by ";" or new lines.
 */
export const MOTION_LAYOUTS = ['headline', 'stat', 'steps', 'checklist', 'cta', 'logo', 'product'] as const;
export type MotionLayout = (typeof MOTION_LAYOUTS)[number];

/**
 * How narration is captioned (`captions.style`, beyond the spec): `karaoke` shows a few words at a
 * time and highlights each as it is spoken; `block` shows a line at a time; `none` burns nothing in.
 * Every style also writes the WebVTT captions file beside the video.
 */
export const CAPTION_STYLES = ['block', 'karaoke', 'none'] as const;
export type CaptionStyle = (typeof CAPTION_STYLES)[number];
export const DEFAULT_CAPTION_STYLE: CaptionStyle = 'block';

export function isArtStyle(value: string): value is ArtStyle {
  return (ART_STYLES as readonly string[]).includes(value);
}
