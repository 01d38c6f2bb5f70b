/**
 * Issue 23: a removals firm's pictures. Movers carrying boxes to the van parked at the house's front (its side door open
 * on the load), a couple unpacking in their new living room, a sofa carried by two or wrapped in a blanket, in seven
 * languages; the outside of a house is the house's
 * front, never a house drawn as a thing there; boxes carried in a warehouse stay the warehouse's.
 */
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import type { Aspect } from '../../lambdas/render/spec';
import { bodyPixelsNear } from '../support/pixel-counts';
import { composeScene, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

const LOADING: string[] = [
  'Movers carrying boxes into a house',
  'Movers loading boxes into a van outside a house',
  'Two removal men carrying boxes to the van',
  'A moving crew unloading the van on moving day',
  'Removals team loading the truck on the driveway',
  'Operarios de mudanzas cargando la furgoneta',
  'Los mudanceros llevan cajas al camión de mudanzas',
  'Des déménageurs portent des cartons devant la maison',
  'Les déménageurs chargent le camion',
  'Umzugshelfer tragen Kartons vor dem Haus',
  'Die Umzugsfirma belädt den Transporter',
  'I traslocatori caricano il furgone',
  'Traslocatori portano scatoloni davanti alla casa',
  'Carregadores levam caixas para o caminhão',
  'A equipa de mudanças carrega a carrinha',
  'Verhuizers dragen dozen naar de verhuiswagen',
  'De verhuizers laden het busje voor het huis',
];
const UNPACKING: string[] = [
  'A couple unpacking boxes in their new living room',
  'A young family unpacking in their new home',
  'Una pareja desempacando cajas en su nuevo salón',
  'Un couple déballe les cartons dans leur nouveau salon',
  'Ein Paar packt die Kartons im neuen Wohnzimmer aus',
  'Una coppia disfa gli scatoloni nel nuovo soggiorno',
  'Um casal desempacota caixas na nova sala',
  'Een stel pakt de dozen uit in hun nieuwe woonkamer',
];
const SOFA: string[] = [
  'Two movers carrying a sofa to a van',
  'Movers carrying furniture into the living room',
  'Dos operarios de mudanzas llevan el sofá',
  'Des déménageurs portent le canapé devant la maison',
  'Umzugshelfer tragen das Sofa vor dem Haus',
  'Traslocatori portano il divano',
  'Carregadores levam o sofá para a casa nova',
  'Verhuizers dragen de bank naar binnen',
];
const WRAPPING: string[] = [
  'Movers wrapping a sofa in a living room',
  'A removal man wrapping the furniture in moving blankets',
  'Los operarios de mudanzas envuelven los muebles en mantas',
  'Des déménageurs emballent le canapé',
  'Umzugshelfer verpacken die Möbel',
  'I traslocatori imballano il divano',
  'Os carregadores embrulham o sofá',
  'De verhuizers pakken de bank in',
];
const OUTSIDE: string[] = [
  'A plumber ringing the doorbell of a house with a toolbox',
  'A cleaner holding a toolbox outside a house',
  'A van parked outside a house',
  'A family in front of their new house',
  'A courier on the driveway',
  'Un fontanero delante de la casa',
  'Un électricien devant la maison',
  'Ein Gärtner vor dem Haus',
  'Un idraulico davanti alla casa',
  'Um eletricista em frente da casa',
  'Een loodgieter voor het huis',
];
const ASPECTS: Aspect[] = ['9:16', '16:9'];
const cases = (prompts: string[]) => prompts.flatMap((p) => ASPECTS.map((a) => [`${p} (${a})`, p, a] as const));

/** The pose's one picture of people (movers and van, or the couple and their boxes), and nothing laid beside it: no house icon, no table. */
async function expectOnePicture(prompt: string, pose: string, setting: string, aspect: Aspect) {
  const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
  expect([scene.pose, scene.setting]).toEqual([pose, setting]);
  expect(layout.placed.filter((p) => isPerson(scene, p)).map((p) => withoutLook(p.picture).split(':').slice(0, 2).join(':'))).toEqual([`body:${pose}`]);
  expect(layout.placed.filter((p) => !isPerson(scene, p)).map((p) => scene.things[p.thing]!.concept)).toEqual([]);
}

describe('a move is the removals firm\'s picture: the van loaded at the house, boxes unpacked at home', () => {
  it.each(cases(LOADING))('loading: %s', (_, prompt, aspect) => expectOnePicture(prompt, 'loading-van', 'house', aspect));
  it.each(cases(UNPACKING))('unpacking: %s', (_, prompt, aspect) => expectOnePicture(prompt, 'unpacking', 'home', aspect));

  it.each(SOFA)('a sofa is carried by two movers: %s', (prompt) => {
    const { scene } = readScene(prompt);
    expect(scene.pose).toBe('carrying-sofa');
    expect(scene.things.map((t) => t.concept)).not.toContain('sofa');
  });
  it.each(WRAPPING)('furniture is wrapped in a blanket at home: %s', (prompt) => {
    const { scene } = readScene(prompt);
    expect([scene.pose, scene.setting]).toEqual(['wrapping-furniture', 'home']);
  });

  it.each(OUTSIDE)('outside a house is its front, with no house drawn as a thing: %s', (prompt) => {
    const { scene } = readScene(prompt);
    expect(scene.setting).toBe('house');
    expect(scene.things.map((t) => t.concept)).not.toContain('house');
  });

  it('boxes carried in a warehouse stay the warehouse\'s, a van is loaded at a depot, and a suitcase unpacked in a hotel room is no move', () => {
    expect([readScene('Movers carrying boxes in a warehouse').scene.pose, readScene('Movers carrying boxes in a warehouse').scene.setting]).toEqual(['carrying', 'warehouse']);
    expect(readScene('A guest unpacking a suitcase in a hotel room').scene.pose).not.toBe('unpacking');
    // A van loaded at a depot is loaded in its bay, not moved to a house.
    const depot = readScene('A driver loading a van at the depot').scene;
    expect([depot.pose, depot.setting]).toEqual(['loading-van', 'warehouse']);
  });

  it('the van is drawn white with its blue stripe and boxes stacked in its open side; the unpacking has open boxes and a lamp', async () => {
    const van = await bodyPixelsNear('body:loading-van:hivis', '#f4f6f8');
    const stripe = await bodyPixelsNear('body:loading-van:hivis', '#1f6fb2');
    const cargo = await bodyPixelsNear('body:loading-van:hivis', '#4a4f58');
    const boxes = await bodyPixelsNear('body:loading-van:hivis', '#dc9a55');
    expect({ van: van > 2000, stripe: stripe > 200, cargo: cargo > 200, boxes: boxes > 1500 }).toEqual({ van: true, stripe: true, cargo: true, boxes: true });
    const shade = await bodyPixelsNear('body:unpacking:casual', '#f6e7c1');
    const flaps = await bodyPixelsNear('body:unpacking:casual', '#e3a862');
    expect({ shade: shade > 150, flaps: flaps > 100 }).toEqual({ shade: true, flaps: true });
    const carried = await bodyPixelsNear('body:carrying-sofa:hivis', '#2a7f8e');
    const wrapped = await bodyPixelsNear('body:wrapping-furniture:hivis', '#3b5ba5');
    const bareArm = await bodyPixelsNear('body:wrapping-furniture:hivis', '#2a7f8e');
    expect({ carried: carried > 1500, wrapped: wrapped > 1500, bareArm: bareArm > 100 && bareArm < wrapped / 3 }).toEqual({ carried: true, wrapped: true, bareArm: true });
  });
});
