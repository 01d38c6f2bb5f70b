/**
 * Issue 23 item 3, from a fresh-eyes review of new briefs: a generated scene shows its prompt as a
 * brand would want. A business's name is a name, not the place ("Harbour Lane Florist" drew a
 * quay), and outside it the scene is its shopfront with the name on the sign; groups of people are
 * people, posed as the prompt says, as large as one person would be; people are never cut at the
 * head or the sides and subjects keep a margin inside the content area, at every aspect and framing;
 * a bench is low and long; every room has its own props; training subjects show the machine and the pan.
 */
import { describe, expect, it } from 'vitest';
import { completeScene } from '../../lambdas/render/compose/complete-scene';
import type { Layout } from '../../lambdas/render/compose/layout';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { ROOMS, type SceneGraph } from '../../lambdas/render/compose/scene-graph';
import { videoCompositions } from '../../lambdas/render/compose/variety';
import { paletteFor } from '../../lambdas/render/draw/palette';
import type { Box } from '../../lambdas/render/draw/layout';
import { paintPlace } from '../../lambdas/render/illustrations/places';
import type { Aspect } from '../../lambdas/render/spec';
import { bottom, composeScene, EVERYWHERE, expectFramed, FRAMINGS, isPerson, right } from '../support/scene-compose';


describe('names are names: they never set the scene, and a shopfront carries its name', () => {
  it.each([
    ['Harbour Lane Florist: the entrance of Harbour Lane Florist with fresh bouquets', 'shopfront', { name: 'Harbour Lane Florist', kind: 'florist' }],
    ['Fresh bouquets outside Bloom & Co Florist at golden hour', 'shopfront', { name: 'Bloom & Co Florist', kind: 'florist' }],
    ['Morning light outside Iron House Gym', 'shopfront', { name: 'Iron House Gym', kind: 'gym' }],
    ['Sunrise Bakery’s shopfront at dawn', 'shopfront', { name: 'Sunrise Bakery', kind: 'bakery' }],
    ['Iron House Gym members lifting weights', 'gym', { name: 'Iron House Gym', kind: 'gym' }],
    ['Blue Bottle Coffee barista pouring a latte', 'cafe', { name: 'Blue Bottle Coffee', kind: 'cafe' }],
    ['Frische Blumen vor der Bäckerei Müller', 'bakery', { name: 'Bäckerei Müller', kind: 'bakery' }],
    ['A cyclist riding along Harbour Lane at sunset', 'street', null],
    ['Warm light at Golden Hour over the harbour', 'harbour', null],
    ['Eine Tasse Kaffee auf der Theke', 'cafe', null],
  ] as const)('%s', (prompt, setting, business) => {
    const scene = completeScene(parsePrompt(prompt));
    expect(scene.setting).toBe(setting);
    expect(scene.business).toEqual(business);
  });

  it('the words of a name are not things either: "Harbour Lane Florist" draws the bouquets, no harbour and no florist', () => {
    const graph = parsePrompt('Harbour Lane Florist: the entrance of Harbour Lane Florist with fresh bouquets');
    expect(graph.things.map((t) => t.concept)).toEqual(['flowers']);
  });

  it('the sign is lettered with the name: the shopfront with a name differs from the same one without', () => {
    const geometry = { width: 640, height: 960, floor: 800, ground: 760, horizon: 400, surfaceTop: null, unit: 5.4 };
    const paint = (name: string | null) => {
      const place = paintPlace('shopfront', 'day', geometry, paletteFor(null, 'cinematic'), () => 0.5, { name, kind: 'florist', families: 'sans-serif' });
      return place.layers[2]!.picture.getContext('2d').getImageData(0, 0, 640, 960).data;
    };
    const [named, blank] = [paint('Harbour Lane Florist'), paint(null)];
    let changed = 0;
    for (let i = 0; i < named.length; i += 4) if (named[i] !== blank[i]) changed++;
    expect(changed).toBeGreaterThan(500);
  });
});

/** The share of the content area a scene's people (and the table they sit at) fill, along its fuller side. */
function fillOf(graph: Pick<SceneGraph, 'things'>, layout: Layout, content: Box): number {
  const boxes = layout.placed.filter((p) => isPerson(graph, p) || (p.role === 'surface' && !p.span)).map((p) => p.box);
  const x0 = Math.min(...boxes.map((b) => b.x));
  const x1 = Math.max(...boxes.map(right));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const y1 = Math.min(bottom(content), Math.max(...boxes.map(bottom)));
  return Math.max((x1 - x0) / content.w, (y1 - y0) / content.h);
}

const GROUPS = [
  ['friends laughing around a table', 3, 'seated'],
  ['a couple walking in the park', 2, 'walking'],
  ['a team at a meeting', 3, 'seated'],
  ['family at dinner', 3, 'seated'],
  ['two women standing together in the street', 2, 'standing'],
] as const;

describe('groups of people are drawn as people, posed, as large as one person', () => {
  it.each(GROUPS.flatMap(([prompt, count, pose]) => EVERYWHERE.map(([label, aspect, framing]) => [`${prompt}, ${label}`, prompt, count, pose, aspect, framing] as const)))(
    '%s',
    async (_, prompt, count, pose, aspect, framing) => {
      const { scene, layout, content } = await composeScene(prompt, aspect, framing);
      const people = layout.placed.filter((p) => isPerson(scene, p));
      expect(people).toHaveLength(count);
      // Each member is a figure of their own (never the hugging icon): not all the same one.
      for (const p of people) expect(p.picture).not.toBe('people-hugging');
      expect(new Set(people.map((p) => p.picture)).size).toBeGreaterThan(1);
      if (pose === 'walking') for (const p of people) expect(p.picture).toMatch(/^body:walking:/);
      if (pose === 'seated') {
        // Behind what they sit at, hidden below its top: a table's top or a desk's.
        const surface = layout.placed.find((p) => p.role === 'surface')!;
        for (const p of people) expect(p.clipBottom).toBeCloseTo(surface.box.y, 3);
        if (!surface.span) {
          expect(surface.box.x).toBeLessThanOrEqual(Math.min(...people.map((p) => p.box.x)));
          expect(right(surface.box)).toBeGreaterThanOrEqual(Math.max(...people.map((p) => right(p.box))));
        }
      }
      if (pose !== 'seated') {
        const feet = people.map((p) => bottom(p.box));
        expect(Math.max(...feet) - Math.min(...feet)).toBeLessThan(1);
      }
      // As much of the frame as one person in the same framing fills.
      const single = await composeScene('a person standing in the park', aspect, framing);
      expect(fillOf(scene, layout, content)).toBeGreaterThanOrEqual(fillOf(single.scene, single.layout, single.content) * 0.74);
    },
  );
});

const FRAMED = [
  'Iron House Gym members lifting weights',
  'A person holding a phone showing the app',
  'A man holding a coffee cup in the office',
  'A barista behind the counter holding a latte',
  'friends laughing around a table',
  'a couple walking in the park',
  'a team at a meeting',
];

describe('framing: people are never cut at the head or the sides, subjects keep a margin inside the content area', () => {
  it.each(FRAMED.flatMap((prompt) => EVERYWHERE.map(([label, aspect, framing]) => [`${prompt}, ${label}`, prompt, aspect, framing] as const)))(
    '%s',
    async (_, prompt, aspect, framing) => {
      const { scene, layout, content } = await composeScene(prompt, aspect, framing);
      expectFramed(scene, layout, content, bottom(content));
    },
  );

  it.each(['a person standing in the park', 'a couple walking in the park', 'Iron House Gym members lifting weights', 'two women standing together in the street'])(
    'a wide shot in a landscape frame gives its people a sensible share of the height, not small figures (%s)',
    async (prompt) => {
      for (const aspect of ['16:9', '4:3'] as Aspect[]) {
        for (const framing of FRAMINGS.filter((f) => f.shot === 'wide')) {
          const { scene, layout, content } = await composeScene(prompt, aspect, framing);
          const people = layout.placed.filter((p) => isPerson(scene, p));
          const height = Math.max(...people.map((p) => bottom(p.box))) - Math.min(...people.map((p) => p.box.y));
          expect(height / content.h).toBeGreaterThanOrEqual(0.6);
        }
      }
    },
  );
});

describe('surfaces and places: each reads as what it is', () => {
  it.each(EVERYWHERE)('a bench is low and long: lower than a table under the same cup, at least three times as long as high (%s)', async (_, aspect, framing) => {
    const surfaceOf = async (prompt: string) => (await composeScene(prompt, aspect, framing)).layout.placed.find((p) => p.role === 'surface')!;
    const cup = (await composeScene('a coffee cup on a park bench', aspect, framing)).layout.placed.find((p) => p.role === 'subject')!;
    const bench = await surfaceOf('a coffee cup on a park bench');
    const table = await surfaceOf('a coffee cup on a table in the park');
    expect(bench.picture).toBe('bench');
    expect(bench.box.w / bench.box.h).toBeGreaterThanOrEqual(3);
    // In units of the cup both stand under: the bench's top is nearer the ground.
    const tableCup = (await composeScene('a coffee cup on a table in the park', aspect, framing)).layout.placed.find((p) => p.role === 'subject')!;
    expect(bench.box.h / cup.box.h).toBeLessThan(table.box.h / tableCup.box.h);
  });

  it.each([
    ['a woman in a bright boutique', 'boutique'],
    ['a stylist at a hair salon', 'salon'],
    ['a personal trainer in the gym', 'gym'],
    ['croissants in a bakery', 'bakery'],
    ['a latte in a cozy café', 'cafe'],
    ['a laptop in the office', 'office'],
    ['a nurse in the clinic', 'clinic'],
    ['boxes in the warehouse', 'warehouse'],
    ['a chef in the kitchen', 'kitchen'],
    ['a teacher in the classroom', 'classroom'],
    ['books in a bookshop', 'bookshop'],
  ])('%s is in its own room: %s', (prompt, room) => {
    expect(completeScene(parsePrompt(prompt)).setting).toBe(room);
  });

  it('no two rooms look alike: each one’s painted wall differs from every other’s', () => {
    const geometry = { width: 270, height: 480, floor: 420, ground: 400, horizon: 150, surfaceTop: 300, unit: 2.7 };
    const palette = paletteFor(null, 'cinematic');
    const small = ROOMS.map((room) => {
      const wall = paintPlace(room, 'day', geometry, palette, () => 0.5).layers[0]!.picture;
      return wall.getContext('2d').getImageData(0, 0, 270, 480).data;
    });
    for (let a = 0; a < ROOMS.length; a++) {
      for (let b = a + 1; b < ROOMS.length; b++) {
        let diff = 0;
        for (let i = 0; i < small[a]!.length; i += 4) diff += Math.abs(small[a]![i]! - small[b]![i]!) + Math.abs(small[a]![i + 1]! - small[b]![i + 1]!);
        expect(diff / (small[a]!.length / 4), `${ROOMS[a]} against ${ROOMS[b]}`).toBeGreaterThan(12);
      }
    }
  });
});

describe('training subjects show what the step is about', () => {
  it.each(EVERYWHERE)('a forklift in the warehouse: the drawn forklift among its racking (%s)', async (_, aspect, framing) => {
    const { scene, layout } = await composeScene('Forklift safety: a forklift moving pallets in the warehouse', aspect, framing);
    expect(scene.setting).toBe('warehouse');
    expect(layout.placed.some((p) => p.picture === 'forklift' && p.role === 'subject')).toBe(true);
  });

  it.each([
    ['Chef stirring sauce in a frying pan in the kitchen', 'pan'],
    ['Step 2: fry the egg in a pan', 'pan'],
    ['Step 3: simmer the soup in a pot', 'soup'],
    ['Cook the pasta recipe', 'pasta'],
  ])('cooking: %s shows the %s on the kitchen counter (a pan or pot on its hob there)', (prompt, id) => {
    const scene = completeScene(parsePrompt(prompt));
    expect(scene.setting).toBe('kitchen');
    const dish = scene.things.findIndex((t) => t.concept === id);
    expect(dish).toBeGreaterThanOrEqual(0);
    const rests = (i: number): boolean =>
      scene.relations.some((r) => r.figure === i && ((r.kind === 'on' && scene.things[r.ground]!.concept === 'counter') || ((r.kind === 'in' || r.kind === 'on') && rests(r.ground))));
    expect(rests(dish)).toBe(true);
  });
});

describe('one video never shows the same composition twice, groups and shopfronts included', () => {
  it('repeated shopfront and group prompts each get their own composition', () => {
    const prompts = [
      'The entrance of Harbour Lane Florist',
      'The entrance of Harbour Lane Florist',
      'friends laughing around a table',
      'friends laughing around a table',
      'a couple walking in the park',
      'a couple walking in the park',
    ];
    const keys = videoCompositions(prompts.map((prompt) => ({ type: 't2v_fast' as const, prompt }))).map((c) => c!.key);
    expect(new Set(keys).size).toBe(prompts.length);
  });
});
