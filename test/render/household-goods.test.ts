/**
 * Issue 23: a product nobody drew still looks like a product. Everyday goods (a toothbrush, an electric one, a
 * hairdryer, a portable speaker) are drawn as themselves in the brand's colour; a close-up of a product, or a product
 * on a shelf or a table, shows the product and no people; who a product is for ("kids'", "children's", "pour
 * enfants", "für Kinder", "per bambini", "para niños", "voor kinderen", "子供用") never adds people; goods with no
 * picture are the product of their shape; brushing teeth is drawn at the bathroom mirror, a child beside the grown-up;
 * a present given passes between the giver and the one it is for.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { concept } from '../../lambdas/render/compose/concepts';
import { bodyPicture } from '../../lambdas/render/illustrations/bodies';
import { HOUSEHOLD_GOODS, type HouseholdGood } from '../../lambdas/render/illustrations/household-goods';
import { drawProduct, isProduct } from '../../lambdas/render/illustrations/products';
import { bodyPixelsNear } from '../support/pixel-counts';

const sceneOf = (prompt: string) => composeScene(prompt).scene;
const people = (prompt: string) => sceneOf(prompt).things.filter((t) => concept(t.concept).kind === 'person');
const has = (prompt: string, id: string) => sceneOf(prompt).things.some((t) => t.concept === id);

const BRUSH = 'icon:toothbrush-upright';
const ELECTRIC = 'icon:electric-toothbrush';
const DRYER = 'icon:hairdryer';
const SPEAKER = 'icon:portable-speaker';

describe('a product shown on its own is drawn, with no people', () => {
  it.each([
    ["Close-up of the BrightSmile kids' toothbrush on a concrete step outside a brick building", BRUSH],
    ["The BrightSmile kids' toothbrush on a shelf in a bright boutique", BRUSH],
    ['Close-up of the Zing electric toothbrush on a bathroom shelf', ELECTRIC],
    ['The Nova hairdryer on a shelf', DRYER],
    ['A hair dryer on a dressing table', DRYER],
    ['Close-up of the Pulse bluetooth speaker on a desk', SPEAKER],
    ['A portable speaker on a picnic table', SPEAKER],
    ["The children's water bottle on a shelf", 'water-bottle'],
    ["A women's shaver on a bathroom shelf", 'product'],
    ['A bottle of mouthwash on the sink', 'lotion'],
    ['Gros plan sur la brosse à dents électrique Zing sur une étagère', ELECTRIC],
    ['Une brosse à dents pour enfants sur une étagère', BRUSH],
    ['Le sèche-cheveux Nova sur une table', DRYER],
    ['Une enceinte bluetooth sur un bureau', SPEAKER],
    ['Eine Kinderzahnbürste auf einem Regal im Bad', BRUSH],
    ['Nahaufnahme der elektrischen Zahnbürste auf dem Regal', ELECTRIC],
    ['Eine Zahnbürste für Kinder auf dem Tisch', BRUSH],
    ['Der Föhn auf einem Regal', DRYER],
    ['Un cepillo de dientes para niños en el baño', BRUSH],
    ['Primer plano del cepillo de dientes eléctrico en una estantería', ELECTRIC],
    ['Un secador de pelo sobre la mesa', DRYER],
    ['Un altavoz bluetooth en una mesa', SPEAKER],
    ['Uno spazzolino per bambini su una mensola', BRUSH],
    ['Primo piano dello spazzolino elettrico sulla mensola del bagno', ELECTRIC],
    ["L'asciugacapelli su un tavolo", DRYER],
    ['Uma escova de dentes para crianças numa prateleira', BRUSH],
    ['A escova de dentes elétrica na prateleira da casa de banho', ELECTRIC],
    ['Um secador de cabelo em cima da mesa', DRYER],
    ['Een tandenborstel voor kinderen op een plank', BRUSH],
    ['Een elektrische tandenborstel op de plank in de badkamer', ELECTRIC],
    ['Een föhn op tafel', DRYER],
    ['子供用歯ブラシ', BRUSH],
    ['電動歯ブラシのクローズアップ', ELECTRIC],
    ['棚の上のドライヤー', DRYER],
    ['Close-up of the Aura kettle on a kitchen counter', 'kettle'],
    ['The Crisp toaster on a table', 'toaster'],
    ['Close-up of the Vita blender on the counter', 'blender'],
    ["Close-up of the kids' smartwatch on a desk", 'watch'],
    ["Close-up of the kids' backpack on a bench", 'backpack'],
    ['Close-up of the Frost desk lamp on a table', 'lamp'],
    ['Gros plan sur la bouilloire sur le comptoir', 'kettle'],
    ['Nahaufnahme des Toasters auf der Arbeitsplatte', 'toaster'],
  ])('%s', (prompt, id) => {
    expect(has(prompt, id), JSON.stringify(sceneOf(prompt).things)).toBe(true);
    expect(people(prompt)).toEqual([]);
  });
});

describe('who a product is for adds no one to the picture', () => {
  it.each([
    ["The children's sunscreen on a beach towel", 'tube'],
    ['A baby shampoo on a shelf', 'lotion'],
    ["Kids' headphones on a desk", 'headphones'],
    ['A water bottle for kids on a table', 'water-bottle'],
    ['Une gourde pour enfants sur la table', 'water-bottle'],
    ['Eine Trinkflasche für Kinder auf dem Tisch', 'water-bottle'],
    ['Una borraccia per bambini sul tavolo', 'water-bottle'],
    ['Una crema solar para niños sobre la toalla', 'tube'],
    ['Een drinkfles voor kinderen op tafel', 'water-bottle'],
  ])('%s', (prompt, id) => {
    expect(has(prompt, id), JSON.stringify(sceneOf(prompt).things)).toBe(true);
    expect(people(prompt)).toEqual([]);
  });

  it('people named as subjects are still drawn', () => {
    expect(people('A girl holding the kids’ toothbrush in the bathroom').length).toBeGreaterThan(0);
  });
});

describe('brushing teeth is drawn at the bathroom mirror', () => {
  it.each([
    ['A woman brushing her teeth with the Zing electric toothbrush', 'brushing-teeth'],
    ['A man brushes his teeth before work', 'brushing-teeth'],
    ['A boy brushing his teeth at the bathroom sink with his dad', 'brushing-teeth-child'],
    ['Un enfant se brosse les dents avec sa mère dans la salle de bain', 'brushing-teeth-child'],
    ['Una niña se cepilla los dientes con su padre', 'brushing-teeth-child'],
    ['Un bambino si lava i denti con la mamma', 'brushing-teeth-child'],
    ['Ein Mann putzt sich die Zähne im Bad', 'brushing-teeth'],
    ['Uma mulher escova os dentes no banheiro', 'brushing-teeth'],
    ['Een vrouw poetst haar tanden', 'brushing-teeth'],
    ['子供と一緒に歯を磨く母親', 'brushing-teeth-child'],
  ])('%s', (prompt, pose) => {
    const scene = sceneOf(prompt);
    expect(scene.pose).toBe(pose);
    expect(scene.setting).toBe('bathroom');
  });

  it('the toothbrush named is the one in the hand, not drawn again beside them', () => {
    expect(has('A woman brushing her teeth with the Zing electric toothbrush', ELECTRIC)).toBe(false);
  });

  it('a dog is still groomed with a brush', () => {
    expect(sceneOf('A groomer brushing a dog').pose).toBe('brushing');
  });

  it('the child stands on a step stool beside the grown-up, both with a brush at the mouth', async () => {
    const [alone, together] = ['brushing-teeth', 'brushing-teeth-child'] as const;
    const stool = '#f2b632';
    expect(await bodyPixelsNear(bodyPicture(alone, 'casual'), stool)).toBe(0);
    expect(await bodyPixelsNear(bodyPicture(together, 'casual'), stool)).toBeGreaterThan(40);
    for (const pose of [alone, together]) expect(await bodyPixelsNear(bodyPicture(pose, 'casual'), '#06d6a0')).toBeGreaterThan(10);
    expect(await bodyPixelsNear(bodyPicture(together, 'casual'), '#3a86ff')).toBeGreaterThan(5);
  });
});

describe('each household good is drawn in the brand colour, centred in its box', () => {
  const ACCENT = [64, 140, 200] as const;
  const draw = (good: HouseholdGood) => {
    const canvas = createCanvas(200, 200);
    drawProduct(canvas.getContext('2d'), good, 200, 200, '#408cc8');
    return canvas.getContext('2d').getImageData(0, 0, 200, 200).data;
  };
  it.each(HOUSEHOLD_GOODS)('%s', (good) => {
    expect(isProduct(good)).toBe(true);
    const data = draw(good);
    let [painted, accent, sumX] = [0, 0, 0];
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 200) continue;
      painted++;
      sumX += (i / 4) % 200;
      if (ACCENT.every((c, k) => Math.abs(data[i + k]! - c) < 12)) accent++;
    }
    expect(painted / 40000).toBeGreaterThan(0.05);
    expect(accent / painted).toBeGreaterThan(0.08);
    expect(Math.abs(sumX / painted - 100)).toBeLessThan(30);
  });
});

describe('a present given passes between the giver and the one it is for', () => {
  it.each([
    ["Un client qui l'offre à sa mère dans un fleuriste", 'gift'],
    ['Un homme offre un bouquet à sa mère', 'flowers'],
    ['A man offers a bouquet to his mother in a florist', 'flowers'],
    ['Ein Mann schenkt seiner Mutter Blumen', 'flowers'],
    ['Una mujer le regala un ramo a su madre', 'gift'],
    ['Un ragazzo regala dei fiori alla nonna', 'flowers'],
    ['Um homem oferece flores à mãe', 'flowers'],
    ['Een man geeft bloemen aan zijn moeder', 'flowers'],
    ['母に花束を贈る男性', 'flowers'],
  ])('%s', (prompt, present) => {
    const scene = sceneOf(prompt);
    expect(scene.pose).toBe('gifting');
    expect(has(prompt, present)).toBe(true);
    expect(people(prompt).length).toBeGreaterThanOrEqual(2);
  });

  it('with no place named it is out of doors, never the two behind a table at home', () => {
    const scene = sceneOf('A man offers a bouquet to his mother');
    expect(scene.setting).toBe('park');
    expect(scene.things.some((t) => t.concept === 'table')).toBe(false);
  });

  it('an offer is no present', () => {
    expect(sceneOf('Une offre spéciale sur les cafés').pose).not.toBe('gifting');
  });
});
