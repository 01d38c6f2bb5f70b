/**
 * Issue 23: a fire drill's steps, in any of the planner's languages, are pictured as the drill (step-pictures.ts,
 * step-glosses.ts): the alarm heard, the desk left, the stairs and not the lift, the assembly point. A step that opens on
 * its moment ("When you hear the alarm") is pictured as what it names, never as "doing this step".
 */
import { describe, expect, it } from 'vitest';
import { stepGloss } from '../../../lambdas/core/planning/step-glosses';
import { stepPicture } from '../../../lambdas/core/planning/step-pictures';

const OFFICE = { who: 'an office worker', place: 'in an office' };

describe('a fire drill’s steps in other languages are glossed as the drill', () => {
  it.each([
    ['de', 'Alarm hören', 'hearing the fire alarm'],
    ['de', 'Arbeit sofort unterbrechen', 'leaving the desk'],
    ['de', 'Treppe statt Aufzug nehmen', 'taking the stairs, not the lift'],
    ['de', 'Am Sammelplatz melden', 'reporting at the assembly point'],
    ['fr', 'Entendez l’alarme', 'hearing the fire alarm'],
    ['fr', 'Quittez votre poste', 'leaving the desk'],
    ['fr', 'Prenez l’escalier, pas l’ascenseur', 'taking the stairs, not the lift'],
    ['fr', 'Rejoignez le point de rassemblement', 'reporting at the assembly point'],
    // "Escucha" alone is listening to someone: with the alarm it is the alarm heard.
    ['es', 'Escucha la alarma', 'hearing the fire alarm'],
    ['es', 'Deja tu puesto', 'leaving the desk'],
    ['es', 'Baja por las escaleras y no uses el ascensor', 'taking the stairs, not the lift'],
    ['es', 'Ve al punto de encuentro', 'reporting at the assembly point'],
    ['it', 'Senti l’allarme', 'hearing the fire alarm'],
    ['it', 'Lascia la postazione', 'leaving the desk'],
    ['it', 'Usa le scale, non l’ascensore', 'taking the stairs, not the lift'],
    ['it', 'Raggiungi il punto di raccolta', 'reporting at the assembly point'],
    ['pt', 'Ouça o alarme', 'hearing the fire alarm'],
    ['pt', 'Pare o trabalho', 'leaving the desk'],
    ['pt', 'Desça pelas escadas, não use o elevador', 'taking the stairs, not the lift'],
    ['pt', 'Dirija-se ao ponto de encontro', 'reporting at the assembly point'],
    ['nl', 'Hoor het alarm', 'hearing the fire alarm'],
    ['nl', 'Verlaat je werkplek', 'leaving the desk'],
    ['nl', 'Neem de trap, niet de lift', 'taking the stairs, not the lift'],
    ['nl', 'Meld je bij de verzamelplaats', 'reporting at the assembly point'],
  ])('%s: %s', (language, step, gloss) => {
    expect(stepGloss(step, language)).toBe(gloss);
    expect(stepPicture(step, OFFICE, language)).toBe(`An office worker ${gloss} (${step}), in an office`);
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
