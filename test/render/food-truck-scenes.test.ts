/**
 * Issue 23, from a food truck's brief ("Tacos El Güero"): a food truck is drawn as street-food businesses show it,
 * its serving hatch open under a striped awning, a menu board beside it, parked where the prompt puts it; the cook
 * at the grill framed by the hatch, food handed down over its ledge, customers queuing at it or eating before it.
 * Before, "customers queuing at a food truck" drew a shop beside a toy van and the cook's hand-over a kitchen's.
 */
import { describe, expect, it } from 'vitest';
import { planFromBrief } from '../../lambdas/core/planning/builtin-planner';
import { planInputOf } from '../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../lambdas/core/render/request-schema';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { TRUCK_COLOURS } from '../../lambdas/render/illustrations/food-truck';
import { bodyPixelsNear } from '../support/pixel-counts';
import { expectDrawnAtTheJob } from '../support/scene-compose';

/** Prompt, the truck's picture it is drawn as, in seven languages and the two the engine also reads. */
const AT_THE_TRUCK: [prompt: string, pose: string][] = [
  ['A cook grilling at the hot grill inside a food truck, seen through its open serving hatch', 'truck-grilling'],
  ['The cook grilling carne asada at a food truck on a beach', 'truck-grilling'],
  ['a chef cooking burgers in a burger van at a festival', 'truck-grilling'],
  ['A cook handing food through the serving hatch of a food truck to a smiling customer on a beach', 'truck-handing'],
  ['a barista serving coffee from a coffee van in the park', 'truck-handing'],
  ['A food truck parked on a beach with its serving hatch open, customers queuing at the hatch', 'truck-queue'],
  ['people lining up at a taco truck on a busy street', 'truck-queue'],
  ['A customer looking at the menu board beside the serving hatch of a food truck', 'truck-queue'],
  ['Customers eating tacos at the hatch of a food truck on a beach', 'truck-eating'],
  ['Un cocinero asando en la plancha dentro de un food truck, visto por la ventanilla abierta', 'truck-grilling'],
  ['Un cocinero entregando comida por la ventanilla de un food truck a una clienta sonriente', 'truck-handing'],
  ['Clientes haciendo cola en un camión de comida en la playa', 'truck-queue'],
  ['Clientes comiendo tacos junto a un food truck', 'truck-eating'],
  ['Un cuisinier au grill dans un food truck, vu par le comptoir ouvert', 'truck-grilling'],
  ['Des clients qui font la queue devant un food truck', 'truck-queue'],
  ['Ein Koch am heißen Grill in einem Foodtruck', 'truck-grilling'],
  ['Kunden stehen Schlange an einem Foodtruck', 'truck-queue'],
  ['Un cuoco alla griglia dentro un food truck', 'truck-grilling'],
  ['I clienti fanno la fila davanti a un food truck', 'truck-queue'],
  ['Um cozinheiro a grelhar dentro de uma carrinha de comida', 'truck-grilling'],
  ['Clientes na fila de uma carrinha de comida', 'truck-queue'],
  ['Een kok aan de hete grill in een foodtruck', 'truck-grilling'],
  ['Klanten in de rij bij een foodtruck', 'truck-queue'],
  ['キッチンカーに並ぶお客さん', 'truck-queue'],
];

describe('a food truck', () => {
  it.each(AT_THE_TRUCK)('%s → %s', (prompt, pose) => {
    expect(new Set(AT_THE_TRUCK.map(([, p]) => p)).size).toBe(4);
    expect(readScene(prompt).scene.pose).toBe(pose);
  });

  it('is parked where the prompt puts it: a beach, a park; a street when it names none', () => {
    expect(readScene('A food truck parked on a beach with customers queuing').scene.setting).toBe('beach');
    expect(readScene('a barista serving coffee from a coffee van in the park').scene.setting).toBe('park');
    expect(readScene('Un cuoco alla griglia dentro un food truck').scene.setting).toBe('street');
  });

  it('is drawn whole in its picture: the cook alone, nothing drawn again beside them (no van, no table)', async () => {
    await expectDrawnAtTheJob('The cook grilling carne asada at a food truck on a beach', '16:9', 'truck-grilling', 'body:truck-grilling:whites');
    await expectDrawnAtTheJob('A cook handing tacos through the serving hatch of a food truck', '9:16', 'truck-handing', 'body:truck-handing:whites');
  });

  it.each(['truck-grilling:whites', 'truck-handing:whites', 'truck-queue:casual', 'truck-eating:casual'])('%s draws the truck, its open hatch, awning and menu board', async (picture) => {
    const px = (hex: string) => bodyPixelsNear(`body:${picture}`, hex);
    expect(await px(TRUCK_COLOURS.body)).toBeGreaterThan(8000);
    expect(await px(TRUCK_COLOURS.inside)).toBeGreaterThan(1500);
    expect(await px(TRUCK_COLOURS.awning)).toBeGreaterThan(800);
    expect(await px(TRUCK_COLOURS.board)).toBeGreaterThan(300);
  });

  it('is needed: queuing at a bank, grilling in a restaurant, a delivery van and eating on a bench draw no truck', () => {
    expect(readScene('people queuing at the bank').scene.pose).not.toMatch(/^truck-/);
    expect(readScene('a chef grilling steaks in a restaurant kitchen').scene.pose).toBe('grilling');
    expect(readScene('a courier handing a parcel to a customer at the door').scene.pose).not.toMatch(/^truck-/);
    expect(readScene('friends eating tacos on a bench').scene.pose).not.toMatch(/^truck-/);
    // Food handed over with no truck named is a hand-over.
    expect(readScene('Un serveur qui tend à manger à un client au comptoir').scene.pose).toBe('handing');
    expect(readScene('Eine Mutter, die ihrem Kind Essen reicht, in der Küche').scene.pose).toBe('handing');
  });

  it('every shot a food truck’s plan adds is drawn as the truck, its hatch handing food out among them, in seven languages', () => {
    const briefs: [string, string][] = [
      ['Ad for Bun Run, a burger van at festivals across Yorkshire. Smash burgers and loaded fries, cooked to order.', 'en'],
      ['Anuncio para La Chula, un food truck de arepas en Madrid. Ven a probar nuestras arepas rellenas los sábados.', 'es'],
      ['Publicité pour Le Camion Gourmand, un food truck de crêpes à Lyon. Retrouvez-nous chaque midi place Bellecour.', 'fr'],
      ['Werbung für Wurstmobil, ein Foodtruck mit Currywurst in Berlin. Jeden Freitag am Alexanderplatz.', 'de'],
      ['Spot per Piadina Express, un food truck di piadine a Rimini. Ti aspettiamo sul lungomare ogni sera d’estate.', 'it'],
      ['Anúncio para o Bifana Boa, uma carrinha de comida em Lisboa. Bifanas quentes todos os dias junto ao rio.', 'pt'],
      ['Advertentie voor Friet Fatale, een foodtruck met verse friet in Utrecht. Elke zaterdag op de markt.', 'nl'],
    ];
    for (const [brief, language] of briefs) {
      const request = parseRenderRequest({ brief, duration_sec: 30, aspect: '16:9', language });
      const plan = planFromBrief(planInputOf({ ...request, brief: request.brief! }));
      const poses = plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => readScene(s.prompt!).scene.pose);
      expect(poses.every((p) => p?.startsWith('truck-')), `${language}: ${poses.join(', ')}`).toBe(true);
      expect(poses, language).toContain('truck-handing');
      expect(poses, language).toContain('truck-grilling');
    }
  });
});
