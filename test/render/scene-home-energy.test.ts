/**
 * Issue 23: home-energy briefs drawn as a brand would post them. Up on a house's pitched roof (its tiles, its ridge and
 * chimney, rows of solar panels glinting either side of the middle) an installer in a hard hat and hi-vis kneels to
 * lower a panel onto its rails, or carries one up; a heating engineer kneels at a heat pump's outdoor unit by the house; someone plugs
 * their electric car in at the charging post on the drive; at home, two people side by side on the sofa look at the tablet one
 * holds, its screen to the viewer showing the energy app's chart, a family's child standing at it with them. Said in en/fr/de/es/it/pt/nl/ja, drawn whole in
 * the worker's (or the household's) picture in both aspects, nothing drawn again beside it.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { rng } from '../../lambdas/render/draw/anim';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import { paintPlace } from '../../lambdas/render/illustrations/places';
import type { Aspect } from '../../lambdas/render/spec';
import { expectDrawnAtTheJob } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the place it is set in, the whole figure drawn (`body:<pose>:<dress>`). */
const AT_THE_JOB: [prompt: string, pose: string, setting: string, picture: string][] = [
  ['An installer fitting panels on a roof, midday sun', 'fitting-panel', 'roof', 'body:fitting-panel:site'],
  ['A solar installer mounting panels on the roof of a house', 'fitting-panel', 'roof', 'body:fitting-panel:site'],
  ['A roofer installing solar panels', 'fitting-panel', 'roof', 'body:fitting-panel:site'],
  ["L'installateur pose des panneaux solaires sur le toit", 'fitting-panel', 'roof', 'body:fitting-panel:site'],
  ['Der Solarteur montiert Solarmodule auf dem Dach', 'fitting-panel', 'roof', 'body:fitting-panel:site'],
  ['El instalador instalando placas solares en el tejado', 'fitting-panel', 'roof', 'body:fitting-panel:site'],
  ["L'installatore monta i pannelli sul tetto", 'fitting-panel', 'roof', 'body:fitting-panel:site'],
  ['O instalador a instalar painéis solares no telhado', 'fitting-panel', 'roof', 'body:fitting-panel:site'],
  ['De installateur legt zonnepanelen op het dak', 'fitting-panel', 'roof', 'body:fitting-panel:site'],
  ['作業員が屋根の上でソーラーパネルを設置する', 'fitting-panel', 'roof', 'body:fitting-panel:site'],
  // Someone with no trade of their own doing it is the installer, in the trade's dress.
  ['A person fitting solar panels', 'fitting-panel', 'roof', 'body:fitting-panel:site'],
  ['An installer carrying a solar panel up to the roof', 'carrying-panel', 'roof', 'body:carrying-panel:site'],
  ['Le couvreur porte un panneau solaire sur le toit', 'carrying-panel', 'roof', 'body:carrying-panel:site'],
  ['Der Dachdecker trägt ein Solarmodul auf dem Dach', 'carrying-panel', 'roof', 'body:carrying-panel:site'],
  ['El instalador lleva un panel en el tejado', 'carrying-panel', 'roof', 'body:carrying-panel:site'],
  ['A plumber installing a heat pump outside the house', 'fitting-heat-pump', 'house', 'body:fitting-heat-pump:overalls'],
  ['A heat pump outside the house', 'fitting-heat-pump', 'house', 'body:fitting-heat-pump:overalls'],
  ['Le chauffagiste installe une pompe à chaleur', 'fitting-heat-pump', 'house', 'body:fitting-heat-pump:overalls'],
  ['Der Heizungsbauer montiert eine Wärmepumpe vor dem Haus', 'fitting-heat-pump', 'house', 'body:fitting-heat-pump:overalls'],
  ['El técnico de climatización instalando una bomba de calor', 'fitting-heat-pump', 'house', 'body:fitting-heat-pump:overalls'],
  ['Il termotecnico installa una pompa di calore', 'fitting-heat-pump', 'house', 'body:fitting-heat-pump:overalls'],
  ['De cv-monteur installeert een warmtepomp', 'fitting-heat-pump', 'house', 'body:fitting-heat-pump:overalls'],
  ['A woman charging her electric car at home', 'charging-car', 'house', 'body:charging-car:casual'],
  ['Une femme recharge sa voiture électrique devant la maison', 'charging-car', 'house', 'body:charging-car:casual'],
  ['Ein Mann lädt sein E-Auto an der Wallbox', 'charging-car', 'house', 'body:charging-car:casual'],
  ['Una mujer carga su coche eléctrico', 'charging-car', 'house', 'body:charging-car:casual'],
  ['De man laadt zijn auto op bij de laadpaal', 'charging-car', 'house', 'body:charging-car:casual'],
  // A family charging their car is one of them at it, the car once.
  ['A family charging their electric car', 'charging-car', 'house', 'body:charging-car:casual'],
  // A roof, or its panels, named with no one at work: the installer at it.
  ['Solar panels on the roof of a house', 'fitting-panel', 'roof', 'body:fitting-panel:site'],
  ['Des panneaux solaires sur le toit', 'fitting-panel', 'roof', 'body:fitting-panel:site'],
];

describe('an installer is drawn whole at the work the prompt names, on a house’s roof or by it', () => {
  it.each(AT_THE_JOB.flatMap(([prompt, pose, setting, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, picture, aspect] as const)))(
    '%s',
    (_, prompt, pose, setting, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting }),
  );
});

/** A household with a tablet: the one picture of two on the sofa, at home; a family's has their child at the tablet too. */
const WITH_THE_TABLET: [prompt: string, pose: string][] = [
  ['A family checking their energy savings on a tablet, morning light', 'tablet-family'],
  ['A couple looking at a tablet on the sofa', 'tablet-together'],
  ['A couple at the kitchen table checking the app on their tablet', 'tablet-together'],
  ['A mother and her son looking at a tablet', 'tablet-together'],
  ["Une famille regarde ses économies d'énergie sur une tablette", 'tablet-family'],
  ['Eine Familie prüft auf dem Tablet ihren Stromverbrauch', 'tablet-family'],
  ['Una pareja revisa el consumo de energía en una tableta', 'tablet-together'],
  ['Een gezin bekijkt de energiebesparing op de tablet', 'tablet-family'],
  ['家族がタブレットで電気代を確認する', 'tablet-family'],
  ['Una famiglia controlla il risparmio energetico sul tablet', 'tablet-family'],
  ['Uma família consulta o consumo de energia no tablet', 'tablet-family'],
];

describe('a household with a tablet is on the sofa at home, the tablet between them', () => {
  it.each(WITH_THE_TABLET.flatMap(([prompt, pose]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, aspect] as const)))('%s', (_, prompt, pose, aspect) =>
    expectDrawnAtTheJob(prompt, aspect, pose, `body:${pose}:casual`, { setting: 'home' }),
  );

  it('a household named with a heat pump is not drawn fitting it', () => {
    expect(readScene('A heat pump outside a family home').scene.pose).not.toBe('fitting-heat-pump');
  });

  it('staff with a tablet at their work are not taken home to the sofa', () => {
    expect(readScene('A receptionist with a tablet at the front desk').scene.pose).not.toBe('tablet-together');
  });

  it.each([
    ['a woman looking at her phone on the sofa', 'phone-on-sofa'],
    ['a man with a tablet walking in the park', 'phone-walking'],
    ['a commuter on the train checking the map on his tablet', 'phone-commuting'],
  ])('a phone in use, or a tablet on the move, keeps its own picture: %s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).toBe(pose);
  });
});

describe('what a household checks is the energy app on a tablet', () => {
  it.each([
    'Close-up of their energy savings',
    'A close-up of the smart meter',
    "Gros plan sur les économies d'énergie",
    'Nahaufnahme vom Stromverbrauch',
    'Primer plano del consumo de energía',
    'Primo piano sul risparmio energetico',
    'Close-up van de energiebesparing',
  ])('%s', (prompt) => {
    const { scene } = readScene(prompt);
    expect(scene.things.map((t) => t.concept)).toContain('tablet');
    expect(scene.things.map((t) => t.concept)).not.toContain('money');
    expect(scene.screen).toBe('dashboard');
  });
});

describe('roof words are where the scene is, in every language', () => {
  it.each([
    'A man on the roof',
    'un homme sur le toit',
    'ein Mann auf dem Dach',
    'un hombre en el tejado',
    'un uomo sul tetto',
    'um homem no telhado',
    'een man op het dak',
    '屋根の上の男性',
  ])('%s', (prompt) => {
    expect(readScene(prompt).scene.setting).toBe('roof');
  });

  it.each([
    'Everything for your hair under one roof, in our salon',
    'Tout pour vos cheveux sous un même toit, dans notre salon de coiffure',
    'Alles unter einem Dach in unserem Salon',
    'Tutto sotto lo stesso tetto, nel nostro salone',
    'Alles onder één dak in onze salon',
  ])('a roof said as a saying is no roof to stand on: %s', (prompt) => {
    expect(readScene(prompt).scene.setting).not.toBe('roof');
  });

  it('a rooftop bar stays in the city', () => {
    expect(readScene('A rooftop bar at sunset').scene.setting).toBe('city');
  });
});

/** Pixels of `data` (RGBA) in columns [x0, x1) whose colour passes `test`. */
function count(data: Uint8ClampedArray, width: number, x0: number, x1: number, test: (r: number, g: number, b: number) => boolean): number {
  let n = 0;
  for (let i = 0; i < data.length; i += 4) {
    const x = (i / 4) % width;
    if (x >= x0 && x < x1 && data[i + 3]! > 200 && test(data[i]!, data[i + 1]!, data[i + 2]!)) n++;
  }
  return n;
}
/** The panels' deep blue cells. */
const PANEL = (r: number, g: number, b: number) => b > 90 && b > r + 50 && b > g + 30;

describe('the roof is a tiled slope with its panels either side of the middle', () => {
  it.each([[540, 960], [960, 540]])('%i×%i: panels left and right, none where the people are; tiles across the slope', (width, height) => {
    const place = paintPlace('roof', 'day', { width, height, floor: height * 0.8, ground: height * 0.7, horizon: height * 0.45, surfaceTop: null, unit: Math.min(width, height) / 100 }, paletteFor(null, 'cinematic'), rng(7));
    expect(place.outdoors).toBe(true);
    const data = place.layers.at(-1)!.picture.getContext('2d').getImageData(0, 0, width, height).data;
    const fifth = width / 5;
    expect(count(data, width, 0, fifth * 1.5, PANEL)).toBeGreaterThan(width * height * 0.01);
    expect(count(data, width, width - fifth * 1.5, width, PANEL)).toBeGreaterThan(width * height * 0.01);
    expect(count(data, width, fifth * 2, fifth * 3, PANEL)).toBe(0);
    // Terracotta tiles fill the slope under the ridge.
    expect(count(data, width, 0, width, (r, g, b) => r > 150 && g > 60 && g < 120 && b < 90)).toBeGreaterThan(width * height * 0.1);
  });
});

/** The picture of a pose drawn at `h` pixels high, as RGBA bytes, with its width. */
async function picture(name: string, h = 200) {
  const canvas = createCanvas(Math.round(h * bodyAspect(name)), h);
  await drawBody(canvas.getContext('2d'), name, h);
  return { data: canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data, width: canvas.width };
}

describe('the pictures show what the work is done with', () => {
  it('the installer’s picture holds a panel, and the carried one is as wide as the carrier is tall', async () => {
    const fitting = await picture('body:fitting-panel:site');
    expect(count(fitting.data, fitting.width, 0, fitting.width, PANEL)).toBeGreaterThan(fitting.width * 200 * 0.04);
    const carried = await picture('body:carrying-panel:site');
    expect(count(carried.data, carried.width, 0, carried.width, PANEL)).toBeGreaterThan(carried.width * 200 * 0.15);
  });

  it('the tablet’s screen faces the viewer, its chart’s saving in green, between two people', async () => {
    const { data, width } = await picture('body:tablet-together:casual');
    expect(count(data, width, 0, width, (r, g, b) => g > 140 && g > r + 60 && g > b + 20)).toBeGreaterThan(30);
    // Two sitters: their tops (the holder's and the one beside) fill both halves.
    expect(bodyAspect('body:tablet-together:casual')).toBeGreaterThan(bodyAspect('body:phone-on-sofa:casual') * 1.3);
  });

  it('the charging picture holds the car whole beside the one plugging it in', () => {
    expect(bodyAspect('body:charging-car:casual')).toBeGreaterThan(2);
  });

  it('a family’s picture has their child at the tablet: a fortieth of it differs from the couple’s', async () => {
    const [couple, family] = await Promise.all([picture('body:tablet-together:casual'), picture('body:tablet-family:casual')]);
    let differ = 0;
    for (let i = 0; i < couple.data.length; i += 4) if (Math.abs(couple.data[i]! - family.data[i]!) + Math.abs(couple.data[i + 1]! - family.data[i + 1]!) > 60) differ++;
    expect(differ / (couple.data.length / 4)).toBeGreaterThan(0.025);
  });
});
