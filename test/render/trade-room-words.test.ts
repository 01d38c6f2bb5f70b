/**
 * Wave 70: "salon de coiffure à Lyon" was read as Spanish (its articles tied) and drawn as a living room with a chatting
 * couple. A word a language never spells ("à" in Spanish) now tells the languages apart, and a home's word built with "de"
 * and a trade ("salon de massage", "salón de masajes", "casa de té") is that trade's room; whose room it is ("le salon de ma
 * mère") stays a home.
 */
import { describe, expect, it } from 'vitest';
import { lexiconFor } from '../../lambdas/render/compose/lexicons';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';

describe('a home word built with "de" and a trade is the trade\'s room', () => {
  it.each([
    ['Un salon de coiffure à Lyon', 'salon'],
    ['Un salon de coiffure à Paris, lumière du matin', 'salon'],
    ['Un salon de massage à Nice', 'spa'],
    ["Un salon d'esthétique à Bordeaux", 'nail-salon'],
    ['Un salon de beauté à Lyon', 'nail-salon'],
    ['Un salon de manucure à Lille', 'nail-salon'],
    ['Un salon de thé à Paris', 'tea-room'],
    ['Un salón de masajes en Madrid', 'spa'],
    ['Un salón de belleza en Sevilla', 'nail-salon'],
    ['Una casa de té en Granada', 'tea-room'],
    ['Un salone di bellezza a Milano', 'nail-salon'],
    ['Un salone da parrucchiere a Roma', 'salon'],
    ['Um salão de beleza no Porto', 'nail-salon'],
    ['Um salão de massagens em Lisboa', 'spa'],
  ])('%s → %s', (prompt, setting) => {
    expect(parsePrompt(prompt).setting).toBe(setting);
  });

  it.each(['Le salon de ma mère, lumière du soir', 'Un salon avec un canapé', 'La sala de estar de la casa'])('whose room it is stays a home: %s', (prompt) => {
    expect(parsePrompt(prompt).setting).toBe('home');
  });
});

describe('a letter a language never writes tells it apart', () => {
  it.each([
    ['Un salon de coiffure à Lyon', 'fr'],
    ['Un salon de tatouage à Lille', 'fr'],
    ['Un caffè al bar', 'it'],
    ['Uma mulher no salão de beleza', 'pt'],
    ['Niños jugando en el parque', 'es'],
    ['Ein Café in München', 'de'],
    ['A woman in a café', 'en'],
  ])('%s is %s', (prompt, language) => {
    expect(lexiconFor(prompt).language).toBe(language);
  });
});
