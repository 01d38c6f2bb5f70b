/**
 * Issue 23: cats as a cat café, a pet shop or a cat food advert shows them, at a cat's size beside a person. Stroking or
 * petting a cat is a cat on the lap of someone sat on the sofa, a hand along its back; a kitten at play (or a cat's toy
 * named) bats the feather of a wand toy held out by someone kneeling; a cat eating from its bowl is fed; a cat up its cat tree is reached up to; a cat café is a café. In en/es/fr/de/it/pt/nl.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import { expectDrawnAtTheJob } from '../support/scene-compose';

/** Prompt, the pose it names, the place it is set in. */
const WITH_CATS: [prompt: string, pose: string, setting: string][] = [
  // The brief seen: people stroking cats on the sofa of a cat café, a kitten playing with a toy.
  ['Show people stroking cats on a sofa in a cat café', 'stroking-cat', 'cafe'],
  ['a kitten playing with a toy in a cat cafe', 'playing-with-cat', 'cafe'],
  ['a woman stroking a cat on the sofa', 'stroking-cat', 'home'],
  ['a man petting his cat at home', 'stroking-cat', 'home'],
  ['a boy petting a kitten at the vet', 'stroking-cat', 'vet'],
  ['a girl playing with her kitten', 'playing-with-cat', 'home'],
  ['a kitten playing with a feather wand', 'playing-with-cat', 'home'],
  ['a woman plays with her cat using a feather toy', 'playing-with-cat', 'home'],
  ['cats playing on the sofa', 'playing-with-cat', 'home'],
  ['Una mujer acariciando a un gato en el sofá', 'stroking-cat', 'home'],
  ['Gente acariciando gatos en un café de gatos', 'stroking-cat', 'cafe'],
  ['Un gatito jugando con un ratón de juguete', 'playing-with-cat', 'home'],
  ['Une femme caressant un chaton sur le canapé', 'stroking-cat', 'home'],
  ['Des amis caressent des chats dans un bar à chats', 'stroking-cat', 'cafe'],
  ['Un chaton joue avec un plumeau', 'playing-with-cat', 'home'],
  ['Eine Frau streichelt eine Katze im Katzencafé', 'stroking-cat', 'cafe'],
  ['Ein Mann krault seine Katze auf dem Sofa', 'stroking-cat', 'home'],
  ['Ein Kätzchen spielt mit einer Federangel', 'playing-with-cat', 'home'],
  ['Una ragazza accarezza un gattino sul divano', 'stroking-cat', 'home'],
  ['Un gattino gioca con un gomitolo', 'playing-with-cat', 'home'],
  ['Uma mulher a acariciar um gatinho num café de gatos', 'stroking-cat', 'cafe'],
  ['Um gatinho a brincar com um ratinho de brinquedo', 'playing-with-cat', 'home'],
  ['Een vrouw aait een kat op de bank', 'stroking-cat', 'home'],
  ['Een kitten speelt in het kattencafé', 'playing-with-cat', 'cafe'],
  ['Een man speelt met zijn kat met een kattenhengel', 'playing-with-cat', 'home'],
  // A cat eating from its bowl, as a cat food advert shows it: the bowl set down by whoever feeds it.
  ['a cat eating from a bowl', 'feeding', 'home'],
  ['Un gato comiendo de su cuenco', 'feeding', 'home'],
  ['Le chat mange dans sa gamelle', 'feeding', 'home'],
  ['Die Katze frisst aus dem Napf', 'feeding', 'home'],
  ['Il gatto mangia dalla ciotola', 'feeding', 'home'],
  ['O gato a comer da tigela', 'feeding', 'home'],
  ['De kat eet uit de voerbak', 'feeding', 'home'],
  // A cat up its cat tree or scratching post (named alone, a cat tree is a cat's, never a tree).
  ['a cat on a scratching post', 'cat-tree', 'home'],
  ['a kitten on the cat tree in a pet shop', 'cat-tree', 'pet-shop'],
  ['a cat tree', 'cat-tree', 'home'],
  ['Un gato en el rascador', 'cat-tree', 'home'],
  ["Un chat sur l'arbre à chat", 'cat-tree', 'home'],
  ['Kratzbaum im Katzencafé', 'cat-tree', 'cafe'],
  ['Il gatto sul tiragraffi', 'cat-tree', 'home'],
  ['O gato no arranhador', 'cat-tree', 'home'],
  ['De kat op de krabpaal', 'cat-tree', 'home'],
];

describe('cats stroked on the lap and kittens at play compose to their poses', () => {
  it.each(WITH_CATS)('%s', (prompt, pose, setting) => {
    const { scene } = readScene(prompt);
    expect(scene.pose).toBe(pose);
    expect(scene.setting).toBe(setting);
    // The cat is in the person's picture, not drawn again across the room.
    expect(scene.companion).toBe('cat');
  });

  it.each([
    ['a woman stroking a cat on the sofa', 'stroking-cat', 'body:stroking-cat:casual:cat'],
    ['a girl playing with her kitten', 'playing-with-cat', 'body:playing-with-cat:casual:cat'],
  ] as const)('%s is one picture, the cat in it', async (prompt, pose, picture) => {
    for (const aspect of ['9:16', '16:9'] as const) await expectDrawnAtTheJob(prompt, aspect, pose, picture);
  });

  it.each([
    ['stroking her hair in the mirror'],
    ['dogs playing in the park'],
    ['a rabbit playing'],
    ['people eating in a cat café'],
  ])('%s is no cat stroked or played with', (prompt) => {
    expect(String(readScene(prompt).scene.pose)).not.toMatch(/-cat$/);
  });
});

/** The box (shares of the picture, y down) of what the cat adds to `pose`'s picture: drawn with the cat and without it. */
async function catBox(pose: string): Promise<{ x0: number; x1: number; y0: number; y1: number }> {
  const h = 300;
  const draw = async (picture: string) => {
    const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
    await drawBody(canvas.getContext('2d'), picture, h);
    return { data: canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data, w: canvas.width };
  };
  const [withCat, without] = [await draw(`body:${pose}:casual:cat@000`), await draw(`body:${pose}:casual@000`)];
  const box = { x0: 1, x1: 0, y0: 1, y1: 0 };
  for (let i = 0; i < withCat.data.length; i += 4) {
    if (![0, 1, 2, 3].some((k) => Math.abs(withCat.data[i + k]! - without.data[i + k]!) > 24)) continue;
    const [x, y] = [((i / 4) % withCat.w) / withCat.w, Math.floor(i / 4 / withCat.w) / h];
    Object.assign(box, { x0: Math.min(box.x0, x), x1: Math.max(box.x1, x), y0: Math.min(box.y0, y), y1: Math.max(box.y1, y) });
  }
  return box;
}

describe('the pictures of cats with people', () => {
  it('a cat stroked is on the lap, well off the floor, a cat’s size against the one sat on the sofa', async () => {
    const cat = await catBox('stroking-cat');
    // On the lap: its feet at seat height, far above the floor at the picture's foot.
    expect(cat.y1).toBeLessThan(0.65);
    expect(cat.y1).toBeGreaterThan(0.4);
    // A cat's size: a fifth to two fifths of the seated picture's height (1.34 m), never a dog's or a toy's.
    expect(cat.y1 - cat.y0).toBeGreaterThan(0.15);
    expect(cat.y1 - cat.y0).toBeLessThan(0.4);
  });

  it('a kitten played with is on the floor under the wand’s feather, smaller than the one kneeling', async () => {
    const cat = await catBox('playing-with-cat');
    expect(cat.y1).toBeGreaterThan(0.95);
    expect(cat.y1 - cat.y0).toBeLessThan(0.35);
    expect(cat.x0).toBeGreaterThan(0.55);
  });

  it('a cat up its cat tree sits on the top platform, at the height of the hand reaching up, over a cat’s size', async () => {
    const cat = await catBox('cat-tree');
    // Its feet on the top platform, a third of the way down the standing picture (1.8 m): far off the floor.
    expect(cat.y1).toBeLessThan(0.45);
    expect(cat.y1 - cat.y0).toBeGreaterThan(0.1);
    expect(cat.y1 - cat.y0).toBeLessThan(0.3);
  });
});
