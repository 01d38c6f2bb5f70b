/**
 * Wave 60: a cooking school was drawn as a children's classroom (a chalkboard, small children before a presenter with a
 * bar chart), and "Corsi di pasta fatta a mano" as two people eating behind a plate of pasta. Now a cookery school is its
 * teaching kitchen, and its courses, its team at work and its interior are the class at work there: the chef-instructor in
 * whites rolling out pasta at the island, grown-up students in aprons kneading and cutting at their stations, boards and
 * flour on the worktops. In every language; a named "… Cooking School" shows a kitchen through its window.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { CLASS_APRON } from '../../lambdas/render/illustrations/cooking-class';
import { OUTFITS } from '../../lambdas/render/illustrations/bodies';
import { bodyPixelsNear, placePixels } from '../support/pixel-counts';

/** Prompts for a cooking class or a cookery school's work, as planners and people write them. */
const CLASSES = [
  'A cooking class: a chef teaching students to make fresh pasta',
  'Students kneading dough at a pasta making class',
  'The team at work in a cooking school, midday light through the windows',
  'The inside of a cookery school ready for the day, morning light',
  'A chef-instructor demonstrating to her class in the teaching kitchen',
  'Una clase de cocina en una escuela de cocina de Madrid',
  'Un taller de pasta fresca con una profesora de cocina',
  "Un cours de cuisine dans une école de cuisine, lumière du matin",
  'Atelier pâtes fraîches avec un chef formateur',
  'Ein Kochkurs in der Kochschule am Abend',
  'Das Team bei der Arbeit in einer Kochschule',
  'The team at work in a cooking school, golden evening light',
  'Corsi di pasta fatta a mano il sabato mattina',
  'La squadra al lavoro in una scuola di cucina, con la luce di mezzogiorno dalle finestre',
  "L’interno di una scuola di cucina, pronto per aprire, con la luce del mattino",
  'Aulas de culinária numa escola de culinária em Lisboa',
  'Um workshop de massa fresca com uma professora de culinária',
  'Een kookworkshop in een kookschool in Utrecht',
  'De kookdocent geeft een kookcursus',
];

describe('a cooking class is drawn at its stations, in a teaching kitchen', () => {
  it.each(CLASSES)('%s', (prompt) => {
    const { scene, groups } = composeScene(prompt);
    expect(groups.map((g) => g.pose)).toContain('cooking-class');
    expect(scene.setting).not.toBe('classroom');
    expect(['cookery-school', 'kitchen']).toContain(scene.setting);
    // The chef-instructor, in whites: the class is in their picture.
    expect(scene.things.map((t) => t.concept)).toContain('chef');
  });

  it('a school word names the school, never a classroom: "scuola di cucina", "Kochschule", "escuela de cocina"', () => {
    for (const prompt of ['Una scuola di cucina a Bologna', 'Eine Kochschule in Hamburg', 'Una escuela de cocina en Sevilla', 'Une école de cuisine à Lyon', 'Uma escola de culinária no Porto', 'Een kookschool in Gent', 'A cookery school in Bath']) {
      expect(parsePrompt(prompt).setting, prompt).toBe('cookery-school');
    }
  });

  it("a named cooking school's shopfront shows its kitchen through the window, its name on the sign", () => {
    for (const [prompt, name] of [
      ['The entrance of Nonna Rosa Cooking School on a sunny street', 'Nonna Rosa Cooking School'],
      ["L'ingresso della Scuola di Cucina Nonna Rosa", 'Scuola di Cucina Nonna Rosa'],
    ] as const) {
      const parsed = parsePrompt(prompt);
      expect(parsed.setting).toBe('shopfront');
      expect(parsed.business).toEqual({ name, kind: 'cookery-school' });
    }
  });
});

describe("the class's picture", () => {
  const picture = 'body:cooking-class:whites';

  it('shows the instructor in whites and the students in the school aprons', async () => {
    // The white jacket of the instructor; the students' aprons (two of them, each a figure's apron).
    expect(await bodyPixelsNear(picture, OUTFITS.whites.top)).toBeGreaterThan(1200);
    expect(await bodyPixelsNear(picture, CLASS_APRON)).toBeGreaterThan(1500);
  });

  it('has flour and dough on the worktops', async () => {
    expect(await bodyPixelsNear(picture, '#fbf8f0')).toBeGreaterThan(150);
    expect(await bodyPixelsNear(picture, '#f3d9a0')).toBeGreaterThan(150);
  });
});

describe("the cookery school's room", () => {
  it('has no chalkboard, a classroom has one', () => {
    const BOARD_GREEN = '#2f5a45';
    expect(placePixels('classroom', 0, BOARD_GREEN)).toBeGreaterThan(1000);
    expect(placePixels('cookery-school', 0, BOARD_GREEN)).toBe(0);
  });
});
