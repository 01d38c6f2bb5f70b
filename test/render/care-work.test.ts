/**
 * Issue 23, a physio clinic's and a doctor's care as given: a patient lying on the treatment table with the therapist's
 * hands on their back or raising their straight leg in an assisted stretch, the knee worked on the table, exercises with a
 * resistance band or on an exercise ball with the therapist at hand, a stethoscope to a patient (or a child) seated on the
 * examination couch; in seven languages, the therapist in their polo, the patient in their picture, nothing drawn twice.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import { BAND, PATIENT, TUBE } from '../../lambdas/render/illustrations/care-work';
import { bodyPixelsNear } from '../support/pixel-counts';
import { composeScene, expectDrawnAtTheJob, FRAMINGS, isPerson } from '../support/scene-compose';

/** Prompt, the pose it composes to, and who is in the scene (the one at work; the patient is in their picture). */
const PROMPTS: [string, string, string[]][] = [
  ["a chiropractor adjusting a patient's back", 'back-treatment', ['physio']],
  ["an osteopath treating a man's lower back", 'back-treatment', ['physio']],
  ['a sports therapist massaging her shoulder on the treatment table', 'back-treatment', ['physio']],
  ['Un quiropráctico masajeando la espalda de una paciente en la camilla', 'back-treatment', ['physio']],
  ['Un ostéopathe massant le dos d’un patient', 'back-treatment', ['physio']],
  ['Ein Chiropraktiker massiert den Rücken einer Patientin', 'back-treatment', ['physio']],
  ['Una fisioterapista massaggia la schiena di un paziente sul lettino', 'back-treatment', ['physio']],
  ['Um fisioterapeuta massajando as costas de um paciente na marquesa', 'back-treatment', ['physio']],
  ['Een fysiotherapeut masseert de rug van een patiënt op de behandeltafel', 'back-treatment', ['physio']],
  ['a patient getting a back massage', 'back-treatment', ['physio']],
  ["A sports physio assessing an athlete's shoulder", 'back-treatment', ['physio']],
  ['A patient receiving physiotherapy on a treatment table', 'treating', ['physio']],
  ['a patient on the treatment table having her hamstring stretched', 'assisted-stretch', ['physio']],
  ['A physiotherapist helping a runner stretch his knee inside a clinic', 'assisted-stretch', ['physio']],
  ["a physio stretching a patient's hamstring on the treatment table", 'assisted-stretch', ['physio']],
  ['a therapist raising her leg in an assisted stretch', 'assisted-stretch', ['physio']],
  ['Una fisioterapeuta estirando la pierna de un futbolista', 'assisted-stretch', ['physio']],
  ["Un kinésithérapeute étire la jambe d'un patient sur la table de massage", 'assisted-stretch', ['physio']],
  ['Ein Physiotherapeut dehnt das Bein eines Läufers auf der Behandlungsliege', 'assisted-stretch', ['physio']],
  ['Un fisioterapista allunga la gamba di un atleta', 'assisted-stretch', ['physio']],
  ['Uma fisioterapeuta levanta a perna de um paciente na marquesa', 'assisted-stretch', ['physio']],
  ['Een fysiotherapeut rekt het been van een hardloper', 'assisted-stretch', ['physio']],
  ['Un fisioterapeuta trabajando la rodilla de un paciente en la camilla', 'treating', ['physio']],
  ["a physio working on a footballer's knee", 'treating', ['physio']],
  ['A patient on a treatment table inside a physio clinic', 'treating', ['physio']],
  ['Un kiné travaillant le genou d’une patiente', 'treating', ['physio']],
  ['Ein Physiotherapeut behandelt das Knie eines Patienten auf der Behandlungsliege', 'treating', ['physio']],
  ['a patient doing exercises with a resistance band', 'band-exercise', ['patient']],
  ['an older man doing rehab exercises with an exercise band', 'band-exercise', ['elder']],
  ['a physiotherapist guiding a patient through resistance band exercises', 'band-guiding', ['physio']],
  ['Una paciente haciendo ejercicios con una banda elástica', 'band-exercise', ['patient']],
  ['Une patiente fait des exercices avec une bande élastique', 'band-exercise', ['patient']],
  ['Ein Patient trainiert mit einem Theraband', 'band-exercise', ['patient']],
  ['Un paziente fa esercizi con una banda elastica', 'band-exercise', ['patient']],
  ['Uma paciente a fazer exercícios com uma faixa elástica', 'band-exercise', ['patient']],
  ['Een patiënt doet oefeningen met een weerstandsband', 'band-exercise', ['patient']],
  ['a woman sitting on an exercise ball in a physio clinic', 'ball-exercise', ['woman']],
  ['a physio helping a patient balance on an exercise ball', 'ball-guiding', ['physio']],
  ['Una mujer sobre una pelota de ejercicio en la clínica de fisioterapia', 'ball-exercise', ['woman']],
  ['Eine Frau auf dem Gymnastikball in der Physiopraxis', 'ball-exercise', ['woman']],
  ['Een vrouw op een fitnessbal bij de fysiotherapeut', 'ball-guiding', ['physio']],
  ['a patient doing balance exercises on a wobble board', 'balance-board', ['patient']],
  ['Een fysiotherapeut met een patiënt op een balansbord', 'balance-guiding', ['physio']],
  ['Un paziente fa esercizi di equilibrio sulla tavoletta propriocettiva', 'balance-board', ['patient']],
  ['Eine Physiotherapeutin und eine Patientin bei Gleichgewichtsübungen auf dem Wackelbrett', 'balance-guiding', ['physio']],
  ['a doctor listening to a patient’s chest with a stethoscope', 'stethoscope-check', ['doctor']],
  ['a doctor examining a patient with a stethoscope', 'stethoscope-check', ['doctor']],
  ['a patient having a check-up with a stethoscope', 'stethoscope-check', ['doctor']],
  ['a GP checking a child with a stethoscope', 'stethoscope-child', ['doctor']],
  ['Un medico controlla il cuore di un bambino con lo stetoscopio', 'stethoscope-child', ['doctor']],
  ["a doctor listening to a child's chest with a stethoscope", 'stethoscope-child', ['doctor']],
  ['Una pediatra con el estetoscopio revisando a una niña', 'stethoscope-child', ['doctor']],
  ['Un médecin ausculte un patient avec son stéthoscope', 'stethoscope-check', ['doctor']],
  ['Eine Kinderärztin hört ein Kind mit dem Stethoskop ab', 'stethoscope-child', ['doctor']],
  ['Un medico ausculta un paziente con lo stetoscopio', 'stethoscope-check', ['doctor']],
  ['Uma médica auscultando uma criança com o estetoscópio', 'stethoscope-child', ['doctor']],
  ['Een huisarts luistert naar de borst van een patiënt met een stethoscoop', 'stethoscope-check', ['doctor']],
];

/** A nurse taking a patient's blood pressure, seated, the cuff on their arm: in every language. */
const BLOOD_PRESSURE = [
  "a nurse taking a patient's blood pressure",
  'Una enfermera tomando la tensión arterial a un paciente',
  "Une infirmière prend la tension d'un patient",
  'Eine Krankenschwester misst den Blutdruck einer Patientin',
  "Un'infermiera misura la pressione a un paziente",
  'Uma enfermeira mede a tensão arterial de um paciente',
  'Een verpleegster meet de bloeddruk van een patiënt',
];

describe('a clinic’s care composes to the care given, in seven languages', () => {
  it.each(BLOOD_PRESSURE)('%s → blood-pressure, the patient in the nurse’s picture', (prompt) => {
    const { scene } = readScene(prompt);
    expect(scene.pose).toBe('blood-pressure');
    expect(scene.things.map((t) => t.concept)).toEqual(['nurse']);
  });

  it.each(PROMPTS)('%s → %s', (prompt, pose, people) => {
    const { scene } = readScene(prompt);
    expect(scene.pose).toBe(pose);
    expect(scene.things.map((t) => t.concept)).toEqual(people);
  });

  it('a clinic or a physio room with no one named at work is care given: the stethoscope at the couch, the physio at the table', () => {
    expect(readScene('The inside of a clinic ready for the day, morning light').scene).toMatchObject({ setting: 'clinic', pose: 'stethoscope-check' });
    expect(readScene('Ein heller Raum in einer Kinderarztpraxis, am Morgen').scene).toMatchObject({ setting: 'clinic', pose: 'stethoscope-check' });
    expect(readScene('Een wachtkamer in de huisartsenpraktijk').scene.setting).toBe('clinic');
    // A child named at the clinic is the one listened to, at a child's size on the couch.
    expect(readScene('a young patient at the clinic').scene.pose).toBe('stethoscope-child');
    expect(readScene('El equipo trabajando en una clínica. Focus: Tratamiento en camilla.').scene.pose).toBe('treating');
    expect(readScene('El interior de una clínica. Focus: Estiramientos asistidos.').scene.pose).toBe('assisted-stretch');
    expect(readScene('A sports injury clinic').scene).toMatchObject({ setting: 'physio', pose: 'treating' });
  });

  it('other words for stretching, adjusting and checking are no care: a class stretches, a tie is adjusted, a car checked', () => {
    expect(readScene('friends stretching on yoga mats in the park').scene.pose).toBe('stretching');
    expect(readScene('Mujeres estirando en la playa').scene.pose).toBe('stretching');
    expect(readScene('a man adjusting his tie in the office').scene.pose).toBeNull();
    expect(readScene('a blood pressure check at the pharmacy').scene.pose).toBe('blood-pressure');
    expect(readScene('a mechanic checking the car’s engine').scene.pose).not.toBe('stethoscope-check');
    expect(readScene('a woman checking her phone').scene.pose).not.toBe('stethoscope-check');
  });

  it.each(['16:9', '9:16'] as const)('a team at the tables is one physio at one table (%s): tables side by side overlap', async (aspect) => {
    for (const prompt of ['two physios treating patients', 'El equipo trabajando en una clínica. Focus: Tratamiento en camilla.', 'three doctors listening with stethoscopes']) {
      const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
      expect(layout.placed.filter((p) => isPerson(scene, p)), prompt).toHaveLength(1);
    }
  });

  it.each([
    ["a chiropractor adjusting a patient's back", 'back-treatment', 'body:back-treatment:polo'],
    ['a physio stretching a patient’s leg on the treatment table', 'assisted-stretch', 'body:assisted-stretch:polo'],
    ['a physiotherapist guiding a patient through resistance band exercises', 'band-guiding', 'body:band-guiding:polo'],
    ['a doctor listening to a patient’s chest with a stethoscope', 'stethoscope-check', 'body:stethoscope-check:coat'],
  ])('%s is one picture, the patient, the table or the couch in it, the therapist in their polo', (prompt, pose, picture) =>
    expectDrawnAtTheJob(prompt, '9:16', pose, picture, { whole: true }),
  );
});

/** The box of the pixels near `hex` in a body picture drawn 240 px high. */
async function boxNear(picture: string, hex: string): Promise<{ w: number; h: number }> {
  const h = 240;
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const px = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const [r, g, b] = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < px.length; i += 4) {
    if (px[i + 3]! < 100 || Math.abs(px[i]! - r!) + Math.abs(px[i + 1]! - g!) + Math.abs(px[i + 2]! - b!) >= 30) continue;
    const [x, y] = [(i / 4) % canvas.width, Math.floor(i / 4 / canvas.width)];
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  }
  return { w: x1 - x0, h: y1 - y0 };
}

describe('the care is drawn: the table and the patient lying on it, the band, the stethoscope', () => {
  const TABLE_PAD = '#2f5d8a';
  it.each(['back-treatment', 'assisted-stretch'])('%s: the treatment table is drawn and the patient lies along it', async (pose) => {
    expect(await bodyPixelsNear(`body:${pose}:polo`, TABLE_PAD)).toBeGreaterThan(300);
    const patient = await boxNear(`body:${pose}:polo`, PATIENT.top);
    expect(patient.w).toBeGreaterThan(patient.h * 1.5);
  });

  it('the band is stretched between the two, in either one’s picture, and only there', async () => {
    for (const pose of ['band-exercise', 'band-guiding']) expect(await bodyPixelsNear(`body:${pose}:casual`, BAND)).toBeGreaterThan(150);
    expect(await bodyPixelsNear('body:ball-exercise:casual', BAND)).toBe(0);
  });

  it('the exercise ball and the wobble board are under the patient', async () => {
    expect(await bodyPixelsNear('body:ball-exercise:casual', '#3d6fb6')).toBeGreaterThan(800);
    expect(await bodyPixelsNear('body:balance-guiding:polo', '#2a9d8f')).toBeGreaterThan(40);
  });

  it('the stethoscope runs from the doctor’s ear to the patient, grown or a child', async () => {
    for (const pose of ['stethoscope-check', 'stethoscope-child']) expect(await bodyPixelsNear(`body:${pose}:coat`, TUBE)).toBeGreaterThan(60);
    expect(await bodyPixelsNear('body:blood-pressure:scrubs', TUBE)).toBe(0);
  });
});
