import type { ArtStyle, Aspect, MotionLayout, SceneType } from '../render/vocabulary';
import { findAction } from './brief-actions';
import { findAddresses } from './brief-facts';
import { pictureLanguage, showsAction } from './picture-words';
import { clip } from './review-plan';
import { statedAction } from './stated-actions';
import { mention, withoutStop, type Context } from './plan-context';
import { withoutAlwaysOpen } from './always-open-idioms';

/**
 * Prompts: on-screen copy for motion scenes, and what the camera sees for the others. Mood and
 * palette travel in the scene's `art_direction`, for a generation model to read beside the prompt.
 */

/** On-screen copy must be readable in a few seconds: a short line, or a short list. */
export function onScreen(copy: string, layout: MotionLayout | undefined): string {
  const maxWords = layout === 'checklist' || layout === 'steps' ? 60 : 16;
  const words = copy.trim().split(/\s+/);
  return clip(words.length > maxWords ? `${words.slice(0, maxWords).join(' ')}…` : copy.trim(), 600);
}

/** Seconds to read on-screen copy: about three words a second, and a beat to take it in. */
export function readingSec(copy: string): number {
  return 1 + copy.split(/\s+/).filter(Boolean).length / 3;
}

const PRODUCT_SHOTS = [
  'slow push-in on the product from the photo, centred, soft studio light',
  'gentle orbit around the product from the photo on a clean surface, soft shadows',
  'the product from the photo in a hero reveal, a light sweep across it',
  'close-up pan across the product from the photo, shallow depth of field',
];

/**
 * What the camera sees in a generated, product or presenter scene. `composition` is the picture
 * for a generated scene (compositions.ts); `point` is what the scene says, for the model to show.
 */
export function visualPrompt(ctx: Context, type: SceneType, picture: { composition: string; variant: number; point?: string }): string {
  const look = `${STYLE_LEAD[ctx.input.art_style]}, ${framing(ctx.input.aspects)}`;
  // "Notdienst rund um die Uhr" pictures the call-out, never a clock.
  const point = picture.point && withoutAlwaysOpen(picture.point);
  const focus = point && pictured(point) && focusReads(ctx.input.language, type, picture.composition) ? ` Focus: ${withoutStop(point)}.` : '';
  const about = mention(ctx);
  switch (type) {
    case 'i2v_fast':
      return clip(`${capitalise(PRODUCT_SHOTS[picture.variant % PRODUCT_SHOTS.length]!)}: ${about}.${focus} ${look}.`, 1_000);
    case 's2v':
      return clip(`Presenter talking to camera about ${about}, ${ctx.facts.mood ?? 'friendly'} tone, in a bright studio.${focus} ${look}.`, 1_000);
    case 'walk_talk':
      return clip(`Presenter walking through a lively street while talking about ${about}.${focus} ${look}.`, 1_000);
    default: {
      // The brief's own picture of people doing something ("Eine Patientin beim Dehnen") is the picture: a point
      // beside it ("Termine auch samstags") would draw something else (a calendar on a phone).
      if (ownAction(ctx, picture.composition)) return clip(`${picture.composition}. ${look}.`, 1_000);
      // A line of the brief saying someone at work ("Unser Bäcker holt um 6 Uhr Brezeln aus dem Ofen.") leads the shot that says it (stated-actions.ts).
      const action = picture.point && statedAction(picture.point, ctx.input.language);
      return clip(action ? `${action}. ${picture.composition}. ${look}.` : `${picture.composition}.${focus} ${look}.`, 1_000);
    }
  }
}

function ownAction(ctx: Context, composition: string): boolean {
  const lang = pictureLanguage(ctx.input.language);
  const acting = !lang || lang === 'en' ? findAction(composition) !== undefined : showsAction(composition, lang);
  return acting && ctx.facts.pictures.some((own) => composition.startsWith(own));
}

/**
 * Whether a scene's line is something a camera can show. A figure ("Over 3,000 bikes fixed") or an
 * address is said and set as text; a generation model would draw it as garbled signage.
 */
function pictured(point: string): boolean {
  return !/\p{N}/u.test(point) && findAddresses(point).length === 0;
}

/** Words only an English picture holds ("of" is Dutch for "or"): none is a word of the other languages the renderer reads. */
const ENGLISH_WORDS = /(?<![\p{L}])(?:the|with|beside|and|light)(?![\p{L}])/iu;

/**
 * Whether a scene's point, said in the brief's language, may follow its picture as `Focus:`: the
 * renderer reads a prompt in one language, so a point in another than the picture's is left out
 * (a Spanish point after "A serum on a marble shelf …" would be read as English). No dictionary
 * glosses it: an English brief's points, and a point after a picture in the brief's own language, stay.
 */
function focusReads(language: string, type: SceneType, composition: string): boolean {
  const lang = pictureLanguage(language);
  if (lang === 'en') return true;
  return type === 't2v_fast' && lang !== undefined && lang !== 'hi' && !ENGLISH_WORDS.test(composition);
}

const STYLE_LEAD: Record<ArtStyle, string> = {
  cinematic: 'Cinematic live action, shallow depth of field',
  stop_motion: 'Handmade stop-motion animation',
  mascot: 'Friendly brand-mascot animation',
  watercolour: 'Soft watercolour illustration',
  whimsy_3d: 'Whimsical stylised 3D render',
};

const FRAMING: Record<Aspect, string> = {
  '9:16': 'vertical 9:16 framing',
  '16:9': 'widescreen 16:9 framing',
  '1:1': 'square 1:1 framing',
  '4:5': 'portrait 4:5 framing',
  '4:3': 'classic 4:3 framing',
  '3:4': 'portrait 3:4 framing',
};

/**
 * The framing a prompt may name: one picture serves every aspect of the job, so it names only
 * what holds for all of them: one shape, one orientation, or (portrait and landscape together)
 * a centred subject that each frame can be laid out around.
 */
export function framing(aspects: readonly Aspect[]): string {
  const shapes = [...new Set(aspects)];
  if (shapes.length === 1) return FRAMING[shapes[0]!];
  const [w, h] = [(a: Aspect) => Number(a.split(':')[0]), (a: Aspect) => Number(a.split(':')[1])];
  if (shapes.every((a) => w(a) < h(a))) return 'portrait framing';
  if (shapes.every((a) => w(a) > h(a))) return 'landscape framing';
  return 'centred framing';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
