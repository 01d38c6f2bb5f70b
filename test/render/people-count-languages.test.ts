/**
 * Issue 23: pictures count the people a prompt names, in the seven planner languages. A son or a daughter named with
 * their parent is their child, a boy or a girl ("Une femme et sa fille" had drawn one woman); someone joined by "and" or
 * "with" to the same word is another person; a class or a course is its students and whoever leads it, drawn as a class
 * ("Une classe de yoga" had been one person stretching, "un cours de danse" nobody); friends and colleagues said in a
 * woman's form are that many women ("tre colleghe" had been no one), brothers and sisters each their gender; a meal at home is eaten at the table indoors
 * ("Eine Familie frühstückt zu Hause" had stood idle, "à la maison" drew a house); "after class" is a time, not a class.
 */
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../lambdas/render/compose/actions';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { concept } from '../../lambdas/render/compose/concepts';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';

/**
 * [prompt, the people read (each named group as its count, F or M for a gender said, y for a child), setting, pose].
 * An empty list of people is a class pose whose picture draws the class itself.
 */
const ROWS: [string, string, string, string | null][] = [
  ['a man and his son walking in the park', '1M 1My', 'park', 'walking'],
  ['a mother and her daughter cooking at home', '1F 1Fy', 'kitchen', 'cooking'],
  ['a grandmother and her grandson baking in the kitchen', '1F 1My', 'kitchen', 'baking'],
  ['a woman and a little girl in the park', '1F 1Fy', 'park', null],
  ['Une femme et sa fille marchent dans le parc', '1F 1Fy', 'park', 'walking'],
  ['un papa avec son fils à la plage', '1M 1My', 'beach', null],
  ['une maman et ses deux filles dans la cuisine', '1F 2Fy', 'kitchen', null],
  ['Eine Mutter mit ihrem Sohn im Park', '1F 1My', 'park', null],
  ['ein Vater und seine Tochter gehen spazieren', '1M 1Fy', 'park', 'walking'],
  ['eine Oma mit ihrer Enkelin im Garten', '1F 1Fy', 'park', null],
  ['una madre con su hija en el parque', '1F 1Fy', 'park', null],
  ['un papá y su hijo caminan por la playa', '1M 1My', 'beach', 'walking'],
  ['una abuela con su nieta en la cocina', '1F 1Fy', 'kitchen', null],
  ['un padre e suo figlio al parco', '1M 1My', 'park', null],
  ['una mamma e sua figlia in cucina', '1F 1Fy', 'kitchen', null],
  ['uma mãe e a filha no parque', '1F 1Fy', 'park', null],
  ['um pai com o seu filho na praia', '1M 1My', 'beach', null],
  ['een vader met zijn dochter in het park', '1M 1Fy', 'park', null],
  ['een moeder en haar zoon wandelen op het strand', '1F 1My', 'beach', 'walking'],
  ['an elderly woman and her daughter at home', '1F 1F', 'home', null],
  ['a yoga class on mats in a studio', '3', 'studio', 'class-warrior'],
  ['a pilates class in a bright studio', '', 'studio', 'class-warrior'],
  ['a dance class in a studio', '3', 'studio', 'dancing-couples'],
  ['a spinning class at the gym', '3', 'gym', 'spin-class'],
  ['kids in a swimming class at the pool', '3', 'pool', 'swim-lesson'],
  ['Une classe de yoga sur des tapis', '3 1', 'studio', 'class-warrior'],
  ['un cours de danse', '3', 'venue', 'dancing-couples'],
  ['un cours de pilates dans un studio lumineux', '', 'studio', 'class-warrior'],
  ['Des enfants en cours de natation à la piscine', '3', 'pool', 'swim-lesson'],
  ['eine Yogagruppe im Park', '3', 'park', 'stretching'],
  ['ein Tanzkurs am Abend', '', 'venue', 'dancing-couples'],
  ['ein Yogakurs im Studio', '', 'studio', 'class-warrior'],
  ['una clase de spinning en el gimnasio', '3', 'gym', 'spin-class'],
  ['una clase de yoga en la playa', '', 'beach', 'class-warrior'],
  ['una clase de baile', '3', 'venue', 'dancing-couples'],
  ['una lezione di pilates', '', 'studio', 'class-warrior'],
  ['un corso di ballo', '3', 'venue', 'dancing-couples'],
  ['una lezione di yoga al parco', '', 'park', 'class-warrior'],
  ['uma aula de dança', '3', 'venue', 'dancing-couples'],
  ['uma aula de yoga no estúdio', '', 'studio', 'class-warrior'],
  ['uma turma de pilates', '3 1', 'studio', 'class-warrior'],
  ['een yogales', '', 'studio', 'class-warrior'],
  ['een dansles in de studio', '', 'studio', 'dancing-couples'],
  ['een groepsles op de spinningfietsen in de sportschool', '3 1', 'gym', 'spin-class'],
  ['A student rolling up her mat after class', '1F', 'studio', 'rolling-mat'],
  ['Une femme enroule son tapis après le cours', '1F', 'studio', 'rolling-mat'],
  ['Een vrouw rolt haar mat op na de les', '1F', 'studio', 'rolling-mat'],
  ['Eine Familie frühstückt zu Hause', '3', 'home', 'eating'],
  ['a family having breakfast at home', '3', 'home', 'eating'],
  ['Une famille prend le petit déjeuner à la maison', '3', 'home', 'eating'],
  ['Un couple dîne chez eux', '2', 'home', 'eating'],
  ['una familia cena en casa', '3', 'home', 'eating'],
  ['una famiglia fa colazione a casa', '3', 'home', 'eating'],
  ['uma família janta em casa', '3', 'home', 'eating'],
  ['een gezin ontbijt thuis', '3', 'home', 'eating'],
  ['twee vrienden lunchen thuis', '2', 'home', 'eating'],
  ['drei Freunde im Café', '3', 'cafe', null],
  ['deux amis au café', '2', 'cafe', null],
  ['cuatro compañeros en la oficina', '3', 'office', null],
  ['tre colleghe in ufficio', '3F', 'office', null],
  ['dois amigos na praia', '2', 'beach', null],
  ['twee collega\'s op kantoor', '2', 'office', null],
  ['three friends at the beach', '3', 'beach', null],
  ['quatre amies au café', '3F', 'cafe', null],
  ['drei Freundinnen am See', '3F', 'lake', null],
  ['tres amigas en la playa', '3F', 'beach', null],
  ['due amiche al bar', '2F', 'cafe', null],
  ['duas amigas no parque', '2F', 'park', null],
  ['twee vriendinnen in het park', '2F', 'park', null],
  ['zwei Kolleginnen im Büro', '2F', 'office', null],
  ['two women and a man at a table', '2F 1M', 'home', null],
  ['deux femmes et un homme dans un café', '2F 1M', 'cafe', null],
  ['a couple walking on the beach', '2', 'beach', 'walking'],
  ['un couple se promène au bord de la mer', '2', 'beach', 'walking'],
  ['una pareja pasea por el parque', '2', 'park', 'walking'],
  ['Eine Mutter mit ihren Töchtern am See', '1F 3Fy', 'lake', null],
  ['a father and his two daughters at the beach', '1M 2Fy', 'beach', null],
  ['padres con sus hijos en la playa', '3 3y', 'beach', null],
  ['genitori con i figli al parco', '3 3y', 'park', null],
  ['a brother and sister in the garden', '1M 1F', 'park', null],
  ['deux sœurs au café', '2F', 'cafe', null],
  ['twee zussen in het park', '2F', 'park', null],
  ['een broer en een zus', '1M 1F', 'park', null],
  ['dois irmãos na praia', '2', 'beach', null],
  ['un homme et un autre homme sur un banc', '2M', 'park', null],
  ['a woman with a girl at the café', '2F', 'cafe', null],
  ['een vrouw en een klein meisje in het park', '1F 1Fy', 'park', null],
  ['a friend in the park', '1', 'park', null],
  ['un amigo en la playa', '1', 'beach', null],
  ['ein Freund im Park', '1', 'park', null],
  ['een vriend in het park', '1', 'park', null],
  ['un ami et une amie au parc', '1 1F', 'park', null],
  ['um amigo na praia', '1', 'beach', null],
];

/** The people a prompt's words name, as the rows write them. */
const peopleRead = (prompt: string) =>
  parsePrompt(prompt)
    .things.filter((t) => concept(t.concept).kind === 'person')
    .map((t) => `${t.count}${t.gender === 'woman' ? 'F' : t.gender === 'man' ? 'M' : ''}${t.young ? 'y' : ''}`)
    .join(' ');

describe('people are counted, with their gender and age, in the place and at the action the prompt says', () => {
  it.each(ROWS)('%s', (prompt, people, setting, pose) => {
    const { scene } = composeScene(prompt);
    expect([peopleRead(prompt), scene.setting, scene.pose]).toEqual([people, setting, pose]);
  });

  it('has sixty rows or more', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(60);
  });
});

describe('a class is drawn as a class: led in one picture of the class, or three at its action', () => {
  it.each(ROWS.filter(([prompt]) => /\b(?:class|classe|cours|clase|lezione|corso|aula|turma|les|dansles|yogales|groepsles|kurs)\b|kurs\b/iu.test(prompt) && !/after class|après le cours|na de les/u.test(prompt)))('%s', (prompt) => {
    const { scene } = composeScene(prompt);
    const drawsClass = scene.pose !== null && Boolean(ACTIONS[scene.pose].drawsGroup);
    const people = scene.things.filter((t) => concept(t.concept).kind === 'person').reduce((n, t) => n + t.count, 0);
    expect(drawsClass || people >= 3).toBe(true);
  });
});

describe('"at home" is the home indoors, never a house drawn outside it', () => {
  it.each(['a family at home', 'une famille à la maison', 'un couple chez eux', 'una familia en casa', 'eine Familie zu Hause', 'una famiglia a casa', 'uma família em casa', 'een gezin thuis'])('%s', (prompt) => {
    const { scene } = composeScene(prompt);
    expect([scene.setting, scene.things.some((t) => t.concept === 'house')]).toEqual(['home', false]);
  });
});
