/**
 * Clothes and footwear worn, drawn on the figure (illustrations/clothing-worn.ts): boots, trainers, heels or sandals on
 * the feet, a jacket, a dress, a top or jeans on the body. An advert for one shows it on someone, never lying beside
 * them. The one list the pose table (scene-graph.ts), the actions (actions.ts) and the pictures read; it imports nothing, as
 * the pose table reads it (actions.ts checks its concepts and places).
 */

/** Each garment: the thing it is, and where it is worn when the prompt names no place (boots on a mountain trail). */
export const GARMENTS = {
  boots: { concept: 'boot', home: 'mountains' },
  trainers: { concept: 'shoe', home: 'park' },
  heels: { concept: 'heels', home: 'city' },
  sandals: { concept: 'sandal', home: 'beach' },
  jacket: { concept: 'jacket', home: 'city' },
  dress: { concept: 'dress', home: 'city' },
  top: { concept: 'shirt', home: 'city' },
  jeans: { concept: 'jeans', home: 'city' },
} as const;
export type Garment = keyof typeof GARMENTS;

/** What goes on the feet: also shown close, the feet alone filling the frame ("close-up of trainers on a runner's feet"). */
export const FOOTWEAR = ['boots', 'trainers', 'heels', 'sandals'] as const satisfies readonly Garment[];
export type Footwear = (typeof FOOTWEAR)[number];

export type WornPose = `wearing-${Garment}` | `feet-${Footwear}`;
export const wornPose = (garment: Garment): WornPose => `wearing-${garment}`;
export const feetPose = (footwear: Footwear): WornPose => `feet-${footwear}`;

/** Footwear's poses, worn and close: what they are about is at floor level, so a landscape frame never cuts them at the knee. */
export const FOOTWEAR_POSES = FOOTWEAR.flatMap((f) => [wornPose(f), feetPose(f)]);

/** Every garment's pose, worn whole and (footwear) on the feet close. */
export const CLOTHES_POSES = [...(Object.keys(GARMENTS) as Garment[]).map(wornPose), ...FOOTWEAR.map(feetPose)];

/** Footwear's things: whichever is named, the feet in the picture wear it (a shoe named with boots is no second thing). */
const FOOTWEAR_THINGS = FOOTWEAR.map((f) => GARMENTS[f].concept);
const isFootwear = (garment: Garment): garment is Footwear => (FOOTWEAR as readonly Garment[]).includes(garment);

/** Each garment's action (actions.ts draws it whole): the garment is in the picture, on the figure; someone named with it wears it. */
const wornAction = (garment: Garment) => {
  const { concept, home } = GARMENTS[garment];
  return { shows: isFootwear(garment) ? FOOTWEAR_THINGS : [concept], home, toldBy: { concepts: [concept] } };
};
/**
 * The feet close, in what the prompt names on them ("boots on her feet", "aux pieds"): trainers unless boots, heels or
 * sandals are named.
 */
const feetAction = (footwear: Footwear) => ({
  shows: FOOTWEAR_THINGS,
  home: GARMENTS[footwear].home,
  becomes: FOOTWEAR.filter((f) => f !== footwear).map((f) => ({ pose: feetPose(f), when: { concepts: [GARMENTS[f].concept] } })),
});

/** What each clothes pose shows, where it is and what tells it (read by actions.ts, one entry per pose). */
export const CLOTHES_ACTIONS = Object.fromEntries([
  ...(Object.keys(GARMENTS) as Garment[]).map((g) => [wornPose(g), wornAction(g)]),
  ...FOOTWEAR.map((f) => [feetPose(f), feetAction(f)]),
]) as Record<WornPose, ReturnType<typeof wornAction> | ReturnType<typeof feetAction>>;
