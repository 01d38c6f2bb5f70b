/**
 * Issue 23: a garage's and a bakery's everyday work, drawn as it is done, in every language. A mechanic down on one
 * knee at a car raised on its jack, its wheel lifted off the bare hub, or at its wheel with a pressure gauge, or bent
 * over its engine under the bonnet; a car collected, its keys handed over beside it; pretzels, rolls or croissants
 * drawn out of the deck oven on the peel, each drawn as what it is; bread bought at the counter, the baker handing a
 * paper bag across it (the customer's picture, or the baker's when they sell). Each whole in one picture, nothing
 * drawn again beside it.
 */
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { BODY_POSES } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { bodyPixelsNear } from '../support/pixel-counts';
import { expectDrawnAtTheJob } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the place it is set in, the whole picture drawn (`body:<pose>:<dress>`). */
const AT_THE_JOB: [prompt: string, pose: string, setting: string, picture: string][] = [
  ['Un mecánico cambiando una rueda en un taller mecánico', 'changing-wheel', 'garage', 'body:changing-wheel:overalls'],
  ['A mechanic changing a tyre in a garage', 'changing-wheel', 'garage', 'body:changing-wheel:overalls'],
  ['A mechanic changing the wheel', 'changing-wheel', 'garage', 'body:changing-wheel:overalls'],
  ['Le mécanicien change une roue au garage', 'changing-wheel', 'garage', 'body:changing-wheel:overalls'],
  ['Der Mechaniker wechselt einen Reifen in der Werkstatt', 'changing-wheel', 'garage', 'body:changing-wheel:overalls'],
  ['Ein Mechaniker, der den Reifen wechselt', 'changing-wheel', 'garage', 'body:changing-wheel:overalls'],
  ['Il meccanico cambia una gomma in officina', 'changing-wheel', 'garage', 'body:changing-wheel:overalls'],
  ['O mecânico troca um pneu na oficina', 'changing-wheel', 'garage', 'body:changing-wheel:overalls'],
  ['De monteur verwisselt een band in de garage', 'changing-wheel', 'garage', 'body:changing-wheel:overalls'],
  ["Il meccanico smonta la ruota dell'auto", 'changing-wheel', 'garage', 'body:changing-wheel:overalls'],
  ['A mechanic checking the tyre pressure at the garage', 'checking-tyres', 'garage', 'body:checking-tyres:overalls'],
  ['El mecánico revisa la presión de los neumáticos', 'checking-tyres', 'garage', 'body:checking-tyres:overalls'],
  ['Le mécanicien vérifie la pression des pneus', 'checking-tyres', 'garage', 'body:checking-tyres:overalls'],
  ['Die Mechanikerin prüft den Reifendruck', 'checking-tyres', 'garage', 'body:checking-tyres:overalls'],
  ['Il meccanico controlla la pressione delle gomme', 'checking-tyres', 'garage', 'body:checking-tyres:overalls'],
  ['A mechanic under the bonnet of a car in the garage', 'checking-engine', 'garage', 'body:checking-engine:overalls'],
  ['Un mecánico revisando el motor de un coche', 'checking-engine', 'garage', 'body:checking-engine:overalls'],
  ['Le mécanicien vérifie le moteur sous le capot', 'checking-engine', 'garage', 'body:checking-engine:overalls'],
  ['Der Mechaniker prüft den Motor', 'checking-engine', 'garage', 'body:checking-engine:overalls'],
  ['De monteur kijkt onder de motorkap', 'checking-engine', 'garage', 'body:checking-engine:overalls'],
  ['Un cliente recogiendo su coche en un taller mecánico', 'handing-keys', 'garage', 'body:handing-keys:overalls'],
  ['A customer picking up her car at the garage', 'handing-keys', 'garage', 'body:handing-keys:overalls'],
  ['The mechanic hands over the keys to the customer', 'handing-keys', 'garage', 'body:handing-keys:overalls'],
  ['Une cliente récupère sa voiture au garage', 'handing-keys', 'garage', 'body:handing-keys:overalls'],
  ['Ein Kunde holt sein Auto in der Werkstatt ab', 'handing-keys', 'garage', 'body:handing-keys:overalls'],
  ["Il cliente ritira l'auto in officina", 'handing-keys', 'garage', 'body:handing-keys:overalls'],
  ['O mecânico entrega as chaves ao cliente na oficina', 'handing-keys', 'garage', 'body:handing-keys:overalls'],
  ['De klant haalt zijn auto op bij de garage', 'handing-keys', 'garage', 'body:handing-keys:overalls'],
  ['Ein Bäcker, der Brezeln aus dem Ofen holt, in einer Bäckerei', 'drawing-pretzels', 'bakery', 'body:drawing-pretzels:whites'],
  ['A baker taking pretzels out of the oven', 'drawing-pretzels', 'bakery', 'body:drawing-pretzels:whites'],
  ['Le boulanger sort les bretzels du four', 'drawing-pretzels', 'bakery', 'body:drawing-pretzels:whites'],
  ['Der Bäcker holt die Brötchen aus dem Ofen', 'drawing-rolls', 'bakery', 'body:drawing-rolls:whites'],
  ['El panadero saca los panecillos del horno', 'drawing-rolls', 'bakery', 'body:drawing-rolls:whites'],
  ['Een bakker haalt de broodjes uit de oven', 'drawing-rolls', 'bakery', 'body:drawing-rolls:whites'],
  ['Le boulanger sort les croissants du four', 'drawing-croissants', 'bakery', 'body:drawing-croissants:whites'],
  ['Il fornaio sforna i cornetti', 'drawing-croissants', 'bakery', 'body:drawing-croissants:whites'],
  ['A baker taking the croissants out of the oven', 'drawing-croissants', 'bakery', 'body:drawing-croissants:whites'],
  ['Eine Kundin, die Brötchen kauft, in einer Bäckerei', 'buying-bread', 'bakery', 'body:buying-bread:casual'],
  ['A customer buying bread at the bakery', 'buying-bread', 'bakery', 'body:buying-bread:casual'],
  ['Une cliente achète une baguette à la boulangerie', 'buying-bread', 'bakery', 'body:buying-bread:casual'],
  ['Una clienta compra pan en la panadería', 'buying-bread', 'bakery', 'body:buying-bread:casual'],
  ['Il cliente compra il pane in panetteria', 'buying-bread', 'bakery', 'body:buying-bread:casual'],
  ['Uma cliente compra pão na padaria', 'buying-bread', 'bakery', 'body:buying-bread:casual'],
  ['Een klant koopt brood bij de bakker', 'buying-bread', 'bakery', 'body:buying-bread:casual'],
  // Bread paid for is handed over in its bag, not a card held up beside a loaf.
  ['A customer paying for bread at the bakery counter', 'buying-bread', 'bakery', 'body:buying-bread:casual'],
  // Sold, it is the baker's picture, in whites, the customer across the counter.
  ['Die Bäckerin verkauft Brötchen an der Theke', 'selling-bread', 'bakery', 'body:selling-bread:whites'],
  ['Un boulanger tend une baguette à une cliente', 'selling-bread', 'bakery', 'body:selling-bread:whites'],
  ['La panadera vende pan a un cliente', 'selling-bread', 'bakery', 'body:selling-bread:whites'],
  ['A baker selling bread', 'selling-bread', 'bakery', 'body:selling-bread:whites'],
  ['Il fornaio vende il pane', 'selling-bread', 'bakery', 'body:selling-bread:whites'],
  ['Een bakker verkoopt brood aan een klant', 'selling-bread', 'bakery', 'body:selling-bread:whites'],
];

describe('a garage’s and a bakery’s jobs are drawn whole at the job the prompt names', () => {
  it.each(AT_THE_JOB.flatMap(([prompt, pose, setting, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, picture, aspect] as const)))(
    '%s',
    // The car, the oven, the counter and the bread are in the picture: nothing is drawn again beside it. Kneeling at
    // the wheel, the mechanic is framed whole: cut at the knees, the wheel would be lost.
    (_, prompt, pose, setting, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting, whole: pose === 'changing-wheel' || pose === 'checking-tyres' }),
  );
});

describe('words these jobs share with other meanings keep theirs', () => {
  it.each([
    // Keys handed over at a hotel are a room's: no car is drawn, the hotel stays.
    ['A receptionist handing the keys to a guest at the hotel', 'handing', 'hotel'],
    ['An oil change at the garage', 'draining-oil', 'garage'],
    // A tyre changed in a bike shop is a bicycle's, mended in the stand.
    ['A mechanic changing a tyre in a bike shop', 'patching-tyre', 'bike-workshop'],
    ['A cyclist pumping up the tyres in a bike shop', 'truing', 'bike-workshop'],
    ['Le boulanger sort le pain du four', 'drawing-bread', 'bakery'],
    ['A customer paying by card at the bakery', 'paying', 'bakery'],
    ['Eine Kundin kauft Brot', 'buying-bread', 'bakery'],
  ])('%s: %s', (prompt, pose, setting) => {
    const { scene } = readScene(prompt);
    expect(scene.pose).toBe(pose);
    expect(scene.setting).toBe(setting);
  });
});


const LYE = '#7a3f17';
const CRUST = '#b5652a';
const GOLDEN = '#d99a3e';
const CALIPER = '#d9483b';
const KRAFT = '#d2a66b';
const KEY_TAG = '#ffd43b';

describe('each picture shows what the job is done with', () => {
  it('the peel and the open deck carry what is baked: pretzels in their lye brown, croissants golden, loaves crusted', async () => {
    // (The baker's hair may be near the pretzels' brown: the same baker draws the loaves.)
    expect(await bodyPixelsNear('body:drawing-pretzels:whites', LYE)).toBeGreaterThan((await bodyPixelsNear('body:drawing-bread:whites', LYE)) + 150);
    expect(await bodyPixelsNear('body:drawing-croissants:whites', GOLDEN)).toBeGreaterThan(60);
    expect(await bodyPixelsNear('body:drawing-bread:whites', CRUST)).toBeGreaterThan((await bodyPixelsNear('body:drawing-pretzels:whites', CRUST)) + 100);
  });
  it('the car’s front hub is bare, its red caliper showing, and a red trolley jack raises it', async () => {
    expect(await bodyPixelsNear('body:changing-wheel:overalls@000', CALIPER)).toBeGreaterThan(150);
  });
  it('the tyres are checked with a gauge on the valve: its white dial and red needle', async () => {
    expect(await bodyPixelsNear('body:checking-tyres:overalls@000', '#f4f7fa')).toBeGreaterThan(20);
    expect(await bodyPixelsNear('body:checking-tyres:overalls@000', '#d0312d')).toBeGreaterThan(await bodyPixelsNear('body:changing-wheel:overalls@000', '#d0312d'));
  });
  it('the engine is looked at under the raised bonnet, the yellow oil cap in the bay', async () => {
    expect(await bodyPixelsNear('body:checking-engine:overalls@000', KEY_TAG)).toBeGreaterThan(5);
    expect(await bodyPixelsNear('body:changing-wheel:overalls@000', KEY_TAG)).toBe(0);
  });
  it('the car handed back comes with its keys and their bright tag', async () => {
    expect(await bodyPixelsNear('body:handing-keys:overalls', KEY_TAG)).toBeGreaterThan(10);
  });
  it.each(['body:buying-bread:casual', 'body:selling-bread:whites'])('%s: the bread is handed over in a paper bag, loaves on the shelves behind', async (picture) => {
    expect(await bodyPixelsNear(picture, KRAFT)).toBeGreaterThan(150);
    expect(await bodyPixelsNear(picture, CRUST)).toBeGreaterThan(150);
  });
  it('each bake out of the oven is a picture of its own', () => {
    const ovens = ['drawing-bread', 'drawing-pretzels', 'drawing-rolls', 'drawing-croissants'] as const;
    expect(new Set(ovens.map((p) => BODY_POSES[p].back![0])).size).toBe(ovens.length);
  });
});
