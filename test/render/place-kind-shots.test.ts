/**
 * A surf school, a winery and a coffee roaster are shown by their own place (planning/place-kinds.ts):
 * every such shot the planner writes, in each language the picture parser reads, composes into
 * that place (the beach; a winery's wine bar, barrel cellar or vineyard; the café), never a bare room or a street.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { premisesIn } from '../../lambdas/core/planning/own-place';
import { ownPlaceShots, type ShotLanguage } from '../../lambdas/core/planning/place-shots';

const NAMES: readonly [string, ShotLanguage | 'en', string][] = [
  ['Swell Surf School', 'en', 'beach'], ['escuela de surf Ola', 'es', 'beach'], ['École de Surf Océan', 'fr', 'beach'], ['Surfschule Welle', 'de', 'beach'],
  ['Scuola di Surf Onda', 'it', 'beach'], ['Onda Surf School', 'pt', 'beach'], ['Surfschool Golf', 'nl', 'beach'],
  ['Hill Winery', 'en', 'wine-bar'], ['Bodega Ruiz', 'es', 'wine-bar'], ['Domaine Martin', 'fr', 'wine-bar'], ['Weingut Keller', 'de', 'wine-bar'],
  ['Cantina Rossi', 'it', 'wine-bar'], ['Quinta do Vale', 'pt', 'wine-bar'], ['Wijndomein Berg', 'nl', 'wine-bar'],
  ['Bean Roasters', 'en', 'cafe'], ['Tostadero Grano', 'es', 'cafe'], ['Torréfaction Noire', 'fr', 'cafe'], ['Rösterei Bohne', 'de', 'cafe'],
  ['Torrefazione Moka', 'it', 'cafe'], ['Torrefação Lisboa', 'pt', 'cafe'], ['Koffiebranderij De Boon', 'nl', 'cafe'],
];

/** A winery's own places: its tasting bar, its cellar of barrels ("bodega", "cantina", "adega"), its vines ("quinta"). */
const WINERY = ['wine-bar', 'wine-cellar', 'vineyard'];

describe('a kind of place is composed as its own place', () => {
  it.each(NAMES)('%s (%s) → %s', (name, lang, setting) => {
    const shots = ownPlaceShots(premisesIn(name, lang)!, lang, lang, false, 3);
    for (const shot of shots) {
      const { scene } = composeScene(shot.picture);
      expect(setting === 'wine-bar' ? WINERY : [setting]).toContain(scene.setting);
      // Someone or something of the place is in view: surfers, wine, a barista or coffee.
      expect(scene.things.length).toBeGreaterThan(0);
    }
  });
});

describe('a wine tasting and a winery’s rooms are its own places, in every language', () => {
  it.each([
    'Die Weinlese im Herbst und Gäste bei einer Weinprobe im Keller, am Morgen.',
    'Guests at a wine tasting in the cellar.',
    'A family visiting a winery.',
    'Ospiti a una degustazione di vini.',
    'Une dégustation de vins au caveau.',
    'Clientes en una cata de vinos.',
    'Clientes numa adega.',
    'Gasten bij een wijnproeverij.',
  ])('%s', (prompt) => {
    expect(WINERY).toContain(composeScene(prompt).scene.setting);
  });
});
