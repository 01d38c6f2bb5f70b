/**
 * Issue 23: prompts in Italian, Portuguese and Dutch are drawn as English, Spanish, French and
 * German ones are: each is read with its own lexicon (told from Spanish and German by its articles),
 * its people and trades, what they are doing, where and when, what they hold and how many of them.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { concept } from '../../lambdas/render/compose/concepts';
import { lexiconFor } from '../../lambdas/render/compose/lexicons';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import type { CompleteScene } from '../../lambdas/render/compose/complete-scene';

const people = (scene: CompleteScene) => scene.things.filter((t) => concept(t.concept).kind === 'person');
const concepts = (scene: CompleteScene) => scene.things.map((t) => t.concept);

describe('the language of a prompt', () => {
  it.each([
    ['Il cuoco che tira la sfoglia a mano in una trattoria', 'it'],
    ['Una coppia che cena a lume di candela', 'it'],
    ['Uma senhora que compra pastéis de nata ao balcão de uma padaria', 'pt'],
    ['O padeiro a tirar o pão do forno', 'pt'],
    ['Een vrouw die met haar hond wandelt in het park', 'nl'],
    ['De tandarts die de tanden van een patiënt controleert', 'nl'],
    ['Una pareja cenando a la luz de las velas', 'es'],
    ['Eine Frau, die mit ihrem Hund spazieren geht', 'de'],
  ])('%s → %s', (prompt, language) => {
    expect(lexiconFor(prompt).language).toBe(language);
  });
});

describe('people at their work and what they are doing', () => {
  it.each([
    ['Il cuoco che tira la sfoglia a mano in una trattoria', 'restaurant', 'cooking', 'chef'],
    ['Il pizzaiolo che inforna una pizza nel forno a legna', 'pizzeria', 'baking', 'chef'],
    ['La parrucchiera che taglia i capelli a una cliente in un salone', 'salon', 'cutting-hair', 'woman'],
    ['Il meccanico che ripara una bicicletta in una ciclofficina', 'bike-workshop', 'truing', 'mechanic'],
    ['Il dentista che controlla i denti di un paziente', 'dental', 'dental-exam', 'dentist'],
    ['O padeiro a tirar o pão do forno numa padaria', 'bakery', 'drawing-bread', 'baker'],
    ['Um barbeiro cortando o cabelo de um cliente numa barbearia', 'salon', 'clipper-cut', 'barber'],
    // Helping at the gym is spotting a lifter at the bench.
    ['Um treinador a ajudar uma mulher num ginásio', 'gym', 'spotting', 'coach'],
    ['A dentista que examina os dentes de uma criança', 'dental', 'dental-exam-child', 'dentist'],
    ['De fietsenmaker die een fiets repareert in de werkplaats', 'bike-workshop', 'truing', 'mechanic'],
    ['De kapster die het haar van een klant knipt in een kapsalon', 'salon', 'cutting-hair', 'woman'],
    ['De tandarts die de tanden van een patiënt controleert', 'dental', 'dental-exam', 'dentist'],
    ['Een bakker die brood bakt in een bakkerij', 'bakery', 'drawing-bread', 'baker'],
  ] as const)('%s', (prompt, setting, pose, worker) => {
    const { scene } = composeScene(prompt);
    expect(scene.setting).toBe(setting);
    expect(scene.pose).toBe(pose);
    expect(concepts(scene)).toContain(worker);
  });

  it('people eating, walking the dog, running, chatting', () => {
    const dinner = composeScene('Una coppia che cena a lume di candela in una trattoria').scene;
    expect([dinner.pose, dinner.light, people(dinner).map((t) => t.concept)]).toEqual(['eating', 'dim', ['couple']]);
    const dog = composeScene('Een vrouw die met haar hond wandelt in het park').scene;
    expect([dog.setting, dog.pose]).toEqual(['park', 'walking-dog']);
    const run = composeScene('Um grupo que corre no parque de manhã').scene;
    expect([run.setting, run.pose, run.time]).toEqual(['park', 'running', 'dawn']);
    expect(composeScene('Due amiche che chiacchierano sulla terrazza').scene.pose).toBe('chatting');
    expect(composeScene('Una famiglia che fa colazione al bancone di un panificio').scene.pose).toBe('eating');
    expect(composeScene('Een groep die hardloopt langs de Maas').scene.pose).toBe('running');
    const keys = composeScene('Um cliente que recebe as chaves ao balcão de uma oficina mecânica').scene;
    expect([keys.setting, keys.pose]).toEqual(['garage', 'handing']);
    expect(concepts(keys)).toEqual(expect.arrayContaining(['customer', 'key']));
  });
});

describe('things, counts and relations', () => {
  it('what is on what, held, and how many', () => {
    const cups = parsePrompt('Due tazze di caffè sul bancone');
    expect(cups.things.map((t) => [t.concept, t.count])).toContainEqual(['coffee', 2]);
    expect(cups.things.map((t) => t.concept)).toContain('counter');
    expect(cups.relations.some((r) => r.kind === 'on')).toBe(true);
    const bread = parsePrompt('Uma padeira segurando pães');
    expect(bread.relations.some((r) => r.kind === 'holding')).toBe(true);
    expect(bread.things.map((t) => t.concept)).toEqual(expect.arrayContaining(['baker', 'bread']));
    const bikes = parsePrompt('Drie fietsen naast een muur');
    expect(bikes.things.map((t) => [t.concept, t.count])).toContainEqual(['bicycle', 3]);
    expect(bikes.relations.some((r) => r.kind === 'beside')).toBe(true);
  });

  it('a Dutch "van" is no van: a language’s own small words never fall back to English nouns', () => {
    const graph = parsePrompt('De fietsenmaker die de fiets van een klant repareert');
    expect(graph.things.map((t) => t.concept)).not.toContain('truck');
    expect(graph.things.map((t) => t.concept)).toEqual(expect.arrayContaining(['mechanic', 'customer']));
  });

  it('words that are English nouns mean what they mean in the language: Dutch "ramen" are windows, Italian "camera" a room', () => {
    const windows = parsePrompt('Een klant in een fietsenwinkel, met middaglicht door de ramen');
    expect(windows.things.map((t) => t.concept)).not.toContain('ramen');
    expect([windows.setting, windows.light]).toEqual(['bike-workshop', 'bright']);
    const room = parsePrompt('Una camera luminosa con un letto');
    expect(room.things.map((t) => t.concept)).not.toContain('camera');
    expect(room.setting).toBe('hotel-room');
  });

  it('plurals are read by their singular', () => {
    expect(parsePrompt('I cuochi in cucina').things.map((t) => [t.concept, t.count > 1])).toContainEqual(['chef', true]);
    expect(parsePrompt('Os padeiros na padaria').things.map((t) => [t.concept, t.count > 1])).toContainEqual(['baker', true]);
    expect(parsePrompt('Os pães no balcão').things.map((t) => t.concept)).toEqual(expect.arrayContaining(['bread', 'counter']));
    expect(parsePrompt('De bakkers in de bakkerij').things.map((t) => [t.concept, t.count > 1])).toContainEqual(['baker', true]);
    expect(parsePrompt('De katten op de bank').things.map((t) => t.concept)).toEqual(['cat', 'sofa']);
  });
});

describe('time of day and light', () => {
  it.each([
    ['Una panetteria luminosa al mattino', 'dawn', 'bright'],
    ['Un’osteria accogliente di sera', 'sunset', 'dim'],
    ['Uma esplanada ao pôr do sol', 'sunset', null],
    ['Uma pastelaria à noite', 'night', null],
    ['Een gezellig café bij kaarslicht', null, 'dim'],
    ['Een zonnige sportschool in de middagzon', 'day', 'bright'],
  ] as const)('%s', (prompt, time, light) => {
    const graph = parsePrompt(prompt);
    if (time) expect(graph.time).toBe(time);
    expect(graph.light).toBe(light);
  });
});
