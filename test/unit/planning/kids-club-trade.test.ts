import { describe, expect, it } from 'vitest';
import { tradeOf } from '../../../lambdas/core/planning/compositions';

// Out-of-school care in its own languages' words is a children's room (drawn as children at their club's day), never a venue.
describe("a Hort, a ludoteca, a doposcuola, a BSO are children's rooms", () => {
  it.each([
    ['Hort Regenbogen', 'Hort Regenbogen in Köln: Nachmittagsbetreuung mit Hausaufgabenhilfe, Fußball und Basteln für Grundschulkinder.'],
    ['Pequeños Pasos', 'Anuncio para Pequeños Pasos: una ludoteca con ayuda con los deberes, fútbol y merienda.'],
    ['Il Girasole', 'Spot per Il Girasole, un doposcuola a Torino con aiuto compiti e merenda.'],
    ['De Vlinder', 'Advertentie voor De Vlinder, buitenschoolse opvang in Utrecht met huiswerkbegeleiding en voetbal.'],
    ['Les Petits Loups', 'Publicité pour Les Petits Loups, un centre de loisirs à Lyon : devoirs, foot et goûter.'],
  ])('%s', (name, brief) => {
    expect(tradeOf(name, brief)).toBe('a nursery');
  });
});
