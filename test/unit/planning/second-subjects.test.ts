import { describe, expect, it } from 'vitest';
import { actionLine } from '../../../lambdas/core/planning/brief-actions';
import { readBrief } from '../../../lambdas/core/planning/brief-text';
import { ownSubjects } from '../../../lambdas/core/planning/second-subjects';
import { listedShots } from '../../../lambdas/core/planning/shot-lists';
import { planOf } from './plan-of';

/**
 * Issue 23: "show A doing X and B at P" asks for two shots when B is people of their own, in every
 * language the planner reads pictures in; more things the first verb acts on stay in its shot; and
 * the town after the subject's name ("no Porto", "a Bologna") is where it is, said in the hook,
 * never a point of its own.
 */

const BRIEFS: readonly { lang: string; brief: string; pictures: string[]; location?: string }[] = [
  {
    lang: 'pt',
    brief: 'Anúncio de 15 segundos para o Café Aurora, no Porto. Mostre um barista a servir um galão e clientes na esplanada. Rua das Flores 45.',
    pictures: ['Um barista a servir um galão', 'Clientes na esplanada'],
    location: 'no Porto',
  },
  {
    lang: 'pt',
    brief: 'Anúncio de 20 segundos para a Padaria Estrela, em Lisboa. Mostre uma padeira a tirar pão do forno e crianças à porta da padaria. Encomende em padariaestrela.pt.',
    pictures: ['Uma padeira a tirar pão do forno', 'Crianças à porta da padaria'],
    location: 'em Lisboa',
  },
  {
    lang: 'pt',
    brief: 'Anúncio para a Pizzaria Vesúvio. Mostre um pizzaiolo tirando uma pizza do forno e uma família à mesa.',
    pictures: ['Um pizzaiolo tirando uma pizza do forno', 'Uma família à mesa'],
  },
  {
    lang: 'es',
    brief: 'Anuncio de 15 segundos para Bar Pepe, en Málaga. Muestra a un camarero sirviendo tapas y a unos turistas en la terraza. Reserva en barpepe.es.',
    pictures: ['Un camarero sirviendo tapas', 'Unos turistas en la terraza'],
    location: 'en Málaga',
  },
  {
    lang: 'es',
    brief: 'Anuncio para Gimnasio Titán. Muestra a una entrenadora ayudando a un hombre con las pesas y a varios socios en las bicicletas.',
    pictures: ['Una entrenadora ayudando a un hombre con las pesas', 'Varios socios en las bicicletas'],
  },
  {
    lang: 'fr',
    brief: 'Publicité de 20 secondes pour la Crêperie Ty Breizh, à Rennes. Montrez une crêpière qui étale la pâte et des enfants attablés en terrasse.',
    pictures: ['Une crêpière qui étale la pâte', 'Des enfants attablés en terrasse'],
    location: 'à Rennes',
  },
  {
    lang: 'it',
    brief: 'Spot di 20 secondi per la Gelateria Sole, a Napoli. Mostra un gelataio che riempie un cono e bambini sul lungomare. Vieni a trovarci!',
    pictures: ['Un gelataio che riempie un cono', 'Bambini sul lungomare'],
    location: 'a Napoli',
  },
  {
    lang: 'it',
    brief: 'Spot per la Palestra Atlas, in Torino. Mostra un istruttore che segue una ragazza al bilanciere e persone sui tapis roulant.',
    pictures: ['Un istruttore che segue una ragazza al bilanciere', 'Persone sui tapis roulant'],
    location: 'in Torino',
  },
  {
    lang: 'de',
    brief: 'Werbespot für die Bäckerei Sonnenschein, in Hamburg. Zeigen Sie einen Bäcker, der Brezeln formt, und Kinder vor dem Schaufenster.',
    pictures: ['Ein Bäcker, der Brezeln formt', 'Kinder vor dem Schaufenster'],
    location: 'in Hamburg',
  },
  {
    lang: 'nl',
    brief: 'Reclame voor Bakkerij De Molen, in Utrecht. Toon een bakker die brood uit de oven haalt en klanten bij de toonbank.',
    pictures: ['Een bakker die brood uit de oven haalt', 'Klanten bij de toonbank'],
    location: 'in Utrecht',
  },
  {
    lang: 'en',
    brief: '15 second ad for Iron Forge Gym in Austin. Show a trainer spotting a woman on the bench press and people on rowing machines.',
    pictures: ['A trainer spotting a woman on the bench press', 'People on rowing machines'],
    location: 'in Austin',
  },
  {
    lang: 'en',
    brief: 'Ad for Green Paws Vets, in Leeds. Show a vet checking a puppy and a family in the waiting room.',
    pictures: ['A vet checking a puppy', 'A family in the waiting room'],
    location: 'in Leeds',
  },
  {
    lang: 'en',
    brief: 'Ad for Bella Pizza. Show a chef stretching dough and two couples at the candlelit tables.',
    pictures: ['A chef stretching dough', 'Two couples at the candlelit tables'],
  },
];

describe('"show A doing X and B at P" is two shots when B is people of their own', () => {
  for (const { lang, brief, pictures } of BRIEFS) {
    it(`${lang}: ${brief.slice(0, 50)}`, () => {
      expect(readBrief(brief, lang).pictures).toEqual(pictures);
    });
  }

  it('a German relative clause closed by "und" with no comma is still its person’s, the people after it a shot of their own', () => {
    expect(readBrief('Werbespot für Café Morgenrot, in München. Zeigen Sie eine Barista, die Milch eingießt und Gäste auf der Terrasse.', 'de').pictures)
      .toEqual(['Eine Barista, die Milch eingießt', 'Gäste auf der Terrasse']);
  });

  it('the second people may be doing something of their own, or set somewhere past a word that describes them', () => {
    expect(ownSubjects('um barista a servir um galão e clientes a tomar café', 'pt')).toEqual(['um barista a servir um galão', 'clientes a tomar café']);
    expect(ownSubjects('un serveur qui apporte un café et des amis assis en terrasse', 'fr')).toEqual(['un serveur qui apporte un café', 'des amis assis en terrasse']);
    expect(ownSubjects('un camarero sirviendo vino y a unos clientes en la terraza', 'es')).toEqual(['un camarero sirviendo vino', 'unos clientes en la terraza']);
    expect(ownSubjects('a barista pouring a latte and friends chatting by the window', 'en')).toEqual(['a barista pouring a latte', 'friends chatting by the window']);
    expect(ownSubjects('a barman pulling a pint and regulars at the bar', 'en')).toEqual(['a barman pulling a pint', 'regulars at the bar']);
    // A comma parts them as "and" does (not in German, where it opens a relative clause).
    expect(ownSubjects('um barista a servir um galão, clientes na esplanada e crianças a brincar', 'pt')).toEqual(['um barista a servir um galão', 'clientes na esplanada', 'crianças a brincar']);
    expect(readBrief('Anúncio para o Café Aurora. Mostre um barista a servir um galão, clientes na esplanada e crianças a brincar.', 'pt').pictures)
      .toEqual(['Um barista a servir um galão', 'Crianças a brincar', 'Clientes na esplanada']);
  });

  it('stays one shot: things the verb acts on, someone after someone of the same kind, people with nowhere to be or tied to the first by a possessive, no action before them', () => {
    for (const [text, lang] of [
      ['um barista a servir um galão e um croissant na esplanada', 'pt'],
      ['a barista serving a latte and a croissant on the terrace', 'en'],
      ['a trainer spotting a man and a woman on the bench press', 'en'],
      ['um barista a servir clientes e amigos na esplanada', 'pt'],
      ['a groomer washing a dog and cats in the waiting room', 'en'],
      ['a chef plating pasta and happy customers', 'en'],
      ['la terrazza piena di sole e clienti al bancone', 'it'],
      ['un camarero sirviendo vino y sus niños en la terraza', 'es'],
      ['un serveur qui apporte un café et leurs enfants en terrasse', 'fr'],
    ] as const) {
      expect(ownSubjects(text, lang), text).toEqual([text]);
    }
  });

  it('two things one verb acts on are never two shots of a list', () => {
    expect(listedShots('um barista a servir um galão e um croissant na esplanada', 'pt')).toBeUndefined();
    expect(listedShots('a trainer spotting a man and a woman on the bench press', 'en')).toBeUndefined();
    expect(readBrief('Anúncio para o Café Aurora. Mostre um barista a servir um galão e um croissant na esplanada.', 'pt').pictures).toEqual(['Um barista a servir um galão e um croissant na esplanada']);
    // A noun and its genitive, or a thing after a preposition, still parts two shots.
    expect(listedShots('la dentista revisando los dientes de un niño y la recepción moderna', 'es')).toEqual(['la dentista revisando los dientes de un niño', 'la recepción moderna']);
  });
});

describe('the town after the subject’s name is where it is, never a point', () => {
  for (const { lang, brief, location } of BRIEFS.filter((b) => b.location)) {
    it(`${lang}: ${location}`, () => {
      const facts = readBrief(brief, lang);
      expect(facts.location).toBe(location);
      expect(facts.points.map((p) => p.toLowerCase())).not.toContain(`${location!.toLowerCase()}.`);
    });
  }

  it('a brief that opens on the name and its town alone names its subject and town so', () => {
    const pt = readBrief('Café Aurora, no Porto. Mostre um barista a servir um galão e clientes na esplanada. Aberto todos os dias.', 'pt');
    expect([pt.product, pt.location, pt.points]).toEqual(['Café Aurora', 'no Porto', ['Aberto todos os dias.']]);
    const en = readBrief('Iron Forge Gym, in Austin. Show a trainer spotting a woman on the bench press. Open 24/7.', 'en');
    expect([en.product, en.location]).toEqual(['Iron Forge Gym', 'in Austin']);
    expect(planOf({ brief: 'Iron Forge Gym, in Austin. Show a trainer spotting a woman on the bench press. Open 24/7.', duration_sec: 15 }).plan.title).toBe('Iron Forge Gym');
    // An opening that is no name is a point as before.
    expect(readBrief('Fresh bread every morning in Leeds. Show a baker pulling loaves from the oven.', 'en').points).toContain('Fresh bread every morning in Leeds.');
  });

  it('a town of several words with a small one between ("no Rio de Janeiro", "in Frankfurt am Main") is the town whole', () => {
    expect(readBrief('Anúncio para a Churrascaria Gaúcha, no Rio de Janeiro. Mostre um churrasqueiro a cortar picanha e amigos à mesa.', 'pt'))
      .toMatchObject({ location: 'no Rio de Janeiro', points: [], pictures: ['Um churrasqueiro a cortar picanha', 'Amigos à mesa'] });
    expect(readBrief('Anuncio para Bar Pepe en Santiago de Compostela. Muestra a un camarero sirviendo vino.', 'es')).toMatchObject({ product: 'Bar Pepe', location: 'en Santiago de Compostela' });
    expect(readBrief('Werbespot für Café Main in Frankfurt am Main. Zeigen Sie eine Barista, die Milch eingießt.', 'de')).toMatchObject({ product: 'Café Main', location: 'in Frankfurt am Main' });
  });

  for (const { lang, brief, location } of BRIEFS.filter((b) => b.location)) {
    it(`${lang}: "${location}" is said in the hook with the name, never as a sentence of its own`, () => {
      const said = planOf({ brief, duration_sec: 15, language: lang }).plan.scenes.map((s) => s.script ?? '');
      expect(said[0]).toContain(location);
      expect(said.join(' ')).not.toMatch(new RegExp(`(?:^|[.!?]\\s)${location![0]!.toUpperCase()}${location!.slice(1)}\\.`, 'u'));
    });
  }

  it('said with the name in the hook, and nowhere else', () => {
    const { plan } = planOf({ brief: BRIEFS[0]!.brief, duration_sec: 15, language: 'pt' });
    const said = plan.scenes.map((s) => s.script ?? '');
    expect(said[0]).toContain('Café Aurora no Porto');
    expect(said.filter((s) => /no Porto/u.test(s))).toHaveLength(1);
    expect(said.some((s) => /^No Porto\./u.test(s))).toBe(false);
  });

  it('each shot the brief asks for has a scene of its own', () => {
    const { plan } = planOf({ brief: BRIEFS[0]!.brief, duration_sec: 15, language: 'pt' });
    const prompts = plan.scenes.map((s) => s.prompt);
    expect(prompts.some((p) => p.startsWith('Um barista a servir um galão') && !p.includes('clientes'))).toBe(true);
    expect(prompts.some((p) => p.startsWith('Clientes na esplanada'))).toBe(true);
  });
});

describe('a grown-up the staff work with is the viewer', () => {
  it('"spotting a woman" is "spots you", never "your woman"', () => {
    expect(actionLine('a trainer spotting a woman on the bench press')).toBe('Our trainer spots you on the bench press.');
    expect(actionLine('a coach helping a young runner warm up')).toBe('Our coach helps you warm up.');
    // Pets and children stay the viewer's own.
    expect(actionLine('a nurse weighing a cat')).toBe('Our nurse weighs your cat.');
  });
});
