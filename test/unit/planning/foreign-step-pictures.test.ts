import { describe, expect, it } from 'vitest';
import { findSteps } from '../../../lambdas/core/planning/brief-steps';
import { stepPicture } from '../../../lambdas/core/planning/step-pictures';
import { englishInstruction } from '../../../lambdas/core/planning/step-translations';

/**
 * Steps in Spanish, French, German, Italian, Portuguese and Dutch pictured as the action they ask
 * for, never "doing this step: …": a fire drill's, an espresso machine's close-down, a complaint's,
 * and any step the lexicon can say in English word by word. A step that says what not to do is
 * pictured as what is done; a comma list ending on "and" in those languages is as many steps.
 */
const OFFICE = { who: 'an office worker', place: 'in an office' };
const CAFE = { who: 'a barista', place: 'at the counter of a café' };

const picture = (step: string, language: string, scene = OFFICE) => stepPicture(step, scene, language);

describe('a fire drill’s steps are pictured as the drill is done', () => {
  it.each([
    ['de', 'Alarm hören', /^An office worker hearing the fire alarm \(Alarm hören\), in an office$/u],
    ['fr', 'Écoutez l’alarme', /^An office worker hearing the fire alarm/u],
    ['it', 'Senti l’allarme', /^An office worker hearing the fire alarm/u],
    ['de', 'Arbeit sofort unterbrechen', /^An office worker stopping work and leaving their desk/u],
    ['es', 'Deja tu puesto de trabajo', /^An office worker stopping work and leaving their desk/u],
    ['de', 'Treppe statt Aufzug nehmen', /^An office worker walking down the stairs with colleagues/u],
    ['fr', 'Prenez l’escalier', /^An office worker walking down the stairs/u],
    ['nl', 'Neem de trap', /^An office worker walking down the stairs/u],
    ['pt', 'Use as escadas', /^An office worker walking down the stairs/u],
    ['de', 'Am Sammelplatz melden', /^An office worker gathering with colleagues at the assembly point outside the building \(Am Sammelplatz melden\)$/u],
    ['es', 'Ve al punto de encuentro', /^An office worker gathering with colleagues at the assembly point outside/u],
    ['it', 'Raggiungi il punto di raccolta', /^An office worker gathering with colleagues at the assembly point outside/u],
    ['pt', 'Dirija-se ao ponto de encontro', /^An office worker gathering with colleagues at the assembly point outside/u],
    ['nl', 'Ga naar de verzamelplaats', /^An office worker gathering with colleagues at the assembly point outside/u],
    ['de', 'Den Notausgang benutzen', /^An office worker leaving the building by the emergency exit/u],
  ])('%s: %s', (language, step, expected) => {
    expect(picture(step, language)).toMatch(expected);
  });
});

describe('a step that forbids something is pictured as what is done', () => {
  it.each([
    ['de', 'Den Aufzug nicht benutzen', /walking down the stairs/u],
    ['fr', 'N’utilisez jamais l’ascenseur', /walking down the stairs/u],
    ['es', 'No uses el ascensor', /walking down the stairs/u],
    ['it', 'Non usare l’ascensore', /walking down the stairs/u],
    ['pt', 'Não use o elevador', /walking down the stairs/u],
    ['nl', 'Gebruik de lift niet', /walking down the stairs/u],
    ['de', 'Nicht rennen', /taking care not to run \(Nicht rennen\)/u],
    ['fr', 'Ne pas courir dans le couloir', /taking care not to run in the corridor/u],
    ['es', 'No corras por el pasillo', /taking care not to run in the corridor/u],
    ['it', 'Non correre nel corridoio', /taking care not to run in the corridor/u],
    ['pt', 'Não corra no corredor', /taking care not to run in the corridor/u],
    ['nl', 'Ren niet door de gang', /taking care not to run in the corridor/u],
    ['es', 'Empuja, no tires, y camina despacio', /pushing and walking slowly/u],
    ['de', 'Langsam schieben, nicht ziehen', /pushing slowly/u],
  ])('%s: %s', (language, step, expected) => {
    const pictured = picture(step, language);
    expect(pictured).toMatch(expected);
    expect(pictured).not.toMatch(/doing this step|not to (?:use|take) the (?:lift|stairs)/u);
  });
});

describe('an espresso machine’s close-down is pictured part by part', () => {
  it.each([
    ['es', 'Purga el grupo', 'purging the group head of the espresso machine'],
    ['de', 'Brühgruppe spülen', 'purging the group head of the espresso machine'],
    ['es', 'Limpia el portafiltros con detergente', 'cleaning the portafilter'],
    ['it', 'Pulisci il portafiltro', 'cleaning the portafilter'],
    ['es', 'Limpia la lanceta de vapor', 'cleaning the steam wand of the espresso machine'],
    ['fr', 'Nettoyez la buse vapeur', 'cleaning the steam wand of the espresso machine'],
    ['es', 'Vacía la bandeja de goteo', 'emptying the drip tray'],
    ['nl', 'Leeg de lekbak', 'emptying the drip tray'],
    ['pt', 'Esvazie a bandeja de gotejamento', 'emptying the drip tray'],
  ])('%s: %s', (language, step, action) => {
    expect(picture(step, language, CAFE)).toBe(`A barista ${action} (${step}), at the counter of a café`);
  });
});

describe('any other step the lexicon knows is said in English word by word', () => {
  it.each([
    ['de', 'Treppe statt Aufzug nehmen', 'take the stairs instead of the lift'],
    ['de', 'Fenster schließen', 'close the window'],
    ['de', 'Ruhig bleiben', 'stay calm'],
    ['fr', 'Portez des gants', 'put on gloves'],
    ['fr', 'Prévenez votre responsable', 'tell the manager'],
    ['es', 'Avisa a tu supervisor', 'tell the manager'],
    ['es', 'Espera en la puerta', 'wait at the door'],
    ['it', 'Indossa i guanti', 'put on gloves'],
    ['it', 'Pompa il timone per sollevare', 'pump the handle to lift'],
    ['pt', 'Feche as janelas', 'close the window'],
    ['nl', 'Trek handschoenen aan', 'put on gloves'],
    ['nl', 'Zet de machine uit', 'switch off the machine'],
    ['pt', 'Acompanhe o caso', 'follow up'],
  ])('%s: %s', (language, step, english) => {
    expect(englishInstruction(step, language)).toBe(english);
  });

  it('knows no English step, no language without a lexicon, and no text too long to be a step', () => {
    expect(englishInstruction('Close the window', 'en')).toBeUndefined();
    expect(englishInstruction('Закройте окно', 'ru')).toBeUndefined();
    expect(englishInstruction(Array.from({ length: 40 }, () => 'Fenster schließen').join(' '), 'de')).toBeUndefined();
    expect(englishInstruction('Lorem ipsum dolor', 'it')).toBeUndefined();
  });
});

describe('a comma list ending on "and" is as many steps, in every language', () => {
  it.each([
    ['Schulung zur Brandschutzübung: Alarm hören, Arbeit unterbrechen, Treppe nehmen und am Sammelplatz melden.', ['Alarm hören', 'Arbeit unterbrechen', 'Treppe nehmen', 'Am Sammelplatz melden']],
    ['Schulung für Küchenpersonal: Hände waschen, Schürze anziehen und Arbeitsfläche reinigen.', ['Hände waschen', 'Schürze anziehen', 'Arbeitsfläche reinigen']],
    ['Formación para camareros: saluda al cliente, toma nota del pedido, sirve las bebidas y cobra la cuenta.', ['Saluda al cliente', 'Toma nota del pedido', 'Sirve las bebidas', 'Cobra la cuenta']],
    ['Formation pour les vendeurs : accueillez le client, écoutez sa demande et remerciez-le.', ['Accueillez le client', 'Écoutez sa demande', 'Remerciez-le']],
    ['Formazione per i cassieri: saluta il cliente, dai il resto e consegna lo scontrino.', ['Saluta il cliente', 'Dai il resto', 'Consegna lo scontrino']],
    ['Formação para a equipa: ouça o cliente, ofereça uma solução e acompanhe o caso.', ['Ouça o cliente', 'Ofereça uma solução', 'Acompanhe o caso']],
    ['Training voor schoonmakers: veeg de bureaus af, leeg de prullenbakken en dweil de vloer.', ['Veeg de bureaus af', 'Leeg de prullenbakken', 'Dweil de vloer']],
  ])('%s', (brief, steps) => {
    expect(findSteps(brief)).toEqual(steps);
  });

  it('keeps a step whose "and" joins its things, not two actions', () => {
    expect(findSteps('Formación para el personal: limpia el filtro y la bandeja, vacía la papelera, apaga la luz.')).toEqual(['Limpia el filtro y la bandeja', 'Vacía la papelera', 'Apaga la luz']);
    expect(findSteps('Schulung: Hände und Unterarme waschen, abtrocknen, eincremen.')).toEqual(['Hände und Unterarme waschen', 'Abtrocknen', 'Eincremen']);
  });
});
