/**
 * Issue 23: a fire drill's steps, in any of the planner's languages, are pictured as the drill (step-pictures.ts,
 * task-step-glosses.ts) and drawn so by the engine: the alarm heard, the desk left, the stairs and not the lift, the assembly point. A step that opens on
 * its moment ("When you hear the alarm") is pictured as what it names, never as "doing this step".
 */
import { describe, expect, it } from 'vitest';
import { stepGloss } from '../../../lambdas/core/planning/step-glosses';
import { stepPicture } from '../../../lambdas/core/planning/step-pictures';
import { completeScene } from '../../../lambdas/render/compose/complete-scene';
import { parsePrompt } from '../../../lambdas/render/compose/parse-prompt';

const OFFICE = { who: 'an office worker', place: 'in an office' };
/** The pose the engine draws for a step's picture. */
const drawn = (step: string, language: string) => completeScene(parsePrompt(stepPicture(step, OFFICE, language))).pose;

describe('a fire drill’s steps in other languages are pictured as the drill', () => {
  it.each([
    ['de', 'Alarm hören', 'hearing-alarm'],
    ['de', 'Arbeit sofort unterbrechen', 'leaving-desk'],
    ['de', 'Treppe statt Aufzug nehmen', 'taking-stairs'],
    ['de', 'Am Sammelplatz melden', 'assembly-point'],
    ['fr', 'Quittez votre poste', 'leaving-desk'],
    ['fr', 'Prenez l’escalier, pas l’ascenseur', 'taking-stairs'],
    ['fr', 'Rejoignez le point de rassemblement', 'assembly-point'],
    // "Escucha" alone is listening to someone: with the alarm it is the alarm heard.
    ['es', 'Escucha la alarma', 'hearing-alarm'],
    ['es', 'Baja por las escaleras y no uses el ascensor', 'taking-stairs'],
    ['es', 'Ve al punto de encuentro', 'assembly-point'],
    ['it', 'Lascia la postazione', 'leaving-desk'],
    ['it', 'Usa le scale, non l’ascensore', 'taking-stairs'],
    ['it', 'Raggiungi il punto di raccolta', 'assembly-point'],
    ['pt', 'Pare o trabalho', 'leaving-desk'],
    ['pt', 'Desça pelas escadas, não use o elevador', 'taking-stairs'],
    ['pt', 'Dirija-se ao ponto de encontro', 'assembly-point'],
    ['nl', 'Verlaat je werkplek', 'leaving-desk'],
    ['nl', 'Neem de trap, niet de lift', 'taking-stairs'],
    ['nl', 'Meld je bij de verzamelplaats', 'assembly-point'],
  ])('%s: %s', (language, step, pose) => {
    expect(stepPicture(step, OFFICE, language)).not.toMatch(/doing this step/u);
    expect(drawn(step, language)).toBe(pose);
  });

  it('listening to someone is still listening', () => {
    expect(stepGloss('Escucha al cliente sin interrumpir', 'es')).toBe('listening to them');
  });
});

describe('an English step that opens on its moment is pictured as what it names', () => {
  it.each([
    ['When you hear the alarm', 'An office worker hearing the alarm, in an office'],
    ['As soon as you notice smoke, raise the alarm', 'An office worker noticing smoke and raising the alarm, in an office'],
  ])('%s', (step, picture) => expect(stepPicture(step, OFFICE, 'en-GB')).toBe(picture));
});
