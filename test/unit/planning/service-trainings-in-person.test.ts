/**
 * Customer-service trainings are pictured where their customers are served: staff named without the phone serve them
 * in person, at a shop's counter, a front desk or a restaurant (service-channels.ts), and every step is its own
 * picture there (listened to, apologised to, the solution, the follow-up); a call or contact centre, a helpline or
 * calls say the phone. An espresso machine's close-down is each step at the machine, the backflush included. In
 * en/es/fr/de/it/pt/nl; each plan's step pictures are read by the engine as the poses it draws.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../../lambdas/render/compose/clauses';
import { stepGloss } from '../../../lambdas/core/planning/step-glosses';
import { trainingTool } from '../../../lambdas/core/planning/training-tools';
import { planOf } from './plan-of';

/** The pictures of a plan's steps, and the poses the engine draws for them. */
const stepPictures = (body: Record<string, unknown>) => {
  const prompts = planOf({ kind: 'training', duration_sec: 45, ...body }).plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt!);
  return { prompts, poses: prompts.map((p) => composeScene(p).scene.pose) };
};

const IN_PERSON = ['complaint-listening', 'complaint-apologising', 'complaint-solving', 'complaint-following-up'];
const STEPS = {
  en: 'listen without interrupting, apologise sincerely, offer a solution, and follow up within 24 hours.',
  es: '1. Escucha al cliente sin interrumpir. 2. Pide disculpas. 3. Ofrece una solución. 4. Haz un seguimiento en 24 horas.',
  fr: "1. Écoutez le client sans l'interrompre. 2. Excusez-vous sincèrement. 3. Proposez une solution. 4. Assurez le suivi sous 24 heures.",
  de: '1. Hören Sie dem Kunden zu, ohne zu unterbrechen. 2. Entschuldigen Sie sich aufrichtig. 3. Bieten Sie eine Lösung an. 4. Fassen Sie innerhalb von 24 Stunden nach.',
  it: '1. Ascolta il cliente senza interrompere. 2. Chiedi scusa. 3. Offri una soluzione. 4. Ricontatta il cliente entro 24 ore.',
  pt: '1. Ouça o cliente sem interromper. 2. Peça desculpa. 3. Ofereça uma solução. 4. Faça o acompanhamento em 24 horas.',
  nl: '1. Luister naar de klant zonder te onderbreken. 2. Bied oprecht je excuses aan. 3. Bied een oplossing aan. 4. Bel de klant binnen 24 uur terug.',
};

describe('customer service named without the phone is in person, each step its own picture at the counter', () => {
  it.each([
    ['en', `A 45-second training for customer service staff on handling a complaint: ${STEPS.en}`, /^A shop assistant .*, in a shop\./u],
    ['es', `Formación de 45 segundos para el personal de atención al cliente: cómo gestionar una queja. ${STEPS.es}`, /^A shop assistant .*, in a shop\./u],
    ['fr', `Formation de 45 secondes pour le personnel du service client : gérer une réclamation. ${STEPS.fr}`, /^A shop assistant .*, in a shop\./u],
    ['de', `45-Sekunden-Schulung für Kundenservice-Mitarbeiter: Umgang mit Beschwerden. ${STEPS.de}`, /^A shop assistant (?:listening|apologising|offering|calling)/u],
    ['it', `Formazione di 45 secondi per il personale del servizio clienti del negozio: gestire un reclamo. ${STEPS.it}`, /^A shop assistant .*, in a shop\./u],
    ['pt', `Formação de 45 segundos para a equipa de atendimento ao cliente da loja: como tratar uma reclamação. ${STEPS.pt}`, /^A shop assistant .*, in a shop\./u],
    ['nl', `Training van 45 seconden voor klantenservicemedewerkers in de winkel: omgaan met een klacht. ${STEPS.nl}`, /^A shop assistant .*, in a shop\./u],
    ['en', `A 45-second training for hotel front desk staff on handling a guest complaint: ${STEPS.en}`, /^A receptionist .*, at a reception desk\./u],
  ])('%s: %s', (language, brief, picture) => {
    const { prompts, poses } = stepPictures({ brief, language });
    for (const prompt of prompts) expect(prompt).toMatch(picture);
    expect(poses).toEqual(IN_PERSON);
  });

  it.each([
    'A 40-second training for call centre agents on handling a complaint on the phone: ',
    'A 40-second training for our helpline staff on handling a complaint: ',
    'A 40-second training for customer service staff who take calls all day, on handling a complaint: ',
  ])('the phone named is a call centre’s: %s', (opening) => {
    const { prompts, poses } = stepPictures({ brief: `${opening}${STEPS.en}`, duration_sec: 40 });
    for (const prompt of prompts) expect(prompt).toMatch(/^A call centre agent .*, in a call centre\./u);
    expect(poses).toEqual(['call-listening', 'call-speaking', 'call-speaking', 'call-speaking']);
  });

  it('a step that follows up by phone leaves the others in person', () => {
    const { prompts } = stepPictures({ brief: 'A 45-second training for customer service staff on handling a complaint: listen without interrupting, apologise sincerely, offer a solution, and follow up by phone within 24 hours.' });
    for (const prompt of prompts) expect(prompt).toMatch(/^A shop assistant /u);
  });

  it('a visitor welcomed at reception, in French: the receptionist at the desk, never "a person in a bright workplace"', () => {
    const { prompts } = stepPictures({
      brief: "Formation de 40 secondes pour les nouveaux employés : accueillir un visiteur à la réception. 1. Saluez le visiteur avec le sourire. 2. Demandez-lui son nom. 3. Remettez-lui un badge. 4. Prévenez la personne qu'il vient voir.",
      language: 'fr',
      duration_sec: 40,
    });
    for (const prompt of prompts) expect(prompt).toMatch(/^A receptionist .*, at a hotel reception desk\./u);
  });

  it('a German follow-up said with a separable verb is glossed; complaints handled are no tool', () => {
    expect(stepGloss('Fassen Sie innerhalb von 24 Stunden nach', 'de')).toBe('calling the customer back');
    expect(stepGloss('Bel de klant binnen 24 uur terug', 'nl')).toBe('calling the customer back');
    expect(trainingTool('Umgang mit Beschwerden', 'de')).toBeUndefined();
    expect(trainingTool('handling angry customers', 'en')).toBeUndefined();
    expect(trainingTool('Umgang mit dem Hubwagen', 'de')).toEqual({ picture: 'the Hubwagen' });
  });
});

describe('an espresso machine’s close-down is each step at the machine', () => {
  it('brief 9 (es): the group purged, the portafilter, the steam wand, the drip tray, never a table wiped', () => {
    const { poses } = stepPictures({
      brief: 'Formación de 45 segundos para baristas: cómo limpiar la máquina de café al cierre. 1. Purga el grupo. 2. Limpia el portafiltros con detergente. 3. Limpia la lanceta de vapor. 4. Vacía la bandeja de goteo.',
      language: 'es',
    });
    expect(poses).toEqual(['purging-group', 'soaking-portafilter', 'wiping-wand', 'emptying-drip-tray']);
  });

  it.each([
    ['en', 'A 45-second training for baristas on closing down the espresso machine: 1. Purge the group head. 2. Backflush with a blind basket. 3. Soak the portafilter in detergent. 4. Wipe the steam wand. 5. Empty the drip tray.'],
    ['de', '45-Sekunden-Schulung für Baristas: die Kaffeemaschine zum Feierabend reinigen. 1. Brühgruppe durchspülen. 2. Mit dem Blindsieb rückspülen. 3. Siebträger einweichen. 4. Dampflanze abwischen. 5. Tropfschale leeren.'],
  ])('%s: five steps, five pictures at the machine', (language, brief) => {
    const { poses } = stepPictures({ brief, language, duration_sec: 60 });
    expect(poses).toEqual(['purging-group', 'backflushing', 'soaking-portafilter', 'wiping-wand', 'emptying-drip-tray']);
  });
});
