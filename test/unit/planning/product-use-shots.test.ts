/**
 * Issue 23: a thin brief's extra shots continue its own story: its product in use (someone
 * meditating for a meditation app, riders and a row of rental bikes for bike hire, a roof of solar
 * panels, tea poured from the kettle), its outdoor place and time reused, never an office or a team
 * for a product not made for work, never a close-up of something no camera sees ("their energy
 * savings"), never one subject twice on one surface.
 */
import { describe, expect, it } from 'vitest';
import { compositions } from '../../../lambdas/core/planning/compositions';
import { distinctShots, shotSignature } from '../../../lambdas/core/planning/distinct-shots';
import { peopleInPicture } from '../../../lambdas/core/planning/picture-people';
import { placeInPicture } from '../../../lambdas/core/planning/picture-places';
import { madeForWork, productUse } from '../../../lambdas/core/planning/product-uses';
import { useLines } from '../../../lambdas/core/planning/use-lines';
import { planOf } from './plan-of';

/** Thin briefs nobody planned for, each with the use of its product a shot must show. */
const THIN: readonly [brief: string, language: string, use: RegExp][] = [
  ['Mindful, a meditation app. Show a woman meditating on her bed in the morning and a man using the app on a park bench.', 'en', /meditating cross-legged|breathing slowly/],
  ['Vélo Libre, location de vélos à Bordeaux. Montrez un couple qui roule le long des quais au coucher du soleil.', 'fr', /rental bicycles|riding bicycles/],
  ['SolarPeak, home solar panels. Show an installer fitting panels on a roof and a family checking their energy savings on a tablet.', 'en', /house with solar panels|covered in solar panels/],
  ['Kettle & Co, a cordless electric kettle that boils in 90 seconds. Show it on a kitchen counter in the morning.', 'en', /pouring hot water from/],
  ['Stride, a running app that plans your week. Show a runner on a beach at sunrise.', 'en', /runner checking her phone|running side by side/],
  ['RadRent, Fahrradverleih in Hamburg. Zeigen Sie zwei Freunde, die am Hafen Fahrrad fahren.', 'de', /rental bicycles|riding bicycles/],
  ['Calma, una app de meditación. Muestra a una mujer que medita en la playa al amanecer.', 'es', /meditating/],
  ['Sole Verde, pannelli solari per la casa. Mostra una famiglia in giardino.', 'it', /house with solar panels|covered in solar panels/],
  ['BiciLisboa, aluguel de bicicletas em Lisboa. Mostre turistas pedalando perto do rio ao entardecer.', 'pt', /rental bicycles|riding bicycles/],
  ['ZonThuis, zonnepanelen voor je huis. Laat een gezin zien dat in de tuin speelt.', 'nl', /house with solar panels|covered in solar panels/],
  ['BlendPro, a powerful blender for smoothies. Show a woman making breakfast.', 'en', /pouring a green smoothie/],
  ['FitNow, a workout app for busy parents. Show a dad exercising in the living room.', 'en', /workout on a yoga mat|stretching beside/],
  ['Hablo, a language learning app. Show a traveller chatting in a market.', 'en', /practising on her phone|ordering at a café/],
  ['Brew Buddy, a compact coffee grinder. Show it on a wooden table.', 'en', /grinding coffee beans/],
  ['Dusty, a robot vacuum. Show a dog on a clean rug.', 'en', /vacuuming a rug/],
  ['Zen Moment, application de méditation. Montrez une femme qui médite dans un parc.', 'fr', /meditating/],
  ['Bollitore Rapido, un bollitore elettrico. Mostra una cucina luminosa.', 'it', /pouring hot water from/],
  ['Ruta, una app de carrera para principiantes. Muestra a un hombre corriendo en el parque.', 'es', /runner checking her phone|running side by side/],
  ['Blitzkocher, ein Wasserkocher aus Edelstahl. Zeigen Sie eine Küche am Morgen.', 'de', /pouring hot water from/],
  ['Nuvem, o colchão que se adapta a si. Mostre um quarto calmo.', 'pt', /sleeping peacefully|wakes up in bed/],
];

/** An office's or a team's stock shot: a work product's only. */
const OFFICE = /office|meeting room|team around|rising chart|shop owner/i;
/** A close-up of what someone owns but no camera sees. */
const ABSTRACT_CLOSE_UP = /close-up of (?:their|his|her|your|our) [^,.]*(?:savings|energy|bills|progress|results|data|money|goals)/i;

const generated = (brief: string, language: string) =>
  planOf({ brief, duration_sec: 30, language }).plan.scenes.filter((s) => s.type !== 'motion').map((s) => s.prompt.replace(/\s*Cinematic.*$/u, ''));

describe('a thin brief’s extra shots', () => {
  it.each(THIN)('%s', (brief, language, use) => {
    const shots = generated(brief, language);
    expect(shots.length, shots.join(' | ')).toBeGreaterThan(2);
    expect(shots.some((s) => use.test(s)), shots.join(' | ')).toBe(true);
    expect(shots.join(' | ')).not.toMatch(OFFICE);
    expect(shots.join(' | ')).not.toMatch(ABSTRACT_CLOSE_UP);
    expect(new Set(shots.map(shotSignature)).size, shots.join(' | ')).toBe(shots.length);
  });

  it('go along the water the brief sets its pictures by', () => {
    expect(generated('Harbour Bikes, bike hire in Bristol. Show a family cycling along the harbour.', 'en').join(' | ')).toMatch(/riding bicycles side by side along the harbour/);
  });

  it('reuse the place a brief in another language sets its pictures in, in English', () => {
    expect(generated(THIN[1]![0], 'fr').join(' | ')).toMatch(/along the quays, at sunset/);
    expect(generated(THIN[5]![0], 'de').join(' | ')).toMatch(/along the harbour/);
  });

  it('show the bikes a rental business the planner knows no trade for hires out, not a stock shop', () => {
    const shots = generated('Fahrradverleih Müller in Freiburg. Zeigen Sie Radfahrer im Schwarzwald.', 'de').join(' | ');
    expect(shots).toMatch(/riding bicycles[^|]*through a forest|rental stand/);
    expect(shots).not.toMatch(/Geschäft|Team bei der Arbeit/);
  });

  it('show someone else than the people a brief in another language shows: no second couple riding along the quays', () => {
    expect(generated(THIN[1]![0], 'fr').join(' | ')).not.toMatch(/couple riding/i);
  });

  it('keep an office and a team for a product made for work', () => {
    const brief = 'TaskFlow, project management software for small teams. Show a designer at her desk.';
    expect(madeForWork(brief)).toBe(true);
    const shots = compositions('a phone app', 'app', {}, 5, [], brief).map((s) => s.picture);
    expect(shots.join(' | ')).toMatch(OFFICE);
  });

  it('call the product by its use where the plan knows only its kind’s stand-in', () => {
    const shots = compositions('a phone app', 'app', {}, 3, [], 'Mindful, a meditation app.').map((s) => s.picture);
    expect(shots.join(' | ')).not.toMatch(/phone app|team|office/);
    expect(shots[0]).toMatch(/meditating/);
  });

  it('never close up on an abstract thing the brief’s one action names', () => {
    const shots = compositions('the product', 'generic', {}, 4, ['A couple checking their energy bills on a phone']).map((s) => s.picture);
    expect(shots.join(' | ')).not.toMatch(/close-up of their/i);
  });
});

describe('what the brand says over its product in use', () => {
  it('says its use’s lines in the plan’s language over the shots it adds, each once', () => {
    const scripts = planOf({ brief: THIN[1]![0], duration_sec: 20, language: 'fr' }).plan.scenes.map((s) => s.script ?? '');
    const said = useLines('a rental bike', 'fr').filter((line) => scripts.some((s) => s.includes(line)));
    expect(said.length, scripts.join(' | ')).toBe(2);
    expect(scripts.filter((s) => s.includes(said[0]!))).toHaveLength(1);
  });

  it.each(['en', 'fr', 'es', 'de', 'it', 'pt', 'nl'])('%s: two lines a use, each long enough to be heard over a shot', (lang) => {
    for (const thing of ['a meditation app', 'a rental bike', 'solar panels', 'a kettle', 'a running app', 'a blender']) {
      const lines = useLines(thing, lang);
      expect(lines, thing).toHaveLength(2);
      for (const line of lines) expect(line.split(/\s+/).length, line).toBeGreaterThanOrEqual(9);
    }
  });

  it('none in a language without them', () => {
    expect(useLines('a kettle', 'ja')).toEqual([]);
  });
});

describe('what a product is for', () => {
  it.each([
    ['a meditation app', 'Calm Minds, an app for meditation.'],
    ['a meditation app', 'Achtsamkeit für jeden Tag: die Meditations-App Ruhe.'],
    ['a rental bike', 'Fietsverhuur in Utrecht.'],
    ['a rental bike', 'Noleggio bici a Firenze.'],
    ['solar panels', 'Painéis solares para a sua casa.'],
    ['a kettle', 'La bouilloire qui chauffe en une minute.'],
    ['a kettle', 'Een waterkoker van staal.'],
    ['a running app', 'A running app for beginners.'],
  ])('%s: %s', (thing, brief) => {
    expect(productUse(brief)?.thing).toBe(thing);
  });

  it('is what the opening sentence names before anything the rest mentions', () => {
    expect(productUse('Dreamy, a memory-foam mattress. Wake up fresh, no coffee machine needed.')?.thing).toBe('a mattress');
  });

  it('is nothing for a product the table does not know', () => {
    expect(productUse('Oat Dream, a barista oat milk.')).toBeUndefined();
  });

  it('is for work only where the brief says so', () => {
    expect(madeForWork('Mindful, a meditation app for a calmer morning.')).toBe(false);
    expect(madeForWork('Ledgerly, invoicing for freelancers.')).toBe(true);
  });
});

describe('one subject once', () => {
  it('a thing on a counter and a close-up of it on a worktop are one picture', () => {
    expect(shotSignature('A kettle on a kitchen counter, morning light')).toBe(shotSignature('Close-up of the kettle on a wooden worktop in a modern kitchen'));
    expect(shotSignature('A kettle on a kitchen counter')).not.toBe(shotSignature('A kettle on a shelf beside a cup'));
  });

  it('someone doing one thing twice is one picture; doing another is another', () => {
    expect(shotSignature('A woman meditating on her bed')).toBe(shotSignature('a young woman meditating on a yoga mat in a park'));
    expect(shotSignature('A man using the app on a park bench')).not.toBe(shotSignature('A man meditating cross-legged'));
  });

  it('keeps the distinct shots first and repeats only when they run out', () => {
    const shot = (picture: string) => ({ picture });
    const candidates = [shot('Close-up of a kettle on a worktop'), shot('A person pouring tea from a kettle'), shot('A kettle on a shelf')];
    expect(distinctShots(candidates, [shot('A kettle on a kitchen counter')], 2).map((s) => s.picture)).toEqual(['A person pouring tea from a kettle', 'A kettle on a shelf']);
    expect(distinctShots(candidates, [shot('A kettle on a kitchen counter')], 3).at(-1)!.picture).toBe('Close-up of a kettle on a worktop');
  });

  it('knows the people of a picture in another language by its words for them', () => {
    expect(peopleInPicture('Un couple qui roule le long des quais')).toBe('couple');
    expect(peopleInPicture('Zwei Freunde, die am Hafen Fahrrad fahren')).toBe('friend');
    expect(peopleInPicture('Een gezin dat in de tuin speelt')).toBe('family');
    expect(distinctShots([{ picture: 'A couple riding bicycles' }, { picture: 'Friends riding bicycles' }], [{ picture: 'Un couple qui roule' }], 1, 'fr')[0]!.picture).toBe('Friends riding bicycles');
  });
});

describe('the outdoor place of a picture in another language', () => {
  it.each([
    ['Un couple qui roule le long des quais', 'along the quays'],
    ['Una mujer que medita en la playa', 'on a sandy beach'],
    ['Zwei Freunde am Hafen', 'along the harbour'],
    ['Turistas pedalando perto do rio', 'along a river'],
    ['Una famiglia nel parco', 'in a green park'],
    ['Fietsers door de oude binnenstad', 'through the old town'],
    ['Radfahrer im Schwarzwald', 'through a forest'],
  ])('%s → %s', (picture, place) => {
    expect(placeInPicture(picture)).toBe(place);
  });

  it('none for a room', () => {
    expect(placeInPicture('Una cucina luminosa')).toBeUndefined();
  });
});
