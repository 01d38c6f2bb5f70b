import { describe, expect, it } from 'vitest';
import { tradeOf } from '../../../lambdas/core/planning/compositions';

/** Issue 23: trades a brief names in its own words are read as themselves, not as the nearest word's trade. */
describe('more trades read from their words', () => {
  it.each([
    ['Polished Nail Bar', 'A 20-second ad for Polished Nail Bar in Manchester: gel manicures from £25, nail art.', 'a beauty salon'],
    ['Lacquer', 'Lacquer, a nail studio in Leeds: gel nails and nail art.', 'a beauty salon'],
    ['Nagelstudio Lena', 'Werbung für Nagelstudio Lena in Köln.', 'a beauty salon'],
    ['De Werkplaats', 'Advertentie voor De Werkplaats, een coworkingruimte in Rotterdam: flexplekken en snelle wifi.', 'a co-working space'],
    ['Nonna Rosa', 'Spot per la Scuola di Cucina Nonna Rosa a Bologna: corsi di pasta fatta a mano.', 'a cooking school'],
    ['La Marmita', 'Anuncio para La Marmita, escuela de cocina en Sevilla: clases de cocina para grupos.', 'a cooking school'],
    ['Atelier Saveurs', 'Publicité pour Atelier Saveurs, des cours de cuisine à Lyon.', 'a cooking school'],
    ['Bright Minds', 'Bright Minds Tutoring: one-to-one maths and English tutoring for ages 8 to 16.', 'a tutoring centre'],
    ['Lernwerk', 'Lernwerk, Nachhilfe in Mathe und Deutsch für Schüler.', 'a tutoring centre'],
    ['Golfinho', 'Golfinho, aulas de natação para crianças no Porto.', 'a swimming school'],
    ['Delfín', 'Delfín, clases de natación para niños en Málaga.', 'a swimming school'],
  ])('%s', (name, brief, trade) => {
    expect(tradeOf(name, brief)).toBe(trade);
  });

  it('a bar is still a bar, a restaurant a restaurant', () => {
    expect(tradeOf('The Crown', 'The Crown, a pub in York: real ales and a roaring fire.')).toBe('a bar');
    expect(tradeOf('Trattoria Da Gino', 'Trattoria Da Gino a Roma: cucina romana.')).toBe('a restaurant');
  });
});
