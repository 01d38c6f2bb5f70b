/**
 * Food named in a shot is drawn as itself (illustrations/plated-food.ts, lexicons/plated-food-words.ts): a crêpe folded on
 * its plate, never a pancake stack; a galette folded round an egg; mushy peas in their pot; a named fish to eat as a fillet;
 * battered fish and chips one dish, never the dish and a second box of chips; a fish the cook fries is in the fryer's basket.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { drawPlatedFood, PLATED_FOOD } from '../../lambdas/render/illustrations/plated-food';

const concepts = (prompt: string) => composeScene(prompt).scene.things.map((t) => t.concept);

describe('food named is drawn as itself, in every language the engine reads', () => {
  it.each([
    ['Crêpes au caramel beurre salé sur une table de crêperie', 'crepe'],
    ['A sweet crepe on a café table', 'crepe'],
    ['Una crepe con chocolate en la mesa', 'crepe'],
    ['Galettes de sarrasin dans un restaurant', 'galette'],
    ['Buckwheat galettes on a restaurant table', 'galette'],
    ['Mushy peas on the counter of a chip shop', 'mushy-peas'],
    ['Fresh haddock on the counter of a fishmonger', 'fish-fillet'],
    ['Frischer Kabeljau auf der Theke', 'fish-fillet'],
    ['Pescada fresca no balcão', 'fish-fillet'],
  ])('%s', (prompt, id) => {
    const things = concepts(prompt);
    expect(things).toContain(id);
    expect(things).not.toContain('pancakes');
  });

  it('pancakes stay pancakes', () => {
    expect(concepts('A stack of pancakes on the kitchen table')).toContain('pancakes');
  });

  it('battered fish and chips in paper are one dish, no second box of chips', () => {
    const things = concepts('The inside of a fish and chip shop ready for the day, battered fish and chips in paper in view, morning light');
    expect(things).toContain('fish-and-chips');
    expect(things).not.toContain('fries');
  });

  it('the fish the cook fries is in the fryer, not set on a counter before them', () => {
    const { scene } = composeScene('A cook lowering battered fish into the fryer inside a fish and chip shop, midday daylight through the windows. Focus: Fresh haddock.');
    expect(scene.things.map((t) => t.concept)).toEqual(['chef']);
  });

  it('a crêpe eaten in the street is eaten out of hand', () => {
    expect(composeScene('Une femme mange une crêpe dans la rue').scene.pose).toBe('eating-crepe');
  });
});

describe('each dish is drawn, filling a good share of its box', () => {
  it.each(PLATED_FOOD)('%s', (dish) => {
    const size = 200;
    const ctx = createCanvas(size, size).getContext('2d');
    drawPlatedFood(ctx, dish, size, size, '#2a9d8f');
    const { data } = ctx.getImageData(0, 0, size, size);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
    expect(painted / (size * size)).toBeGreaterThan(0.12);
    expect(painted / (size * size)).toBeLessThan(0.7);
  });
});
