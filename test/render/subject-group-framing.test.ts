/**
 * The people of a scene and what they hold are its picture: in a 16:9 frame one to three of them (a hand-over, a pair, three
 * friends, a worker at a machine, staff behind a counter or desk) fill at least two thirds of the height above the caption
 * band, centred or on a deliberate third, inside the content area; a hand-over between two (keys, a bike collected, a car's
 * keys, a suitcase) is framed close, both people whole, at least 60% of that height in 16:9 and 9:16. Measured as the render
 * lays them out (scenes/framed-layout.ts), in every framing.
 *
 * Before → after, share of the height above the caption band (16:9 / 9:16):
 *   an estate agent handing over a new home's keys     cut at the knees, off to the right / 0.54  →  whole 0.72 / 0.64
 *   a mechanic handing back a car's keys               cut at the knees / 0.46                    →  whole 0.72 / 0.63
 *   a bike or a suitcase handed over                   0.67 / 0.70                                →  0.72 / 0.74
 *   three colleagues at a desk, a barista at a counter 0.51–0.60 (16:9)                           →  0.72
 */
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { concept } from '../../lambdas/render/compose/concepts';
import type { Framing } from '../../lambdas/render/compose/layout';
import { safeAreas } from '../../lambdas/render/draw/layout';
import { framedLayout, pictureAspects } from '../../lambdas/render/scenes/framed-layout';
import type { Aspect } from '../../lambdas/render/spec';
import { DRAFT_SIZES } from '../support/motion-frames';
import { bottom, FRAMINGS, isPerson, right, withoutLook } from '../support/scene-compose';

/** Something handed over between two, in one picture of the two: in several languages. */
const HAND_OVERS: readonly [string, string][] = [
  ['An estate agent handing the keys of their new home to a young couple', 'keys-handover'],
  ['Una agente inmobiliaria entrega las llaves de su nueva casa a una pareja', 'keys-handover'],
  ['Ein Makler übergibt die Hausschlüssel an eine junge Familie', 'keys-handover'],
  ['Un agent immobilier remet les clés de la maison à un jeune couple', 'keys-handover'],
  ['Een makelaar overhandigt de huissleutels aan een jong stel', 'keys-handover'],
  ['A mechanic hands the car keys back to the customer, the car behind them, at the garage', 'handing-keys'],
  ['A bike mechanic handing a serviced bike back to its owner in the workshop', 'handing-bike'],
  ['A receptionist handing a suitcase back to a hotel guest', 'handing-case'],
];
/** One to three people, standing whole or cut by the frame's bottom edge, at a machine, behind a counter or a desk. */
const GROUPS: readonly string[] = [
  'Two friends toasting with wine glasses',
  'A couple walking in the park',
  'A bank adviser shaking hands with a client',
  'Three friends laughing together in a cafe',
  'A family of three standing in the garden',
  'Three colleagues talking in the office',
  'A bank clerk helping a customer',
  'A barista behind the counter',
  'A barista making coffee at the espresso machine',
  'A forklift driver driving a forklift in the warehouse',
  'A worker driving a floor scrubber in the supermarket',
  'A cook lowering fries into the deep fryer',
  'A butcher slicing ham on the meat slicer',
  'A worker operating a pallet jack in the warehouse',
  'A woman standing in the street',
];
/** The least share of the height above the caption band: a group in 16:9, a hand-over in any frame. */
const GROUP_FILL = 0.66;
const HAND_OVER_FILL = 0.6;
/** How far the group's middle may be from the frame's, or from a third's, as a share of its width. */
const CENTRED = 0.1;
/** Reaching down to where centred ends: no gap between the two bands where a group would be neither (a toast sat at 0.114). */
const ON_A_THIRD = 1 / 6 - CENTRED;

async function measure(prompt: string, aspect: Aspect, framing: Framing) {
  const composed = readScene(prompt);
  const { scene } = composed;
  const [width, height] = DRAFT_SIZES[aspect];
  const areas = safeAreas(aspect, width, height, true);
  const layout = framedLayout(composed, areas.content, { width, height }, framing, await pictureAspects(composed));
  // The people and what they hold or work with: not the counter, the desk or the room.
  const group = layout.placed.filter((p) => isPerson(scene, p) || (p.role === 'subject' && !p.span && concept(scene.things[p.thing]!.concept).kind !== 'surface'));
  const people = group.filter((p) => isPerson(scene, p));
  const top = Math.min(...group.map((p) => Math.min(p.box.y, p.face?.y ?? p.box.y)));
  // What shows: down to a counter's top, or to the frame's bottom edge.
  const foot = Math.max(...group.map((p) => Math.min(bottom(p.box), p.clipBottom ?? Infinity, height)));
  const left = Math.min(...group.map((p) => p.box.x));
  const end = Math.max(...group.map((p) => right(p.box)));
  return { scene, people, areas, width, height, fill: (foot - top) / areas.caption.y, middle: ((left + end) / 2 - width / 2) / width, left, end, top };
}

const cases = <T extends readonly unknown[]>(rows: readonly T[]) =>
  rows.flatMap((row) => FRAMINGS.map((framing) => [`${String(row[0])}, ${framing.shot} ${framing.side}${framing.mirror ? ' mirrored' : ''}`, row, framing] as const));

describe('in 16:9 one to three people fill the height above the caption band, centred or on a third', () => {
  it.each(cases([...GROUPS.map((p) => [p] as const), ...HAND_OVERS]))('%s', async (_, [prompt], framing) => {
    const { people, areas, fill, middle, left, end, top } = await measure(prompt, '16:9', framing);
    expect(people.length).toBeGreaterThan(0);
    expect(fill).toBeGreaterThanOrEqual(GROUP_FILL);
    expect(Math.abs(middle) <= CENTRED || Math.abs(Math.abs(middle) - 1 / 6) <= ON_A_THIRD).toBe(true);
    // Never clipped by the frame's sides or the logo band, every face above the caption band.
    expect(left).toBeGreaterThanOrEqual(areas.content.x - 0.5);
    expect(end).toBeLessThanOrEqual(right(areas.content) + 0.5);
    expect(top).toBeGreaterThanOrEqual(areas.content.y - 0.5);
    for (const p of people) expect(bottom(p.face!)).toBeLessThanOrEqual(areas.caption.y);
  });
});

describe('a hand-over between two is the picture: both whole, framed close', () => {
  it.each((['16:9', '9:16'] as const).flatMap((aspect) => cases(HAND_OVERS).map(([name, row, framing]) => [`${aspect} ${name}`, aspect, row, framing] as const)))(
    '%s',
    async (_, aspect, [prompt, pose], framing) => {
      const { scene, people, areas, height, fill } = await measure(prompt, aspect, framing);
      expect(scene.pose).toBe(pose);
      // The two (and what passes between them) in one picture, drawn whole: not cut by the frame's bottom edge or a counter.
      expect(people.map((p) => withoutLook(p.picture).split(':')[1])).toEqual([pose]);
      const [picture] = people;
      expect(picture!.clipBottom).toBeUndefined();
      expect(bottom(picture!.box)).toBeLessThanOrEqual(aspect === '16:9' ? bottom(areas.content) + 0.5 : height);
      expect(fill).toBeGreaterThanOrEqual(HAND_OVER_FILL);
    },
  );
});
