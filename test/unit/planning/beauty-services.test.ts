import { describe, expect, it } from 'vitest';
import { listedServices, type ServiceLanguage } from '../../../lambdas/core/planning/service-shots';

/**
 * A beauty salon's and a barber's services are shown as the treatment: "nail art" is a close-up of painted nails, never
 * children painting at a table (the longest service words that hold a word win over it); gel nails, a pedicure, a facial,
 * lashes and brows have shots of their own; a barber's cut is a fade with clippers and a hot towel shave the towel on the face.
 */
const picturesOf = (point: string, trade: string, lang: ServiceLanguage) => listedServices([point], trade, undefined, lang).map((s) => s.picture);

describe('nail art and gel nails are a close-up of painted nails, never children painting', () => {
  it.each([
    ['en', 'Gel manicures from £25, nail art, walk-ins welcome.', /Close-up of a client’s hand with freshly painted nails/],
    ['en', 'Gel nails and nail designs.', /painted nails/],
    ['es', 'Uñas de gel y arte de uñas.', /uñas recién pintadas/],
    ['fr', 'Nail art et ongles en gel.', /ongles fraîchement vernis/],
    ['de', 'Nageldesign und Gelnägel.', /frisch lackierten Nägeln/],
    ['it', 'Nail art e unghie gel.', /unghie appena smaltate/],
    ['pt', 'Unhas de gel e nail art.', /unhas acabadas de pintar/],
    ['nl', 'Gelnagels en nail art.', /gelakte nagels/],
  ] as const)('%s: %s', (lang, point, shown) => {
    const pictures = picturesOf(point, 'a beauty salon', lang);
    expect(pictures.some((p) => shown.test(p)), pictures.join(' | ')).toBe(true);
    expect(pictures.join(' | ')).not.toMatch(/Children|Niños|enfants|Kinder|Bambini|Crianças|Kinderen/);
  });

  it('a gel manicure is still the manicurist at work beside the nail art close-up', () => {
    expect(picturesOf('Gel manicures from £25, nail art', 'a beauty salon', 'en')).toEqual(['A manicurist doing a client’s nails', 'Close-up of a client’s hand with freshly painted nails']);
  });

  it('arts and crafts at a children’s club are still children painting', () => {
    expect(picturesOf('Arts and crafts, football and homework help', 'an after-school club', 'en')).toContain('Children painting at a table');
  });
});

describe('each beauty treatment a salon lists is its own shot', () => {
  it.each([
    ['en', 'Pedicures, facials and lash extensions.', [/pedicure/, /face mask/, /lash extensions/]],
    ['es', 'Pedicura, limpieza facial y extensiones de pestañas.', [/pedicura/, /mascarilla facial/, /extensiones de pestañas/]],
    ['fr', 'Pédicure, soins du visage et rehaussement de cils.', [/pédicure/, /masque sur le visage/, /extensions de cils/]],
    ['de', 'Pediküre, Gesichtsbehandlungen und Wimpernverlängerung.', [/Pediküre/, /Gesichtsmaske/, /Wimpern/]],
    ['it', 'Pedicure, trattamenti viso e laminazione ciglia.', [/pedicure/, /maschera viso/, /extension ciglia/]],
    ['pt', 'Pedicure, limpeza de pele e design de sobrancelhas.', [/pedicure/, /máscara facial/, /extensões de pestanas/]],
    ['nl', 'Pedicure, gezichtsbehandelingen en wimperlifting.', [/pedicure/, /gezichtsmasker/, /wimperextensions/]],
  ] as const)('%s: %s', (lang, point, shown) => {
    const pictures = picturesOf(point, 'a beauty salon', lang);
    expect(pictures).toHaveLength(shown.length);
    shown.forEach((s, k) => expect(pictures[k]).toMatch(s));
  });

  it('a pedicure is no manicure', () => {
    expect(picturesOf('Pedicures from £30', 'a beauty salon', 'en')).toEqual(['A beautician giving a client a pedicure']);
  });
});

describe('a barber’s cut is a fade with clippers, a hot towel shave the towel on the face; a hair salon’s cut stays a hairdresser’s', () => {
  it.each([
    ['en', 'Skin fades, beard trims and hot towel shaves.', [/skin fade with clippers/, /trimming a man’s beard/, /hot towel on a man’s face/]],
    ['es', 'Degradados, arreglo de barba y afeitado con toalla caliente.', [/barba/, /toalla caliente/]],
    ['de', 'Haarschnitte, Bartpflege und Heißtuchrasur.', [/Fade mit der Haarschneidemaschine/, /Bart/, /heißes Tuch/]],
    ['it', 'Tagli, barba e rasatura con panno caldo.', [/sfumatura/, /barba/, /panno caldo/]],
  ] as const)('%s: %s', (lang, point, shown) => {
    const pictures = picturesOf(point, 'a barber shop', lang);
    for (const s of shown) expect(pictures.filter((p) => s.test(p)), pictures.join(' | ')).toHaveLength(1);
  });

  it('a wet shave without a towel is the razor; a hair salon’s cut is the hairdresser’s', () => {
    expect(picturesOf('Wet shaves', 'a barber shop', 'en')).toEqual(['A barber shaving a man with a razor']);
    expect(picturesOf('Cuts and colour', 'a hair salon', 'en')[0]).toBe('A hairdresser cutting a client’s hair');
  });
});
