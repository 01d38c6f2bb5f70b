/**
 * Words that mean two things, read as the sentence means them: a verb that is also a noun (French "lit", Spanish "cocina")
 * is the verb after whoever does it; receiving people is welcoming them; a shot's words are a shot in any language; "See"
 * is a lake by its article (and a lake is drawn as one); a market said with its article is the market; two riders counted
 * ride as a pair; animals running or at play with no one named are the animals at it.
 */
import { describe, expect, it } from 'vitest';
import { rng } from '../../lambdas/render/draw/anim';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import type { SettingId } from '../../lambdas/render/compose/scene-graph';
import { paintPlace } from '../../lambdas/render/illustrations/places';

const read = (prompt: string) => {
  const { scene } = composeScene(prompt);
  return { setting: scene.setting, pose: scene.pose, things: scene.things.map((t) => t.concept) };
};

describe('a word that is a verb and a noun is the verb after whoever does it', () => {
  it.each([
    ['Une femme lit un livre sur un banc', 'reading-bench'],
    ['Elle lit un roman au bord du lac', 'reading-bench'],
    ['Un homme qui lit le journal dans un café', 'reading'],
    ['Una mujer cocina pasta en casa', 'cooking'],
    ['Una nonna cucina la pasta per la famiglia', 'cooking'],
    ['Ela cozinha o jantar para a família', 'cooking'],
    ['Il cuisine des légumes pour ses amis', 'cooking'],
    ['Mi padre cocina los domingos', 'cooking'],
    ['Un homme marche dans la rue', 'walking'],
  ])('%s: %s, and no bed or cook drawn for the verb', (prompt, pose) => {
    const scene = read(prompt);
    expect(scene.pose?.startsWith(pose.replace(/-bench$/, ''))).toBe(true);
    expect(scene.things).not.toContain('bed');
    expect(scene.things).not.toContain('cook');
  });

  it.each([
    ['Un lit double dans une chambre', 'bed'],
    ['Elle lit un livre dans son lit', 'bed'],
  ])('%s: after an article it is the thing (%s)', (prompt, thing) => {
    expect(read(prompt).things).toContain(thing);
  });
});

describe('receiving people is welcoming them; receiving a thing is its handing over', () => {
  it.each([
    'Ela recebe os convidados',
    'A anfitriã recebe os convidados na porta',
    'La anfitriona recibe a los invitados',
    'The host receives the guests at the door',
    'Il proprietario riceve gli ospiti',
    'Le propriétaire reçoit les clients',
  ])('%s', (prompt) => {
    expect(parsePrompt(prompt).pose).toBe('welcoming');
  });

  it('Ela recebe uma encomenda: a parcel handed over', () => {
    expect(parsePrompt('Ela recebe uma encomenda').pose).toBe('handing');
  });
});

describe('shot words are a shot in any language, naming nothing else', () => {
  it.each([
    ['Primo piano del caffè', 'coffee'],
    ['Nahaufnahme: latte art on a counter', 'coffee'],
    ['Gros plan: a croissant on a plate', 'croissant'],
    ['Primer plano: fresh bread on the counter', 'bread'],
  ])('%s is a close-up of the %s', (prompt, thing) => {
    const graph = parsePrompt(prompt);
    expect(graph.shot).toBe('close');
    expect(graph.pose).toBeNull();
    expect(graph.things.map((t) => t.concept)).toContain(thing);
  });
});

describe('a lake is a lake, the sea the sea', () => {
  it.each([
    'Eine Frau am See',
    'Segelboote auf dem Tegernsee',
    'Wandern am Bodensee',
    'Der See im Morgenlicht',
    'A couple walking by the lake',
    'Une famille au bord du lac',
    'Una pareja pasea junto al lago',
    'Una passeggiata sul lago di Como',
    'Um piquenique à beira do lago',
    'Zeilen op het meer',
    'Een fietstocht langs het IJsselmeer',
  ])('%s is at a lake', (prompt) => {
    expect(read(prompt).setting).toBe('lake');
  });

  it.each(['Urlaub an der Ostsee', 'Ein Spaziergang an der See'])('%s is by the sea', (prompt) => {
    expect(read(prompt).setting).toBe('beach');
  });

  const paint = (setting: SettingId) => {
    const [width, height] = [540, 960];
    const g = { width, height, floor: height * 0.8, ground: height * 0.7, horizon: height * 0.45, surfaceTop: null, unit: width / 100 };
    const place = paintPlace(setting, 'day', g, paletteFor(null, 'cinematic'), rng(7));
    const middle = place.layers[2]!.picture.getContext('2d').getImageData(0, 0, width, height).data;
    // Blue water across the rows between the far shore and the grass in front.
    const y = Math.round((g.horizon + g.ground) / 2);
    let blue = 0;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (middle[i + 3]! > 200 && middle[i + 2]! > middle[i]! + 30) blue++;
    }
    return { place, blue: blue / width };
  };

  it('a lake is drawn as water across the frame below its far shore, shimmering', () => {
    const { place, blue } = paint('lake');
    expect(blue).toBeGreaterThan(0.8);
    expect(place.water).not.toBeNull();
  });
});

describe('a market said with its article is the market', () => {
  it.each([
    'Une femme au marché',
    'A family shopping at the market',
    'Gemüse auf dem Markt',
    'Frutas frescas en el mercado',
    'Una coppia al mercato',
    'Uma família no mercado',
    'Kaas op de markt',
  ])('%s', (prompt) => {
    expect(read(prompt).setting).toBe('market');
  });
});

describe('two riders counted ride as a pair', () => {
  it.each(['Two cyclists on a country road', 'Deux cyclistes en ville', 'Zwei Radfahrer am See', 'Dos ciclistas en la ciudad', 'Due ciclisti in città', 'Dois ciclistas na cidade'])('%s', (prompt) => {
    expect(read(prompt).pose).toBe('cycling-pair');
  });

  it('a pack of cyclists still rides each on their own bike', () => {
    expect(read('Cyclists racing past cheering spectators').pose).not.toBe('cycling-pair');
  });
});

describe('animals running or at play are the animals doing it', () => {
  it.each(['Dogs running in the yard', 'Hunde rennen im Park', 'Perros corriendo en la playa', 'Chiens qui courent dans le jardin'])('%s: the dogs at their game', (prompt) => {
    // Dogs playing out of doors: drawn as the dogs' own game (dog-play-actions.ts), no runner.
    expect(read(prompt).pose).toBe('playing-outdoors');
  });

  it.each(['cats playing', 'Des chats qui jouent dans le salon', 'Gatti che giocano', 'Katzen spielen im Wohnzimmer'])('%s: the cat batting the wand toy held out to it (cat-play.ts)', (prompt) => {
    expect(read(prompt).pose).toBe('playing-with-cat');
  });

  it('someone running with a dog still runs', () => {
    expect(read('A woman running with her dog in the park').pose).toBe('running');
  });
});
