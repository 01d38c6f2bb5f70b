/**
 * A winery's pictures: the vineyard (its vine rows, grape bunches) where the harvest and walks are, and the wine cellar
 * (barrels on racks) where a tasting's host pours for the guests, said in en/es/fr/de/it/pt/nl (and ar/ja).
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { PLACE_WIDTH, paintedPlace, placePixels } from '../support/pixel-counts';

const VINEYARD: readonly string[] = [
  'pickers harvesting grapes in a vineyard in autumn',
  'a couple walking through the vineyard at sunset',
  'the grape harvest on a sunny morning',
  'Die Weinlese im Herbst',
  'Winzer im Weinberg an der Mosel',
  'Ein Weingut mit Blick auf die Reben',
  'vendangeurs dans les vignes',
  'les vendanges dans un vignoble de Bourgogne',
  'vendimia en el viñedo',
  'una familia paseando por los viñedos',
  'vendemmia nel vigneto',
  'amici tra i filari al tramonto',
  'vindima na vinha',
  'um casal a passear no vinhedo',
  'druivenoogst in de wijngaard',
  'een wandeling door de wijngaard',
  'ぶどう畑でぶどう狩りをする家族',
  'حقل العنب عند الغروب',
];

const CELLAR: readonly string[] = [
  'guests at a wine tasting in a wine cellar',
  'a sommelier pouring wine for guests in the cellar',
  'Gäste bei einer Weinprobe im Keller',
  'eine Weinverkostung im Gewölbekeller',
  'dégustation dans la cave',
  'une dégustation de vins au chai',
  'cata de vinos en la bodega',
  'degustazione in cantina',
  'prova de vinhos na adega',
  'wijnproeverij in de kelder',
  'امرأة تبتسم في قبو النبيذ',
];

describe('a winery’s places from its words', () => {
  it.each(VINEYARD)('%s is in the vineyard', (prompt) => expect(composeScene(prompt).scene.setting).toBe('vineyard'));
  it.each(CELLAR)('%s is in the wine cellar', (prompt) => expect(composeScene(prompt).scene.setting).toBe('wine-cellar'));

  it.each(['guests at a wine tasting in a wine cellar', 'Gäste bei einer Weinprobe im Keller', 'cata de vinos en la bodega', 'degustazione in cantina', 'wijnproeverij in de kelder'])(
    '%s: a host pours the wine into the glasses the guests hold out',
    (prompt) => expect(composeScene(prompt).scene.pose).toBe('hosting-tasting'),
  );

  it.each(['grape pickers harvesting in a vineyard', 'Winzer und Erntehelfer bei der Weinlese', 'vendangeurs dans les vignes', 'vendimiadores en el viñedo', 'vendemmiatori tra i filari', 'vindimadores na vinha', 'druivenplukkers in de wijngaard'])(
    '%s: the vineyard’s people are growers, not a warehouse’s pickers',
    (prompt) => expect(composeScene(prompt).scene.things.map((t) => t.concept)).toContain('farmer'),
  );

  it('an English cave stays out of the cellar', () => expect(composeScene('explorers in a dark cave').scene.setting).not.toBe('wine-cellar'));
});

describe('a winery’s places drawn', () => {

  it('the vineyard’s near row has grape bunches hanging and vine rows climb the slope behind', () => {
    expect(placePixels('vineyard', -1, '#4a2347')).toBeGreaterThan(500);
    expect(placePixels('vineyard', -2, '#8a6a4a')).toBeGreaterThan(50);
  });

  it('the cellar has barrels racked two high along both walls', () => {
    const barrels = paintedPlace('wine-cellar').props.filter((p) => p.name === 'barrel');
    expect(barrels.length).toBeGreaterThanOrEqual(6);
    expect(barrels.some((b) => b.box.x < PLACE_WIDTH / 3) && barrels.some((b) => b.box.x > (PLACE_WIDTH * 2) / 3)).toBe(true);
    expect(new Set(barrels.map((b) => Math.round(b.box.y))).size).toBeGreaterThanOrEqual(2);
  });
});
