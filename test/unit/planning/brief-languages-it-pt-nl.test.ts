/**
 * Italian, Portuguese and Dutch briefs planned as Spanish, French and German ones are (issue 23):
 * the pictures they ask for stay in their language, one shot per action joined by "e" / "en",
 * set in the business and lit in that language, said in the brand's voice; the business is
 * recognised by its own word and its added shots are written in the language, never an English
 * still life of its name.
 */
import { describe, expect, it } from 'vitest';
import { isName, subjectKind, tradeNameIn, tradeOf } from '../../../lambdas/core/planning/compositions';
import { businessPlace, inBusiness, lightWords, sayAction, inBrandVoice, shownPictures, timeIn, type TimeWord } from '../../../lambdas/core/planning/picture-words';
import { placeShot } from '../../../lambdas/core/planning/place-shots';
import { composeScene } from '../../../lambdas/render/compose/clauses';
import { parsePrompt } from '../../../lambdas/render/compose/parse-prompt';
import { coverage, planOf, sentences } from './plan-of';

const GINO =
  'Spot di 20 secondi per la Trattoria da Gino a Bologna. Mostra il cuoco che tira la sfoglia a mano e una coppia che cena a lume di candela. Tortellini fatti in casa ogni giorno dal 1978. Prenota al 051 234 5678.';
const ESTRELA =
  'Anúncio de 20 segundos para a Padaria Estrela em Lisboa. Mostra o padeiro a tirar o pão do forno e uma senhora que compra pastéis de nata ao balcão. Pão quente todas as manhãs desde 1985. Encomende pelo 21 345 6789.';
const JANSEN =
  'Reclame van 20 seconden voor Fietsenmaker Jansen in Utrecht. Laat de fietsenmaker zien die een fiets repareert en een klant die haar fiets ophaalt. Snelle reparaties, klaar terwijl u wacht. Bel 030 123 4567.';

const pictures = (plan: ReturnType<typeof planOf>['plan']) => plan.scenes.filter((s) => s.type !== 'motion').map((s) => s.prompt);

describe('a show request in Italian, Portuguese or Dutch is two shots when it shows two actions', () => {
  it.each([
    ['it', 'Mostra il cuoco che tira la sfoglia a mano e una coppia che cena a lume di candela.', ['il cuoco che tira la sfoglia a mano', 'una coppia che cena a lume di candela']],
    ['pt', 'Mostra o padeiro a tirar o pão do forno e uma senhora que compra pastéis de nata ao balcão.', ['o padeiro a tirar o pão do forno', 'uma senhora que compra pastéis de nata ao balcão']],
    ['pt', 'Mostre um barbeiro cortando o cabelo de um cliente e dois amigos conversando na esplanada.', ['um barbeiro cortando o cabelo de um cliente', 'dois amigos conversando na esplanada']],
    ['nl', 'Laat de fietsenmaker zien die een fiets repareert en een vrouw die met haar hond wandelt.', ['de fietsenmaker die een fiets repareert', 'een vrouw die met haar hond wandelt']],
    ['nl', 'Toon een kapster die het haar van een klant knipt en twee vriendinnen die lachen.', ['een kapster die het haar van een klant knipt', 'twee vriendinnen die lachen']],
  ] as const)('%s: %s', (lang, sentence, expected) => {
    expect(shownPictures(sentence, lang)).toEqual(expected);
  });

  it('one action with its own "and" stays one shot', () => {
    expect(shownPictures('Mostra il pane e i cornetti sul bancone.', 'it')).toEqual(['il pane e i cornetti sul bancone']);
    expect(shownPictures('Toon brood en taart op de toonbank.', 'nl')).toEqual(['brood en taart op de toonbank']);
  });
});

describe('a picture said in the brand’s voice, in the language', () => {
  it.each([
    ['it', 'il cuoco che tira la sfoglia a mano', 'Il nostro cuoco tira la sfoglia a mano.'],
    ['it', 'la parrucchiera che taglia i capelli a una cliente', 'La nostra parrucchiera taglia i capelli a una cliente.'],
    ['pt', 'o padeiro a tirar o pão do forno', 'O nosso padeiro está a tirar o pão do forno.'],
    ['pt', 'uma padeira tirando pão do forno', 'A nossa padeira está tirando pão do forno.'],
    ['nl', 'de fietsenmaker die een fiets repareert', 'Onze fietsenmaker repareert je fiets.'],
    // A customer's things are the viewer's.
    ['it', 'il dentista che controlla i denti di un paziente', 'Il nostro dentista controlla i tuoi denti.'],
    ['pt', 'a fisioterapeuta que trata o joelho de um corredor', 'A nossa fisioterapeuta trata o seu joelho.'],
    ['nl', 'de tandarts die de tanden van een patiënt controleert', 'Onze tandarts controleert je tanden.'],
    // Children are the viewer's own.
    ['it', 'dei bambini che dipingono a un tavolo', 'I tuoi bambini dipingono a un tavolo.'],
    ['nl', 'de kinderen die tekenen aan een tafel', 'Je kinderen tekenen aan een tafel.'],
  ] as const)('%s: "%s"', (lang, picture, line) => {
    const said = sayAction(picture, lang);
    expect(said).toBeDefined();
    expect(inBrandVoice(said!, lang)).toBe(line);
  });

  it('a Dutch relative clause is said with its verb second, whatever follows it', () => {
    expect(sayAction('een vrouw die met haar hond wandelt in het park', 'nl')).toBe('Een vrouw wandelt met haar hond in het park.');
    expect(sayAction('twee vriendinnen die lachen', 'nl')).toBe('Twee vriendinnen lachen.');
    expect(sayAction('de tandarts die de tanden van een patiënt controleert', 'nl')).toBe('De tandarts controleert de tanden van een patiënt.');
  });

  it('anyone else’s picture is not captioned', () => {
    expect(inBrandVoice(sayAction('una coppia che cena a lume di candela', 'it')!, 'it')).toBeUndefined();
  });
});

describe('the business, in the language', () => {
  it('is recognised by its own word: trattoria, osteria, panificio, gelateria, padaria, pastelaria, cabeleireiro, ginásio, oficina, bakkerij, kapper, fietsenmaker, sportschool, tandarts', () => {
    const trades: [string, string][] = [
      ['Trattoria da Gino', 'a restaurant'], ['Osteria del Ponte', 'a restaurant'], ['Panificio Rossi', 'a bakery'], ['Gelateria Luna', 'a café'],
      ['Palestra Titan', 'a gym'], ['Parrucchiere Stella', 'a hair salon'], ['Officina Bianchi', 'a car garage'], ['Pizzeria Vesuvio', 'a pizzeria'],
      ['Padaria Estrela', 'a bakery'], ['Pastelaria Belém', 'a bakery'], ['Cabeleireiro Rosa', 'a hair salon'], ['Ginásio Força', 'a gym'], ['Oficina Silva', 'a car garage'],
      ['Bakkerij Bos', 'a bakery'], ['Kapper Kim', 'a hair salon'], ['Fietsenmaker Jansen', 'a bike shop'], ['Sportschool Sterk', 'a gym'], ['Tandarts De Vries', 'a dental clinic'],
    ];
    for (const [name, trade] of trades) {
      expect(tradeOf(name, `${name}.`), name).toBe(trade);
      expect(subjectKind(name, `${name}.`, false, 'it'), name).toBe('business');
    }
  });

  it('a name keeps its small words and its article: "la Trattoria da Gino", "o Ginásio Força", "Bakkerij van Dijk"', () => {
    for (const name of ['la Trattoria da Gino', 'o Ginásio Força', 'Bakkerij van Dijk', 'Padaria do Bairro']) expect(isName(name), name).toBe(true);
    expect(isName('pizza oven')).toBe(false);
  });

  it('sets a picture in it, or at the part of it the picture names', () => {
    expect(inBusiness('il cuoco che tira la sfoglia', businessPlace(['ristorante', 'm'], 'it'), 'it')).toBe('il cuoco che tira la sfoglia in un ristorante');
    expect(inBusiness('una cliente al bancone', businessPlace(['osteria', 'f'], 'it'), 'it')).toBe('una cliente al bancone di un’osteria');
    expect(inBusiness('uma senhora que compra pão ao balcão', businessPlace(['padaria', 'f'], 'pt'), 'pt')).toBe('uma senhora que compra pão ao balcão de uma padaria');
    expect(inBusiness('o pizzaiolo no forno a lenha', businessPlace(['pizzaria', 'f'], 'pt'), 'pt')).toBe('o pizzaiolo no forno a lenha de uma pizzaria');
    expect(inBusiness('een klant aan de toonbank', businessPlace(['bakkerij', 'f'], 'nl'), 'nl')).toBe('een klant aan de toonbank van een bakkerij');
  });

  it('a picture that says it happens outdoors stays there: along a river, in a park, on a terrace', () => {
    const place = businessPlace(['sportschool', 'f'], 'nl');
    expect(inBusiness('een groep die hardloopt langs de Maas', place, 'nl')).toBe('een groep die hardloopt langs de Maas');
    expect(inBusiness('un gruppo che corre lungo il fiume', businessPlace(['palestra', 'f'], 'it'), 'it')).toBe('un gruppo che corre lungo il fiume');
    expect(inBusiness('duas amigas que conversam na esplanada', businessPlace(['cabeleireiro', 'm'], 'pt'), 'pt')).toBe('duas amigas que conversam na esplanada');
  });

  it('its own shots are written in the language, and the renderer reads them as that place', () => {
    const shots: [string, ReturnType<typeof placeShot>, string][] = [
      ['it', placeShot('inside', ['panificio', 'm'], 'it'), 'bakery'],
      ['it', placeShot('entrance', ['osteria', 'f'], 'it'), 'shopfront'],
      ['pt', placeShot('work', ['padaria', 'f'], 'pt'), 'bakery'],
      ['pt', placeShot('inside', ['ginásio', 'm'], 'pt'), 'gym'],
      ['nl', placeShot('inside', ['tandartspraktijk', 'f'], 'nl'), 'dental'],
      ['nl', placeShot('work', ['fietsenwinkel', 'm'], 'nl'), 'bike-workshop'],
    ];
    for (const [lang, shot, setting] of shots) {
      expect(parsePrompt(shot!).language, shot).toBe(lang);
      expect(parsePrompt(shot!).setting, shot).toBe(setting);
    }
  });
});

describe('every trade’s own shots, in each language, are drawn in that trade’s room or at its entrance', () => {
  const rooms: [string, string][] = [
    ['a bakery', 'bakery'], ['a café', 'cafe'], ['a gym', 'gym'], ['a yoga studio', 'studio'], ['a dog grooming salon', 'grooming'], ['a beauty salon', 'nail-salon'],
    ['a hair salon', 'salon'], ['a barber shop', 'salon'], ['a pizzeria', 'pizzeria'], ['a noodle bar', 'noodle-bar'], ['a restaurant', 'restaurant'], ['a bar', 'bar'],
    ['a bookshop', 'bookshop'], ['a vet clinic', 'vet'], ['a dental clinic', 'dental'], ['a clinic', 'clinic'], ['a bike shop', 'bike-workshop'], ['a car garage', 'garage'],
    ['a garden centre', 'garden-centre'], ['a nursery', 'nursery'], ['a spa', 'spa'], ['a clothing boutique', 'boutique'], ['a florist', 'florist'],
  ];
  for (const lang of ['it', 'pt', 'nl'] as const) {
    it(`${lang}`, () => {
      for (const [trade, room] of rooms) {
        const shot = placeShot('inside', tradeNameIn(trade, lang)!, lang)!;
        const { scene } = composeScene(shot);
        expect([scene.language, scene.setting], `${trade}: ${shot}`).toEqual([lang, room]);
        // No one named: the room's own trade at work, never a bystander.
        expect(scene.things.some((t) => ['man', 'woman'].includes(t.concept)), `${trade}: ${shot}`).toBe(false);
        const work = placeShot('work', tradeNameIn(trade, lang)!, lang)!;
        expect([parsePrompt(work).language, parsePrompt(work).setting], work).toEqual([lang, room]);
        const entrance = placeShot('entrance', tradeNameIn(trade, lang)!, lang)!;
        expect([parsePrompt(entrance).language, parsePrompt(entrance).setting], entrance).toEqual([lang, 'shopfront']);
      }
    });
  }
});

describe('the light the planner adds is read by the renderer in Italian, Portuguese and Dutch', () => {
  const people = { it: 'Una donna in una caffetteria', pt: 'Uma mulher numa padaria', nl: 'Een vrouw in een bakkerij' } as const;
  const expected: [TimeWord, string][] = [['sunrise', 'dawn'], ['morning', 'dawn'], ['midday', 'day'], ['afternoon', 'day'], ['golden hour', 'sunset'], ['evening', 'sunset'], ['night', 'night']];
  for (const [lang, picture] of Object.entries(people) as [keyof typeof people, string][]) {
    it(`${lang}: every time of day, outdoors and indoors, gives the renderer that time`, () => {
      for (const [time, seen] of expected) {
        for (const indoor of [false, true]) {
          const prompt = `${picture}, ${lightWords(time, lang, indoor)}.`;
          expect(parsePrompt(prompt).time, prompt).toBe(seen);
          expect(parsePrompt(prompt).language, prompt).toBe(lang);
        }
      }
    });
  }

  it('a time of day a brief names in these languages is that time: no second light is added to it', () => {
    const named: [string, TimeWord][] = [
      ['due amici al tramonto', 'sunset'], ['un panificio all’alba', 'sunrise'], ['una terrazza di sera', 'evening'], ['il porto di notte', 'night'],
      ['uma esplanada ao pôr do sol', 'sunset'], ['uma padaria de manhã', 'morning'], ['a praia à noite', 'night'], ['o parque ao meio-dia', 'midday'],
      ['een terras bij zonsondergang', 'sunset'], ['een bakkerij in de ochtend', 'morning'], ["de gracht 's avonds", 'evening'], ['de haven bij nacht', 'night'],
    ];
    for (const [picture, time] of named) expect(timeIn(picture), picture).toBe(time);
  });
});

describe('whole briefs', () => {
  it('the trattoria: the cook and the dining couple are two shots in Italian, in the restaurant; no English shot of the name on a shelf', () => {
    const planned = planOf({ brief: GINO, language: 'it', duration_sec: 20 });
    const shots = pictures(planned.plan);
    expect(shots.some((p) => /^Il cuoco che tira la sfoglia a mano in un ristorante/u.test(p))).toBe(true);
    expect(shots.some((p) => /^Una coppia che cena a lume di candela in un ristorante/u.test(p))).toBe(true);
    expect(shots.join(' ')).not.toMatch(/shelf|on a table|Trattoria da Gino/u);
    expect(sentences(planned.plan)).toContain('Il nostro cuoco tira la sfoglia a mano.');
    expect(coverage(planned)).toBeGreaterThanOrEqual(0.7);
  });

  it('the padaria: two shots in Portuguese, at the bakery’s counter', () => {
    const shots = pictures(planOf({ brief: ESTRELA, language: 'pt', duration_sec: 20 }).plan);
    expect(shots.some((p) => p.startsWith('O padeiro a tirar o pão do forno numa padaria'))).toBe(true);
    expect(shots.some((p) => p.startsWith('Uma senhora que compra pastéis de nata ao balcão de uma padaria'))).toBe(true);
  });

  it('the bike repairer: Dutch shots and lines, its own shot of the workshop in Dutch, the call names the brand', () => {
    const planned = planOf({ brief: JANSEN, language: 'nl', duration_sec: 20 });
    const shots = pictures(planned.plan);
    expect(shots.some((p) => p.startsWith('De fietsenmaker die een fiets repareert in een fietsenwinkel'))).toBe(true);
    expect(shots.join(' ')).not.toMatch(/\b(?:inside|shelf|bicycles on racks)\b/u);
    expect(sentences(planned.plan)).toContain('Bel Fietsenmaker Jansen op 030 123 4567.');
    for (const shot of shots) expect(parsePrompt(shot).language, shot).toBe('nl');
  });
});
