/**
 * Issue 23 item 3, a place-only prompt shows the place at work: "A dog grooming salon in Brighton"
 * is a groomer with a dog on the table, "Ein Café in Hamburg" a barista at the espresso machine;
 * customers named only standing about are served, never a line-up of bystanders; a still life stays
 * one; a warehouse's boxes stand on a pallet, never on a table.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { completeScene, type CompleteScene } from '../../lambdas/render/compose/complete-scene';
import { concept, type ConceptId } from '../../lambdas/render/compose/concepts';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { ROOMS, type Pose, type RoomId, type SceneGraph } from '../../lambdas/render/compose/scene-graph';
import { TRADES } from '../../lambdas/render/compose/trades';
import { productStage } from '../../lambdas/render/scenes/product-stage';

const people = (scene: CompleteScene) => scene.things.filter((t) => concept(t.concept).kind === 'person');
const figures = (scene: CompleteScene) => people(scene).reduce((n, t) => n + t.count, 0);
const workers = (scene: CompleteScene) => people(scene).filter((t) => concept(t.concept).bust);
const has = (scene: CompleteScene, id: ConceptId) => scene.things.some((t) => t.concept === id);

/** A prompt that names the room and nothing else. */
const bare = (setting: SceneGraph['setting']): SceneGraph => ({
  things: [], relations: [], setting, time: null, light: null, screen: null, business: null, pose: null, labels: [], language: 'en',
});

/** Places whose trade's action is drawn at the job's own equipment (scene-trade-jobs.test.ts): a haircut, the bike in its stand, the dental chair, the car up on the lift. */
const AT_THE_JOB: Partial<Record<RoomId, Pose>> = { salon: 'cutting-hair', 'bike-workshop': 'truing', dental: 'dental-exam', garage: 'repairing-car' };

describe('a place named with no one in it shows its trade at work', () => {
  it.each([...ROOMS])('%s: one or two of its people, at least one of them at work or doing what the place is for', (room) => {
    const scene = completeScene(bare(room));
    const trade = TRADES[room];
    expect(scene.setting).toBe(room);
    expect(figures(scene)).toBeGreaterThanOrEqual(1);
    expect(figures(scene)).toBeLessThanOrEqual(trade.pose === 'stretching' ? 3 : 2);
    if (trade.worker) expect(has(scene, trade.worker)).toBe(true);
    expect(scene.pose).toBe(AT_THE_JOB[room] ?? trade.pose ?? null);
  });

  it('a dog grooming salon is a groomer with a dog up on the grooming table, in every lexicon\'s language', () => {
    for (const prompt of ['A dog grooming salon in Brighton', 'Ein Hundesalon in Hamburg', 'Una peluquería canina en Valencia', 'Un salon de toilettage à Lyon', 'صالون تجميل الكلاب في دبي', '渋谷のトリミングサロン']) {
      const { scene } = composeScene(prompt);
      expect(scene.setting, prompt).toBe('grooming');
      // The groomer's whole figure at work draws the dog up on its grooming table (bodies.ts).
      expect(people(scene).map((t) => t.concept), prompt).toEqual(['groomer']);
      expect([scene.pose, scene.companion], prompt).toEqual(['drying', 'dog']);
    }
  });

  it('a construction site is a builder before a building going up, in every lexicon\'s language', () => {
    for (const prompt of ['A construction site in Manchester', 'Eine Baustelle in München', 'Una obra en Sevilla', 'Un chantier à Nantes', 'موقع بناء في الرياض', '大阪の工事現場']) {
      const { scene } = composeScene(prompt);
      expect(scene.setting, prompt).toBe('construction');
      expect(has(scene, 'builder'), prompt).toBe(true);
    }
  });

  it('a farm is a farmer in the farmyard, a petrol station a driver with the car at the pumps, in every lexicon\'s language', () => {
    const places: [string[], string, ConceptId][] = [
      [['A farm in Devon', 'Ein Bauernhof in Bayern', 'Una granja en Asturias', 'Une ferme en Normandie', 'مزرعة في الريف', '朝の牧場'], 'farm', 'farmer'],
      [['A petrol station at night', 'Eine Tankstelle in Köln', 'Una gasolinera en Madrid', 'Une station essence dans la ville', 'محطة وقود في جدة', '郊外のガソリンスタンド'], 'forecourt', 'car'],
    ];
    for (const [prompts, setting, shown] of places) {
      for (const prompt of prompts) {
        const { scene } = composeScene(prompt);
        expect(scene.setting, prompt).toBe(setting);
        expect(has(scene, shown), prompt).toBe(true);
      }
    }
  });

  it('an empty classroom is its teacher at the desk, no revenue dashboard on a screen', () => {
    for (const prompt of ['A school classroom', 'Eine Grundschule, Klassenzimmer', 'Un aula de primaria']) {
      const { scene } = composeScene(prompt);
      expect(scene.setting, prompt).toBe('classroom');
      expect(has(scene, 'tutor'), prompt).toBe(true);
      expect(scene.screen, prompt).toBeNull();
    }
  });

  it('a café is a barista at the espresso machine with a coffee, not an empty room or a bar', () => {
    const { scene } = composeScene('Ein Café in Hamburg');
    expect(scene.setting).toBe('cafe');
    expect(has(scene, 'barista')).toBe(true);
    expect(has(scene, 'coffee-machine')).toBe(true);
  });

  it('customers named only standing about are served by the trade\'s worker: no line-up of three bystanders', () => {
    const { scene } = composeScene('Customers smiling inside a dog grooming salon, grooming tables and brushes around them, midday daylight through the windows.');
    expect(people(scene).filter((t) => t.concept === 'groomer')).toHaveLength(1);
    expect(figures(scene)).toBeLessThanOrEqual(3);
    expect(scene.companion).toBe('dog');
    const cafe = composeScene('Customers smiling inside a bakery, bread and cakes around them').scene;
    expect(has(cafe, 'baker')).toBe(true);
  });

  it('what the prompt does name is kept: a still life stays one, people doing something keep doing it', () => {
    expect(figures(completeScene(parsePrompt('A cup of coffee on a café counter')))).toBe(0);
    expect(figures(completeScene(parsePrompt('A bicycle in a bike shop')))).toBe(0);
    const woman = completeScene(parsePrompt('A woman smiling in a bakery'));
    expect(people(woman).map((t) => t.concept)).toEqual(['woman']);
    const cook = completeScene(parsePrompt('A chef cooking pasta in a restaurant kitchen'));
    expect(cook.pose).toBe('cooking');
    expect(workers(cook).map((t) => t.concept)).toEqual(['chef']);
  });
});

describe('a product staged in a room is never joined by the room\'s trade', () => {
  it.each(['On a counter in a sunny café', 'In a cosy bakery in the morning', 'In a dog grooming salon'])('%s: the product stands alone, no worker or their things beside it', (prompt) => {
    expect(productStage(prompt)!.props).toEqual([]);
  });
});

describe('a warehouse\'s boxes stand on a pallet, never on a table', () => {
  it.each([
    'A warehouse worker standing close with their feet apart, a heavy box in front of them, in a warehouse.',
    'A warehouse worker checking the weight and the route before they lift, a heavy box in front of them, in a warehouse.',
    'A warehouse worker gripping the box firmly and lifting with their legs, in a warehouse.',
    'A warehouse worker bending their knees and keeping their back straight, a heavy box in front of them, in a warehouse.',
    'Boxes in a warehouse',
    'A warehouse',
  ])('%s', (prompt) => {
    const { scene } = composeScene(prompt);
    expect(scene.setting).toBe('warehouse');
    expect(has(scene, 'table')).toBe(false);
    expect(has(scene, 'desk')).toBe(false);
    for (const r of scene.relations) if (scene.things[r.figure]!.concept === 'package' && r.kind === 'on') expect(scene.things[r.ground]!.concept).toBe('pallet');
  });
});
