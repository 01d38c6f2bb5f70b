/**
 * Issue 23 item 3: a generated scene is composed the way its prompt says (compose/layout.ts): what
 * is "on" something rests on its top, "beside" stands on the same line side by side, "holding"
 * puts the thing in a hand, a pour runs from the vessel into the cup, a barista stands behind the
 * counter; at every aspect and framing, and the group stays inside the content area.
 */
import { describe, expect, it } from 'vitest';
import type { CompleteScene } from '../../lambdas/render/compose/complete-scene';
import { concept } from '../../lambdas/render/compose/concepts';
import { HEAD_ROOM, type Framing, type Layout, type Placed } from '../../lambdas/render/compose/layout';
import type { Box } from '../../lambdas/render/draw/layout';
import { composeScene, FRAMINGS } from '../support/scene-compose';
import { DRAFT_SIZES } from '../support/motion-frames';

const SIZES = DRAFT_SIZES;
const compose = composeScene;

function find(scene: CompleteScene, layout: Layout, id: string, role: Placed['role'] = 'subject'): Placed {
  const placed = layout.placed.find((p) => scene.things[p.thing]!.concept === id && p.role === role);
  if (!placed) throw new Error(`${id} (${role}) was not placed`);
  return placed;
}

const bottom = (b: Box) => b.y + b.h;
const right = (b: Box) => b.x + b.w;
const centreX = (b: Box) => b.x + b.w / 2;

const everywhere = Object.keys(SIZES).flatMap((aspect) => FRAMINGS.map((framing) => [aspect as keyof typeof SIZES, framing] as const));
const label = (aspect: string, f: Framing) => `${aspect} ${f.shot}${f.side ? (f.side < 0 ? ' left' : ' right') : ''}${f.mirror ? ' mirrored' : ''}`;

describe('t2v_fast composition: the relations of the prompt hold in the frame', () => {
  it.each(everywhere.map(([a, f]) => [label(a, f), a, f] as const))('on: a latte rests on the café counter’s top (%s)', async (_, aspect, framing) => {
    const { scene, layout, content } = await compose('Close-up of the oat-milk latte on a sunny cafe counter', aspect, framing);
    const latte = find(scene, layout, 'coffee').box;
    const counter = find(scene, layout, 'counter', 'surface');
    expect(counter.span).toBe(true);
    expect(bottom(latte)).toBeCloseTo(counter.box.y, 3);
    expect(latte.x).toBeGreaterThanOrEqual(content.x - 0.5);
    expect(right(latte)).toBeLessThanOrEqual(right(content) + 0.5);
    expect(latte.y).toBeGreaterThanOrEqual(content.y - 0.5);
  });

  it.each(everywhere.map(([a, f]) => [label(a, f), a, f] as const))('on a table: a latte and a croissant both rest on its top, within its width (%s)', async (_, aspect, framing) => {
    const { scene, layout } = await compose('A latte and a croissant on a table', aspect, framing);
    const table = find(scene, layout, 'table', 'surface').box;
    for (const id of ['coffee', 'croissant']) {
      const b = find(scene, layout, id).box;
      expect(bottom(b)).toBeCloseTo(table.y, 3);
      expect(b.x).toBeGreaterThanOrEqual(table.x);
      expect(right(b)).toBeLessThanOrEqual(right(table));
    }
  });

  it.each(everywhere.map(([a, f]) => [label(a, f), a, f] as const))('on a plate: the croissant is served in the middle of the plate, drawn over it, not balanced on its rim (%s)', async (_, aspect, framing) => {
    const { scene, layout } = await compose('A croissant on a plate on a marble table', aspect, framing);
    const croissant = find(scene, layout, 'croissant');
    const plate = find(scene, layout, 'plate');
    expect(croissant.z).toBeGreaterThan(plate.z);
    expect(centreX(croissant.box)).toBeCloseTo(centreX(plate.box), 3);
    const cy = croissant.box.y + croissant.box.h / 2;
    expect(cy).toBeGreaterThan(plate.box.y);
    expect(cy).toBeLessThan(bottom(plate.box));
  });

  it.each(everywhere.map(([a, f]) => [label(a, f), a, f] as const))('on a harbour wall: the bicycle stands on the wall’s top (%s)', async (_, aspect, framing) => {
    const { scene, layout } = await compose('A bicycle on a harbour wall', aspect, framing);
    expect(bottom(find(scene, layout, 'bicycle').box)).toBeCloseTo(find(scene, layout, 'wall', 'surface').box.y, 3);
    expect(scene.setting).toBe('harbour');
  });

  it.each(everywhere.map(([a, f]) => [label(a, f), a, f] as const))('leaning: the bicycle stands at the wall’s foot, in front of it (%s)', async (_, aspect, framing) => {
    const { scene, layout } = await compose('A bicycle leaning on a harbour wall with the sea behind it', aspect, framing);
    const bike = find(scene, layout, 'bicycle');
    const wall = find(scene, layout, 'wall', 'surface');
    expect(bottom(bike.box)).toBeCloseTo(bottom(wall.box), 3);
    expect(bike.box.y).toBeLessThan(wall.box.y + wall.box.h);
    expect(bike.z).toBeGreaterThan(wall.z);
  });

  it.each(everywhere.map(([a, f]) => [label(a, f), a, f] as const))('beside: the dog and the bicycle stand on one line, side by side (%s)', async (_, aspect, framing) => {
    const { scene, layout } = await compose('A dog beside a bicycle in the park', aspect, framing);
    const dog = find(scene, layout, 'dog').box;
    const bike = find(scene, layout, 'bicycle').box;
    expect(bottom(dog)).toBeCloseTo(bottom(bike), 3);
    const apart = Math.max(dog.x, bike.x) - Math.min(right(dog), right(bike));
    expect(apart).toBeGreaterThanOrEqual(0);
    expect(apart).toBeLessThan(Math.min(dog.w, bike.w) * 0.5);
  });

  it.each(everywhere.map(([a, f]) => [label(a, f), a, f] as const))('holding: the phone is gripped by a hand from below, its holder behind it (%s)', async (_, aspect, framing) => {
    const { scene, layout, content } = await compose('A woman holding a phone showing the banking app', aspect, framing);
    const phone = find(scene, layout, 'phone');
    const hand = find(scene, layout, 'phone', 'hand');
    const woman = find(scene, layout, 'woman');
    // The grip: the hand's top is on the phone's lower half, under its middle; the arm is the holder's (see below).
    expect(hand.box.y).toBeGreaterThan(phone.box.y + phone.box.h * 0.3);
    expect(hand.box.y).toBeLessThan(bottom(phone.box));
    expect(hand.box.x).toBeLessThan(centreX(phone.box));
    expect(right(hand.box)).toBeGreaterThan(centreX(phone.box));
    expect(hand.arm).toBeDefined();
    expect(hand.z).toBeGreaterThan(phone.z);
    expect(woman.z).toBeLessThan(phone.z);
    // The phone is whole inside the content area.
    expect(phone.box.y).toBeGreaterThanOrEqual(content.y - 0.5);
    expect(bottom(phone.box)).toBeLessThanOrEqual(bottom(content) + 0.5);
  });

  it.each(everywhere.map(([a, f]) => [label(a, f), a, f] as const))('pouring: the jug is above the cup and its stream ends in the cup (%s)', async (_, aspect, framing) => {
    const { scene, layout } = await compose('Coffee pouring into a cup on a counter', aspect, framing);
    const cup = find(scene, layout, 'cup').box;
    const jug = find(scene, layout, 'coffee', 'pourer').box;
    expect(bottom(jug)).toBeLessThan(cup.y + cup.h * 0.2);
    const [pour] = layout.pours;
    expect(pour).toBeDefined();
    expect(pour!.to.x).toBeGreaterThan(cup.x);
    expect(pour!.to.x).toBeLessThan(right(cup));
    expect(pour!.to.y).toBeGreaterThanOrEqual(cup.y);
    expect(pour!.to.y).toBeLessThan(cup.y + cup.h * 0.5);
    expect(pour!.from.y).toBeLessThan(pour!.to.y);
    expect(bottom(cup)).toBeCloseTo(find(scene, layout, 'counter', 'surface').box.y, 3);
  });

  it.each(everywhere.map(([a, f]) => [label(a, f), a, f] as const))('at: the barista stands behind the counter, the lower half hidden by it (%s)', async (_, aspect, framing) => {
    const { scene, layout } = await compose('A barista pouring milk into a latte at the counter', aspect, framing);
    const barista = find(scene, layout, 'barista');
    const counter = find(scene, layout, 'counter', 'surface');
    expect(barista.z).toBeLessThan(counter.z);
    expect(barista.box.y).toBeLessThan(counter.box.y);
    expect(bottom(barista.box)).toBeGreaterThan(counter.box.y);
  });

  it('in: flowers stand in the vase, centred on it, their stems inside', async () => {
    const { scene, layout } = await compose('Flowers in a vase on a shelf', '9:16', FRAMINGS[0]!);
    const flowers = find(scene, layout, 'flowers');
    const vase = find(scene, layout, 'vase');
    expect(centreX(flowers.box)).toBeCloseTo(centreX(vase.box), 3);
    expect(bottom(flowers.box)).toBeGreaterThan(vase.box.y);
    expect(bottom(flowers.box)).toBeLessThan(bottom(vase.box));
    expect(flowers.z).toBeLessThan(vase.z);
  });

  it('shot sizes differ: a close shot shows the latte larger than a wide one', async () => {
    const size = async (shot: Framing['shot']) => {
      const { scene, layout } = await compose('A latte on a counter', '9:16', { shot, side: 0, mirror: false });
      return find(scene, layout, 'coffee').box.w;
    };
    expect(await size('close')).toBeGreaterThan((await size('medium')) * 1.1);
    expect(await size('medium')).toBeGreaterThan((await size('wide')) * 1.1);
  });
});

const PEOPLE = [
  'A nurse sitting on a sofa holding a cup of tea',
  'A man at a desk holding a phone',
  'A barista behind a counter',
  'Close-up of a woman holding a phone',
  'A woman sitting on a bench in the park',
  'A man sitting on a chair reading a book',
  'A team looking at the dashboard in a meeting room',
  'A chef holding a bowl in the kitchen',
];
const people = (scene: CompleteScene, layout: Layout) => layout.placed.filter((p) => p.role === 'subject' && concept(scene.things[p.thing]!.concept).kind === 'person');
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('t2v_fast people: whole heads, seated on what they sit on, holding things at the end of their own arm', () => {
  const cases = PEOPLE.flatMap((prompt) => everywhere.map(([a, f]) => [`${prompt}, ${label(a, f)}`, prompt, a, f] as const));

  it.each(cases)('the head, with head room, is inside the content area, and stays there through a push-in (%s)', async (_, prompt, aspect, framing) => {
    const { scene, layout, content } = await compose(prompt, aspect, framing);
    const heads = people(scene, layout);
    expect(heads.length).toBeGreaterThan(0);
    for (const p of heads) {
      expect(p.box.y).toBeGreaterThanOrEqual(content.y + content.h * HEAD_ROOM - 0.5);
      // The camera's 8% push-in scales about the anchor: the head's top must not rise out of the content area.
      expect(layout.anchor.y + (p.box.y - layout.anchor.y) * 1.08).toBeGreaterThanOrEqual(content.y - 0.5);
    }
  });

  it.each(cases.filter(([, p]) => / sitting on /.test(p)))('sitting: the person’s waist is on the seat, in front of it, the seat drawn at their scale (%s)', async (_, prompt, aspect, framing) => {
    const { scene, layout } = await compose(prompt, aspect, framing);
    const [person] = people(scene, layout);
    const seat = layout.placed.find((p) => ['sofa', 'chair', 'bench'].includes(scene.things[p.thing]!.concept))!;
    expect(seat).toBeDefined();
    expect(person!.z).toBeGreaterThan(seat.z);
    // The waist (the picture's bottom) rests between the seat's top and bottom, over the seat.
    expect(bottom(person!.box)).toBeGreaterThanOrEqual(seat.box.y - 0.5);
    expect(bottom(person!.box)).toBeLessThan(bottom(seat.box));
    expect(centreX(person!.box)).toBeGreaterThan(seat.box.x);
    expect(centreX(person!.box)).toBeLessThan(right(seat.box));
    // Not a small sofa far behind them: the seat is drawn at their scale.
    expect(seat.box.w * seat.box.h).toBeGreaterThan(person!.box.w * person!.box.h * 0.5);
  });

  it.each(cases.filter(([, p]) => / sitting on /.test(p)))('sitting reads as sitting on it, not behind it: the seat’s front over the waist, legs down its front to the floor, the seat wide enough for more than one (%s)', async (_, prompt, aspect, framing) => {
    const { scene, layout } = await compose(prompt, aspect, framing);
    const [person] = people(scene, layout);
    const seatOf = (p: Placed) => ['sofa', 'chair', 'bench'].includes(scene.things[p.thing]!.concept);
    const seat = layout.placed.find((p) => seatOf(p) && p.clipTop === undefined)!;
    const front = layout.placed.find((p) => seatOf(p) && p.clipTop !== undefined)!;
    const legs = layout.placed.find((p) => p.role === 'legs' && p.thing === person!.thing)!;
    expect(front, 'the seat’s front is drawn again').toBeDefined();
    expect(legs, 'the sitter has legs').toBeDefined();
    // Drawing order: seat, person, the seat's front over their lap, their legs over that.
    expect(front.z).toBeGreaterThan(person!.z);
    expect(legs.z).toBeGreaterThan(front.z);
    // The seat's front starts above the waist (it hides it) and below the chest.
    expect(front.clipTop!).toBeLessThan(bottom(person!.box));
    expect(front.clipTop!).toBeGreaterThan(person!.box.y + person!.box.h * 0.6);
    // The legs run from the seat's edge down to the floor under the seat, below the person's picture.
    expect(legs.box.y).toBeLessThanOrEqual(front.clipTop!);
    expect(bottom(legs.box)).toBeGreaterThan(bottom(person!.box) + person!.box.h * 0.15);
    expect(legs.box.x).toBeGreaterThanOrEqual(person!.box.x);
    expect(right(legs.box)).toBeLessThanOrEqual(right(person!.box));
    // Furniture at the figure's scale: a sofa or bench seats two or three, a chair one.
    const seats = scene.things[seat.thing]!.concept === 'chair' ? 1.2 : 2.2;
    expect(seat.box.w).toBeGreaterThanOrEqual(person!.box.w * seats);
  });

  it.each(cases.filter(([, p]) => / holding /.test(p)))('holding: the hand is at the end of an arm of plausible length from the holder’s shoulder, all in frame (%s)', async (_, prompt, aspect, framing) => {
    const { scene, layout, width, height } = await compose(prompt, aspect, framing);
    const hand = layout.placed.find((p) => p.role === 'hand')!;
    const held = layout.placed.find((p) => p.role === 'subject' && p.thing === hand.thing)!;
    const [holder] = people(scene, layout);
    const arm = hand.arm!;
    expect(arm).toBeDefined();
    // The shoulder is on the holder's picture, in its upper body: below the face, above the picture's middle.
    expect(arm.shoulder.x).toBeGreaterThan(holder!.box.x);
    expect(arm.shoulder.x).toBeLessThan(right(holder!.box));
    expect(arm.shoulder.y).toBeGreaterThan(holder!.face!.y + holder!.face!.h * 0.7);
    expect(arm.shoulder.y).toBeLessThan(holder!.box.y + holder!.box.h * 0.5);
    // The wrist is under the held thing; the hand ends there instead of running off the frame.
    expect(arm.wrist.x).toBeGreaterThan(held.box.x);
    expect(arm.wrist.x).toBeLessThan(right(held.box));
    expect(arm.wrist.y).toBeCloseTo(bottom(hand.box), 3);
    expect(bottom(hand.box)).toBeLessThan(height);
    expect(hand.box.x).toBeGreaterThanOrEqual(0);
    expect(right(hand.box)).toBeLessThanOrEqual(width);
    // Upper arm plus forearm: no longer than the picture of the upper body is tall.
    const length = dist(arm.shoulder, arm.elbow) + dist(arm.elbow, arm.wrist);
    expect(length).toBeLessThan(holder!.box.h * 0.8);
    expect(length).toBeGreaterThan(holder!.box.h * 0.15);
  });
});
