/**
 * A pet shop drawn as itself (brief: "Paws & Whiskers pet shop": premium dog food, cat toys, fish tanks, friendly advice):
 * its own room (sacks of food, lit fish tanks, a scratching post), a shop assistant handing a bag of food to a customer
 * who came with their dog; its treats and food a bag, never a physio's treatment of a person on a table nor a dog beside
 * a meal. A vet treating an animal examines it on the table, never a person.
 */
import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import type { SettingId } from '../../lambdas/render/compose/scene-graph';
import { composeScene, FRAMINGS, withoutLook } from '../support/scene-compose';
import { paintedPlace, PLACE_HEIGHT, PLACE_WIDTH } from '../support/pixel-counts';

const pictures = async (prompt: string, aspect: '9:16' | '16:9' = '9:16') => {
  const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
  return { scene, drawn: layout.placed.map((p) => withoutLook(p.picture).replace(/~waist$/, '')) };
};

/** A pet shop named with no one in it, in each language: its assistant hands a bag of food to a customer, their dog beside them. */
const PET_SHOPS = [
  'A pet shop in Cork',
  'The inside of a pet shop ready for the day, pet toys and treats in view, morning light. Focus: Cat toys.',
  'Una tienda de mascotas en Madrid',
  'Une animalerie à Lyon',
  'Eine Zoohandlung in Köln',
  'Un negozio di animali a Torino',
  'Uma loja de animais em Lisboa',
  'Een dierenwinkel in Utrecht',
];

describe('a pet shop is a pet shop at work', () => {
  it.each(PET_SHOPS.flatMap((p) => [[p, '9:16'], [p, '16:9']] as const))('%s (%s)', async (prompt, aspect) => {
    const { scene, drawn } = await pictures(prompt, aspect);
    expect(scene.setting).toBe('pet-shop');
    expect(drawn).toEqual(expect.arrayContaining(['body:giving:polo', 'body:giving:casual', 'pet-food-bag', 'dog']));
    expect(drawn.some((p) => /treating|examining|facing/.test(p))).toBe(false);
  });
});

/** A pet's food and treats are a bag of them; said after someone, "treats" is still their work. */
const FOOD: [prompt: string, setting: SettingId | null][] = [
  ['A shop assistant holding a bag of pet treats inside a pet shop, midday daylight through the windows. Focus: Premium dog food.', 'pet-shop'],
  ['Premium dog food on the counter of a pet shop', 'pet-shop'],
  ['Dog treats on a shelf', null],
  ['Croquettes pour chiens dans une animalerie', 'pet-shop'],
  ['Hundefutter in der Zoohandlung', 'pet-shop'],
  ['Comida para perros en una tienda de mascotas', 'pet-shop'],
  ['Crocchette in un negozio di animali', 'pet-shop'],
  ['Ração para cães numa loja de animais', 'pet-shop'],
  ['Hondenvoer in een dierenwinkel', 'pet-shop'],
];

describe("a pet's food and treats are a bag, never a treatment nor a dog and a meal", () => {
  it.each(FOOD)('%s', async (prompt, setting) => {
    const { scene, drawn } = await pictures(prompt);
    if (setting) expect(scene.setting).toBe(setting);
    expect(scene.pose).not.toBe('treating');
    expect(drawn).toContain('pet-food-bag');
    expect(drawn.filter((p) => p.startsWith('body:treating') || p === 'fork-and-knife-with-plate')).toEqual([]);
  });

  it('"treats" after someone is still their treatment', () => {
    expect(parsePrompt('A physio treats a patient').pose).toBe('treating');
    expect(parsePrompt('A physiotherapist who treats runners').pose).toBe('treating');
  });
});

describe('a vet treats the animal on the table, never a person', () => {
  it.each(['A vet treats a dog', 'A vet treating a cat at the clinic', 'Ein Tierarzt behandelt einen Hund'])('%s', async (prompt) => {
    const { scene, drawn } = await pictures(prompt);
    expect(scene.pose).toBe('vet-examining');
    expect(drawn.filter((p) => p.startsWith('body:'))).toHaveLength(1);
    expect(drawn[0]).toMatch(/^body:vet-examining:scrubs:(dog|cat)$/);
  });
});

/** Opaque pixels of aquarium water (a green-leaning blue: a window's sky is bluer, a shop's blue goods greyer) in a setting's wall. */
function waterPixels(setting: SettingId): number {
  const data = paintedPlace(setting).layers[0]!.picture.getContext('2d').getImageData(0, 0, PLACE_WIDTH, PLACE_HEIGHT).data;
  let n = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (data[i + 3]! > 200 && g - r > 50 && b - r > 60 && b - g > 5 && b - g < 45) n++;
  }
  return n;
}

describe("a pet shop's room", () => {
  it('has its fish tanks, food sacks and scratching post; a plain shop and a vet have no tank wall', () => {
    expect(paintedPlace('pet-shop').props.map((p) => p.name)).toEqual(['pet-food', 'scratching-post', 'fish-tanks', 'tins']);
    const tanks = waterPixels('pet-shop');
    expect(tanks).toBeGreaterThan(PLACE_WIDTH * PLACE_HEIGHT * 0.02);
    for (const other of ['shop', 'vet', 'grooming'] as const) expect(waterPixels(other)).toBeLessThan(tanks / 4);
  });
});
