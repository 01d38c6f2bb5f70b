import { describe, expect, it } from 'vitest';
import { findSteps } from '../../../lambdas/core/planning/brief-steps';
import { coverage, planOf } from './plan-of';

/**
 * A training says each step once, in order (its card or its picture says it; the recap names them
 * all again), never "Here is what that looks like: <the step>" after its card; its pictures show
 * each step's action, never "doing this step"; narration still covers 70% of the video.
 */
const TRAININGS = [
  { language: 'en', brief: 'A 45-second training for shop staff on handling a refund: greet the customer, check the receipt, process the refund and thank them.' },
  { language: 'en', brief: 'A 40-second training for baristas on closing down: 1. Purge the group head. 2. Wipe the steam wand. 3. Empty the drip tray. 4. Switch off the grinder.' },
  { language: 'es', brief: 'Formación de 45 segundos para camareros: saluda al cliente, toma nota del pedido, sirve las bebidas y cobra la cuenta.' },
  { language: 'es', brief: 'Formación de 40 segundos para el cierre de la cafetería. 1. Apaga la cafetera. 2. Limpia la lanceta de vapor. 3. Vacía la bandeja de goteo. 4. Cierra la puerta con llave.' },
  { language: 'fr', brief: 'Formation de 45 secondes sur l’évacuation du bureau : écoutez l’alarme, arrêtez le travail, prenez l’escalier et rendez-vous au point de rassemblement.' },
  { language: 'de', brief: 'Eine 45-Sekunden-Schulung zur Räumung des Lagers: Maschine ausschalten, Notausgang benutzen, nicht rennen und am Sammelplatz warten.' },
  { language: 'it', brief: 'Formazione di 45 secondi sull’evacuazione: 1. Ascolta l’allarme. 2. Interrompi il lavoro. 3. Non usare l’ascensore. 4. Raggiungi il punto di raccolta.' },
  { language: 'pt', brief: 'Formação de 45 segundos para a equipa da loja sobre reclamações: ouça o cliente, peça desculpa, ofereça uma solução e acompanhe o caso.' },
  { language: 'nl', brief: 'Training van 45 seconden voor magazijnmedewerkers: zet de machine uit, ren niet, neem de trap en ga naar de verzamelplaats.' },
];

const normal = (text: string) => text.toLowerCase().replace(/[.!]+$/u, '').trim();

describe('a training says each step once, in order, and pictures its action', () => {
  it.each(TRAININGS)('$language: $brief', ({ language, brief }) => {
    const planned = planOf({ brief, language, kind: 'training', duration_sec: 45 });
    const { plan, input } = planned;
    const steps = findSteps(input.brief).map(normal);
    expect(steps.length).toBeGreaterThanOrEqual(4);
    const said = plan.scenes.filter((s) => s.role !== 'recap').map((s) => (s.script ?? '').toLowerCase());
    // Each step is said by exactly one scene before the recap, the steps in the brief's order.
    const where = steps.map((step) => said.flatMap((script, i) => (script.includes(step) ? [i] : [])));
    for (const [k, scenes] of where.entries()) expect(scenes, steps[k]).toHaveLength(1);
    expect(where.map(([i]) => i)).toEqual([...where.map(([i]) => i!)].sort((a, b) => a - b));
    for (const scene of plan.scenes) expect(scene.prompt).not.toMatch(/doing this step/u);
    expect(coverage(planned)).toBeGreaterThanOrEqual(0.7);
  });

  it('over a step’s picture after its card, the line says how it looks, each in its own words, never the step again', () => {
    const { plan } = planOf({ brief: TRAININGS[6]!.brief, language: 'it', kind: 'training', duration_sec: 45 });
    const demos = plan.scenes.filter((s) => s.role === 'demo').map((s) => s.script ?? '');
    expect(demos.length).toBeGreaterThanOrEqual(2);
    expect(demos.every((d) => !/:/u.test(d))).toBe(true);
    expect(new Set(demos.map((d) => d.split('.')[0])).size).toBe(demos.length);
  });
});
