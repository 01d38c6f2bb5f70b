/**
 * Issue 23: a plate, a bowl or a cup on a table beside the people eating from it is drawn near its true size
 * (about a fifth of a person), never a third of one that hides the eater's face behind a salad; still big
 * enough to read in every aspect and framing.
 */
import { describe, expect, it } from 'vitest';
import { concept } from '../../lambdas/render/compose/concepts';
import { EVERYWHERE, composeScene, isPerson } from '../support/scene-compose';

const MEALS = [
  'A woman eating a salad at a café table by the window',
  'A couple eating pasta at a restaurant table, evening',
  'A family having pancakes at the kitchen table',
  'Friends sharing a pizza around a table on a garden terrace',
  'Un homme qui mange une soupe à une table de restaurant',
  'Eine Frau isst einen Salat an einem Tisch im Café',
];

describe('tableware beside the people eating', () => {
  it.each(MEALS.flatMap((prompt) => EVERYWHERE.map(([label, aspect, framing]) => [`${prompt} (${label})`, prompt, aspect, framing] as const)))(
    '%s',
    async (_, prompt, aspect, framing) => {
      const { scene, layout, width } = await composeScene(prompt, aspect, framing);
      const people = layout.placed.filter((p) => isPerson(scene, p));
      const dishes = layout.placed.filter((p) => p.role !== 'surface' && ['food', 'drink', 'container'].includes(concept(scene.things[p.thing]!.concept).kind));
      expect(people.length).toBeGreaterThan(0);
      expect(dishes.length).toBeGreaterThan(0);
      const person = Math.max(...people.map((p) => p.box.h));
      for (const dish of dishes) {
        expect(Math.max(dish.box.w, dish.box.h)).toBeLessThanOrEqual(0.5 * person);
        expect(dish.box.w).toBeGreaterThanOrEqual(0.06 * width);
      }
    },
  );
});
