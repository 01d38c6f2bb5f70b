/**
 * A winery's pictures: the vineyard (its vine rows, grape bunches) where the harvest and walks are, and the wine cellar
 * (barrels on racks) where a tasting's host pours for the guests, said in en/es/fr/de/it/pt/nl (and ar/ja).
 */
import { describe, expect, it } from 'vitest';
import { rng } from '../../lambdas/render/draw/anim';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { composeScene } from '../../lambdas/render/compose/clauses';
import type { SettingId } from '../../lambdas/render/compose/scene-graph';
import { paintPlace } from '../../lambdas/render/illustrations/places';

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
    '%s: a host pours the wine',
    (prompt) => expect(composeScene(prompt).scene.pose).toBe('pouring-wine'),
  );

  it.each(['grape pickers harvesting in a vineyard', 'Winzer und Erntehelfer bei der Weinlese', 'vendangeurs dans les vignes', 'vendimiadores en el viñedo', 'vendemmiatori tra i filari', 'vindimadores na vinha', 'druivenplukkers in de wijngaard'])(
    '%s: the vineyard’s people are growers, not a warehouse’s pickers',
    (prompt) => expect(composeScene(prompt).scene.things.map((t) => t.concept)).toContain('farmer'),
  );

  it('an English cave stays out of the cellar', () => expect(composeScene('explorers in a dark cave').scene.setting).not.toBe('wine-cellar'));
});

describe('a winery’s places drawn', () => {
  const [width, height] = [540, 960];
  const paint = (setting: SettingId) => paintPlace(setting, 'day', { width, height, floor: height * 0.8, ground: height * 0.7, horizon: height * 0.45, surfaceTop: null, unit: width / 100 }, paletteFor(null, 'cinematic'), rng(7));
  const count = (setting: SettingId, layer: number, hex: string) => {
    const data = paint(setting).layers.at(layer)!.picture.getContext('2d').getImageData(0, 0, width, height).data;
    const rgb = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && rgb.every((c, k) => Math.abs(data[i + k]! - c) < 3)) n++;
    return n;
  };

  it('the vineyard’s near row has grape bunches hanging and vine rows climb the slope behind', () => {
    expect(count('vineyard', -1, '#4a2347')).toBeGreaterThan(500);
    expect(count('vineyard', -2, '#8a6a4a')).toBeGreaterThan(50);
  });

  it('the cellar has barrels racked two high along both walls', () => {
    const barrels = paint('wine-cellar').props.filter((p) => p.name === 'barrel');
    expect(barrels.length).toBeGreaterThanOrEqual(6);
    expect(barrels.some((b) => b.box.x < width / 3) && barrels.some((b) => b.box.x > (width * 2) / 3)).toBe(true);
    expect(new Set(barrels.map((b) => Math.round(b.box.y))).size).toBeGreaterThanOrEqual(2);
  });
});
