import { describe, expect, it } from 'vitest';
import { readBrief } from '../../../lambdas/core/planning/brief-text';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { planInputOf, type Plan } from '../../../lambdas/core/planning/planner';
import { doing, isInstruction, isScreenStep, stepPicture, stepScene } from '../../../lambdas/core/planning/step-pictures';
import { trainingHeading } from '../../../lambdas/core/planning/training-headings';
import { TRAINING_ASKED_AS_AD } from '../../../lambdas/core/planning/training-plan';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

/**
 * Issue 23: training briefs read the way trainers write them ("60-second training for call centre
 * agents on handling an angry customer: …"), titled by their topic and never their length, and
 * each step pictured where the work is done: a call centre, an office's shredder, a forklift.
 */

function planOf(body: Record<string, unknown>): Plan {
  const request = parseRenderRequest({ aspects: ['9:16'], ...body });
  return planFromBrief(planInputOf({ ...request, brief: request.brief! }));
}

const CALL_CENTRE = '60-second training for call centre agents on handling an angry customer: listen without interrupting, apologise once, restate the problem, offer two options, confirm the next step.';
const DATA = '30-second training for office staff: keep customer data safe. Lock your screen when you leave your desk. Never share your password. Shred printed customer records. Report a lost laptop at once.';
const FORKLIFT = '45-second training for warehouse staff: forklift safety. 1. Check the forks and tyres before every shift. 2. Wear your seatbelt. 3. Sound the horn at every blind corner. 4. Never carry passengers.';

describe('a training heading gives the topic and the audience, never the length', () => {
  it.each([
    ['en', CALL_CENTRE, 'handling an angry customer', 'call centre agents'],
    ['en', '30-second training for office staff: keep customer data safe.', 'keep customer data safe', 'office staff'],
    ['en', '45-second training for warehouse staff: forklift safety.', 'forklift safety', 'warehouse staff'],
    ['en', 'A 2-minute training video for new hires on fire safety.', 'fire safety', 'new hires'],
    ['en', 'Training: forklift safety for warehouse staff', 'forklift safety', 'warehouse staff'],
    ['en', 'Forklift safety training for warehouse staff', 'Forklift safety', 'warehouse staff'],
    ['en', 'One-minute induction for kitchen porters about knife safety', 'knife safety', 'kitchen porters'],
    ['en', 'Training for staff on the shop floor: greeting customers', 'greeting customers', 'staff on the shop floor'],
    ['en', 'Please make a 60-second training video for new staff on forklift safety', 'forklift safety', 'new staff'],
    ['en', '60-second forklift safety training for warehouse staff', 'forklift safety', 'warehouse staff'],
    ['en', '5-minute fire safety refresher for office staff', 'fire safety', 'office staff'],
    ['de', '60-Sekunden-Schulung für Callcenter-Mitarbeitende zum Umgang mit verärgerten Kunden: zuhören, entschuldigen, wiederholen.', 'Umgang mit verärgerten Kunden', 'Callcenter-Mitarbeitende'],
    ['de', 'Schulung: Staplersicherheit für Lagerpersonal', 'Staplersicherheit', 'Lagerpersonal'],
    ['de', '30-Sekunden-Schulung für Büropersonal: Kundendaten schützen.', 'Kundendaten schützen', 'Büropersonal'],
    ['fr', 'Formation de 30 secondes pour le personnel de bureau : protéger les données clients.', 'protéger les données clients', 'le personnel de bureau'],
    ['fr', "Formation de 60 secondes pour les agents du centre d'appels sur la gestion d'un client en colère : écoutez, excusez-vous, reformulez.", "la gestion d'un client en colère", "les agents du centre d'appels"],
    ['fr', 'Formation sécurité incendie pour le personnel', 'sécurité incendie', 'le personnel'],
    ['es', 'Formación de 45 segundos para el personal de almacén: seguridad con carretillas elevadoras.', 'seguridad con carretillas elevadoras', 'el personal de almacén'],
    ['es', 'Formación sobre protección de datos para el personal de oficina', 'protección de datos', 'el personal de oficina'],
    ['es', 'Formación: atención a clientes enfadados para agentes del centro de llamadas', 'atención a clientes enfadados', 'agentes del centro de llamadas'],
  ])('%s: %s', (language, heading, topic, audience) => {
    expect(trainingHeading(heading, language)).toEqual({ topic, audience });
  });

  it('a heading without a training format word, or in a language without one, gives nothing', () => {
    expect(trainingHeading('A 20-second ad for Ironworks Gym: personal training from £30 a session.', 'en')).toEqual({});
    expect(trainingHeading('Check the forks and tyres before every shift.', 'en')).toEqual({});
    expect(trainingHeading('Schulung: Staplersicherheit für Lagerpersonal', 'ja')).toEqual({});
  });

  it('a training brief’s topic is its heading’s, an instruction taught as a how-to; an advert’s reading is unchanged', () => {
    expect(readBrief(CALL_CENTRE, 'en', 'training')).toMatchObject({ topic: 'handling an angry customer', audience: 'call centre agents' });
    expect(readBrief(CALL_CENTRE, 'en', 'training').howTo).toBeUndefined();
    expect(readBrief(DATA, 'en', 'training')).toMatchObject({ topic: 'how to keep customer data safe', howTo: 'how to keep customer data safe', audience: 'office staff' });
    expect(readBrief(FORKLIFT, 'en', 'training')).toMatchObject({ topic: 'forklift safety', audience: 'warehouse staff' });
    expect(readBrief(FORKLIFT, 'en', 'ad').howTo).toBeUndefined();
  });

  it('the heading is the title and intro, never said again as a point', () => {
    const plan = planOf({ brief: 'Formation sécurité incendie pour le personnel. 1. Repérez les sorties. 2. Déclenchez l’alarme. 3. Évacuez calmement.', kind: 'training', language: 'fr', duration_sec: 30 });
    expect(plan.title).toBe('Sécurité incendie');
    expect(plan.scenes.map((s) => s.script ?? '').join(' ')).not.toMatch(/Formation sécurité incendie pour le personnel/);
  });

  it('the length in a French or Spanish heading is no figure of the brief', () => {
    for (const [brief, language] of [
      ['Formación de 45 segundos para el personal de almacén: seguridad con carretillas elevadoras. 1. Revisa las horquillas. 2. Abróchate el cinturón.', 'es'],
      ['Formation de 30 secondes pour le personnel de bureau : protéger les données clients. 1. Verrouillez votre écran. 2. Détruisez les documents imprimés.', 'fr'],
    ] as const) {
      expect(readBrief(brief, language, 'training').figures, brief).toEqual([]);
    }
  });

  it('an instruction opens on a verb before its object; a verb before one noun or an -ing word names a subject', () => {
    for (const t of ['keep customer data safe', 'Lock your screen', 'check the forks before every shift']) expect(isInstruction(t), t).toBe(true);
    for (const t of ['forklift safety', 'handling an angry customer', 'Return policy', 'report writing basics', 'Safe ladder use', 'Clean desk policy', 'Return to work procedure']) expect(isInstruction(t), t).toBe(false);
  });
});

describe('the three briefs, sent as training, read as written', () => {
  it('the call-centre brief is titled and introduced by its topic, its steps done by a call-centre agent in a call centre', () => {
    const plan = planOf({ brief: CALL_CENTRE, kind: 'training', duration_sec: 60 });
    expect(plan.title).toBe('Handling an angry customer: step by step');
    expect(plan.scenes[0]!.script).toMatch(/^This short training covers handling an angry customer\./);
    const pictures = plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt.split('. ')[0]);
    expect(pictures).toContain('A call centre agent restating the problem, in a call centre');
    expect(pictures.length).toBe(5);
    for (const p of pictures) expect(p).toMatch(/^A call centre agent \p{L}+ing .*, in a call centre$/u);
    expect(plan.title + plan.scenes.map((s) => s.script ?? '').join(' ')).not.toMatch(/60-second/i);
  });

  it('the data brief teaches how to keep customer data safe; shredding is pictured at a shredder, a lost laptop reported in person', () => {
    const plan = planOf({ brief: DATA, kind: 'training', duration_sec: 30 });
    expect(plan.title).toBe('How to keep customer data safe');
    expect(plan.scenes[0]!.script).toMatch(/^In this video you will learn how to keep customer data safe\./);
    const pictures = plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt.split('. ')[0]);
    expect(pictures).toEqual([
      'An office worker shredding printed customer records, a shredder in front of them, in an office',
      'An office worker reporting a lost laptop at once, in an office',
    ]);
  });

  it('the forklift brief’s steps are done by a forklift driver with the forklift in view', () => {
    const plan = planOf({ brief: FORKLIFT, kind: 'training', duration_sec: 45 });
    expect(plan.title).toBe('Forklift safety: step by step');
    const pictures = plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt.split('. ')[0]);
    expect(pictures).toEqual([
      'A forklift driver checking the forks and tyres before every shift, a forklift in front of them, in a warehouse',
      'A forklift driver wearing their seatbelt, a forklift in front of them, in a warehouse',
      'A forklift driver sounding the horn at every blind corner, a forklift in front of them, in a warehouse',
      'A forklift driver taking care not to carry passengers, a forklift in front of them, in a warehouse',
    ]);
  });

  it('the same briefs sent without kind are adverts whose notes say they read as training', () => {
    for (const [brief, duration_sec] of [[CALL_CENTRE, 60], [DATA, 30], [FORKLIFT, 45]] as const) {
      expect(planOf({ brief, duration_sec }).notes, brief).toContain(TRAINING_ASKED_AS_AD);
    }
    for (const brief of [
      '30-second training for warehouse staff: 1. Check the forks. 2. Wear your seatbelt.',
      'Formation de 30 secondes pour le personnel de bureau : protéger les données clients.',
      'Formación para agentes del centro de llamadas: escucha sin interrumpir.',
    ]) expect(planOf({ brief, duration_sec: 30 }).notes, brief).toContain(TRAINING_ASKED_AS_AD);
    // Training sold is no training video.
    expect(planOf({ brief: 'A 20-second ad for Ironworks Gym: personal training for busy managers from £30 a session.', duration_sec: 20 }).notes).not.toContain(TRAINING_ASKED_AS_AD);
  });
});

describe('steps pictured where the work is done', () => {
  it('call centres, contact centres and help desks are a call centre, in any language', () => {
    const scene = (brief: string) => stepScene(brief, [], undefined);
    for (const brief of ['Training for contact centre staff.', 'Training for IT help desk analysts.', 'Schulung für das Callcenter-Team.', "Formation pour les agents du centre d'appels.", 'Formación para el centro de llamadas.']) {
      expect(scene(brief), brief).toEqual({ who: 'a call centre agent', place: 'in a call centre' });
    }
    // A helpdesk account is software, not a place.
    expect(scene('How to onboard a new support agent. Create their helpdesk account.').place).toBe('in a bright workplace');
  });

  it('keeping customer data safe is office work, even for staff who serve customers', () => {
    expect(stepScene('Training for staff: keep customer data safe. Shred old records.', ['Shred old records'], 'staff')).toEqual({ who: 'an office worker', place: 'in an office' });
    expect(stepScene('Formación sobre protección de datos.', [], undefined).place).toBe('in an office');
  });

  it('a brief that names a forklift has its steps done by the driver with the forklift in view, whoever its audience', () => {
    expect(stepScene(FORKLIFT, [], 'warehouse staff')).toEqual({ who: 'a forklift driver', place: 'in a warehouse', thing: 'a forklift' });
    expect(stepScene('Schulung: Staplersicherheit für Lagerpersonal.', [], undefined)).toEqual({ who: 'a forklift driver', place: 'in a warehouse', thing: 'a forklift' });
    expect(stepScene('Formación: seguridad con carretillas elevadoras.', [], undefined).who).toBe('a forklift driver');
    // An office stapler is no forklift, whatever German calls one.
    expect(stepScene('Office induction for new staff. Refill the stapler. Restock the printer.', [], 'new staff')).toEqual({ who: 'an office worker', place: 'in an office' });
    expect(stepPicture('Abróchate el cinturón', { who: 'a forklift driver', place: 'in a warehouse' }, 'es', 'a forklift')).toBe('A forklift driver doing this step: Abróchate el cinturón, a forklift in front of them, in a warehouse');
  });

  it('more step verbs become actions; a step whose verb names its machine has it in view', () => {
    expect(doing('Shred printed customer records')).toBe('shredding printed customer records');
    expect(doing('Restate the problem')).toBe('restating the problem');
    expect(doing('De-escalate with a calm voice')).toBe('de-escalating with a calm voice');
    expect(doing('Log off before you leave')).toBe('logging off before they leave');
    expect(doing('Back up your files')).toBe('backing up their files');
    expect(doing('Encrypt every USB stick')).toBe('encrypting every USB stick');
    expect(doing('Transfer the caller to a supervisor')).toBe('transferring the caller to a supervisor');
    expect(stepPicture('Shred printed customer records', { who: 'an office worker', place: 'in an office' }, 'en')).toBe('An office worker shredding printed customer records, a shredder in front of them, in an office');
  });

  it('a lost laptop is reported, not used; a horn is sounded, not tapped on a screen', () => {
    expect(isScreenStep('Report a lost laptop at once')).toBe(false);
    expect(isScreenStep('Lock your laptop when you leave')).toBe(true);
    expect(isScreenStep('Toca el claxon en cada esquina ciega')).toBe(false);
    expect(isScreenStep('Toca el botón Enviar')).toBe(true);
  });
});
