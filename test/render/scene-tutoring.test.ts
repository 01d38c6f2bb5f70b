/**
 * Wave 60: tutoring was drawn as a nursery's play table, two people behind a kitchen table, a child at a laptop before a
 * classroom's chalkboard, or a couple chatting in "a tutoring centre in a home". Now tutoring is one to one: the tutor sat
 * beside the child at a table, leaning in to the worksheet, books by it (at home, or a tutoring centre's small study room);
 * online it is the child at the laptop with the tutor's face on its screen. In every language.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { WORKSHEET } from '../../lambdas/render/illustrations/tutoring';
import { bodyPixelsNear, placePixels } from '../support/pixel-counts';

const AT_THE_TABLE = [
  'A tutor and a child working through a maths worksheet at the kitchen table',
  'A tutor helping a child with homework at a table inside a tutoring centre',
  'A tutoring centre in a home, midday sun',
  'One-to-one maths tutoring at home',
  'The team at work in a tutoring centre, evening light',
  'Clases particulares de matemáticas en casa',
  'Une professeure particulière aide un enfant à la table de la cuisine',
  'Nachhilfe am Küchentisch mit einer Nachhilfelehrerin',
  'Ripetizioni di matematica con un insegnante privato',
  'Uma explicadora ajuda uma criança na mesa da sala',
  'Bijles rekenen aan de keukentafel',
];

const ONLINE = [
  'A child in an online tutoring lesson on a laptop',
  'A tutor giving an online lesson',
  'Una profesora particular da una clase online a un niño',
  'Un enfant suit des cours particuliers en ligne à la maison',
  'Online-Nachhilfe für ein Kind zu Hause',
  'Explicações online com uma explicadora',
  'Een kind volgt online bijles aan tafel',
];

describe('tutoring is one to one at a table, at home or in a tutoring centre', () => {
  it.each(AT_THE_TABLE)('%s', (prompt) => {
    const { scene } = composeScene(prompt);
    expect(scene.pose).toBe('tutoring');
    expect(['home', 'kitchen', 'tutoring-centre']).toContain(scene.setting);
    // The tutor's picture, the child in it.
    expect(scene.things.filter((t) => t.concept === 'tutor')).toHaveLength(1);
  });

  it.each(ONLINE)('online: %s', (prompt) => {
    const { scene } = composeScene(prompt);
    expect(scene.pose).toBe('online-tutoring');
    expect(scene.setting).toBe('home');
    // The child's own picture, the tutor on the laptop's screen.
    expect(scene.things.map((t) => t.concept)).toEqual(['child']);
  });

  it('a tutoring centre is its study room, in every language', () => {
    for (const prompt of ['A tutoring centre in Leeds', 'Un centre de soutien scolaire à Lille', 'Ein Nachhilfeinstitut in Köln', 'Una academia de refuerzo en Valencia', 'Un centro di ripetizioni a Torino', 'Um centro de explicações em Braga', 'Een bijlesinstituut in Utrecht']) {
      expect(parsePrompt(prompt).setting, prompt).toBe('tutoring-centre');
    }
  });
});

describe("tutoring's pictures", () => {
  it('at the table: the worksheet, the books, the tutor in smart clothes and the child beside them', async () => {
    const picture = 'body:tutoring:smart@120';
    expect(await bodyPixelsNear(picture, WORKSHEET)).toBeGreaterThan(80);
    expect(await bodyPixelsNear(picture, '#3a86ff')).toBeGreaterThan(60);
    // The child's bright top (a child's clothes: their build).
    const tops = await Promise.all(['#ef476f', '#3a86ff', '#ffbe0b', '#06d6a0', '#9b5de5', '#ff8c42'].map((hex) => bodyPixelsNear(picture, hex)));
    expect(Math.max(...tops)).toBeGreaterThan(500);
  });

  it("online: the laptop turned to us, a call on its screen with the tutor's face", async () => {
    const picture = 'body:online-tutoring:child@120';
    // The screen's bezel and the call's light background behind the tutor.
    expect(await bodyPixelsNear(picture, '#2b2f36')).toBeGreaterThan(300);
    expect(await bodyPixelsNear(picture, '#dfe9f2')).toBeGreaterThan(400);
    // The tutor's shoulders in their jacket, on the screen.
    expect(await bodyPixelsNear(picture, '#41507a')).toBeGreaterThan(200);
  });

  it("the tutoring centre's room has no chalkboard; a classroom has one", () => {
    expect(placePixels('tutoring-centre', 0, '#2f5a45')).toBe(0);
    expect(placePixels('classroom', 0, '#2f5a45')).toBeGreaterThan(1000);
  });
});
