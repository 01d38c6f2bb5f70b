import { describe, expect, it } from 'vitest';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { narrationCoverage, voiceFor } from '../../../lambdas/core/planning/narration-fit';
import { planInputOf, type Plan } from '../../../lambdas/core/planning/planner';
import { streetFoodLines, streetFoodShots } from '../../../lambdas/core/planning/street-food';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

/** Issue 23: a food truck's plan shows its truck, hatch, cook and queue, and says where to find it; never a room to step inside. */

const planOf = (brief: string, language: string, duration_sec = 30): { language: string; plan: Plan } => {
  const request = parseRenderRequest({ brief, duration_sec, aspect: '16:9', language });
  const input = planInputOf({ ...request, brief: request.brief! });
  return { language: input.language, plan: planFromBrief(input) };
};

const BRIEFS: readonly [brief: string, language: string][] = [
  ['30-second ad for Tacos El Güero, a food truck in Los Angeles. Show the cook grilling carne asada and customers eating tacos at the window. Find us on Venice Beach every weekend.', 'en'],
  ['Ad for Smokestack BBQ, a food truck serving pulled pork sandwiches in Austin. Follow us on Instagram to see where we park next.', 'en'],
  ['Ad for Bun Run, a burger van at festivals across Yorkshire. Smash burgers and loaded fries, cooked to order.', 'en'],
  ['Anuncio de 20 segundos para La Chula, un food truck de arepas en Madrid. Ven a probar nuestras arepas rellenas los sábados en el parque del Retiro.', 'es'],
  ['Publicité pour Le Camion Gourmand, un food truck de crêpes à Lyon. Retrouvez-nous chaque midi place Bellecour.', 'fr'],
  ['Werbung für Wurstmobil, ein Foodtruck mit Currywurst in Berlin. Jeden Freitag am Alexanderplatz, frisch und heiß.', 'de'],
  ['Spot per Piadina Express, un food truck di piadine a Rimini. Ti aspettiamo sul lungomare ogni sera d’estate.', 'it'],
  ['Anúncio para o Bifana Boa, uma carrinha de comida em Lisboa. Bifanas quentes todos os dias junto ao rio.', 'pt'],
  ['Advertentie voor Friet Fatale, een foodtruck met verse friet in Utrecht. Elke zaterdag op de markt.', 'nl'],
];

const plans = BRIEFS.map(([brief, language]) => planOf(brief, language));
const generated = (plan: Plan) => plan.scenes.filter((s) => s.type === 't2v_fast');

describe('a food truck’s plan', () => {
  it('is narrated for at least three quarters of its length, in seven languages', () => {
    expect(new Set(BRIEFS.map(([, l]) => l)).size).toBe(7);
    for (const { language, plan } of plans) {
      const coverage = narrationCoverage(voiceFor('espeak', language), plan.scenes.map((s) => s.script), plan.scenes.map((s) => s.duration_sec));
      expect(coverage, plan.title).toBeGreaterThanOrEqual(0.75);
    }
  });

  it('has no shot or line of an inside to step into or an entrance on a street', () => {
    const inside = /step inside|the inside of|the entrance of|entra en|el interior|la entrada|entrez dans|l’intérieur|l’entrée|treten sie ein|der eingang|ein heller raum|l’interno|l’ingresso|o interior|a entrada|het interieur|de ingang|charging point|loading bags/iu;
    for (const { plan } of plans) {
      for (const scene of plan.scenes) {
        expect(scene.prompt ?? '', plan.title).not.toMatch(inside);
        expect(scene.script ?? '', plan.title).not.toMatch(inside);
      }
    }
  });

  it('shows the truck with its hatch, in the brief’s language', () => {
    const hatch = /hatch|ventanilla|comptoir|luke|sportello|janela|luik/iu;
    for (const { plan } of plans) expect(generated(plan).some((s) => hatch.test(s.prompt ?? '')), plan.title).toBe(true);
    expect(generated(plans[3]!.plan).map((s) => s.prompt).join(' ')).toMatch(/food truck aparcado/);
    expect(generated(plans[5]!.plan).map((s) => s.prompt).join(' ')).toMatch(/Foodtruck/);
  });

  it('parks the truck where an English brief puts it', () => {
    expect(generated(plans[0]!.plan).map((s) => s.prompt).join(' ')).toMatch(/food truck parked on a beach/);
    expect(streetFoodShots('en')[0]!.picture).toMatch(/on a sunny street/);
  });

  it('sets an English brief’s own people at the truck: at its hatch for its window, else at the truck', () => {
    const prompts = generated(plans[0]!.plan).map((s) => s.prompt);
    expect(prompts[0]).toMatch(/^The cook grilling carne asada at a food truck on a beach/);
    expect(prompts[1]).toMatch(/^Customers eating tacos at the hatch of a food truck on a beach/);
  });

  it('says the truck’s own lines: where to find it, fresh off the grill', () => {
    expect(streetFoodLines('work', 'en')[0]).toBe('Fresh off the grill.');
    expect(streetFoodLines('inside', 'de')).toEqual(streetFoodLines('entrance', 'de'));
    expect(plans[0]!.plan.scenes.map((s) => s.script).join(' ')).toMatch(/Find us at the hatch/);
    expect(streetFoodLines('work', 'ja')).toEqual([]);
  });
});
