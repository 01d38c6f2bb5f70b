import { describe, expect, it } from 'vitest';
import { subjectKind, tradeOf } from '../../../lambdas/core/planning/compositions';
import { readBrief } from '../../../lambdas/core/planning/brief-text';
import { articledNoun } from '../../../lambdas/core/planning/articled-trades';

/** Each language's brief around a trade's subject ("Spot di 15 secondi per la farmacia Rossi a Torino: …"). */
const BRIEF: Record<string, string> = {
  en: 'A 15-second ad for {S} in Bath: friendly service and fair prices.',
  es: 'Anuncio de 15 segundos para {S} en Sevilla: atención cercana y buenos precios.',
  fr: 'Publicité de 15 secondes pour {S} à Lyon : un accueil chaleureux et des prix justes.',
  de: 'Werbespot, 15 Sekunden, für {S} in Köln: freundliche Beratung und faire Preise.',
  it: 'Spot di 15 secondi per {S} a Torino: servizio cordiale e prezzi onesti.',
  pt: 'Anúncio de 15 segundos para {S} em Lisboa: atendimento simpático e preços justos.',
  nl: 'Advertentie van 15 seconden voor {S} in Utrecht: vriendelijke service en eerlijke prijzen.',
};

/** A trade's subjects in each language, named and not: what tradeOf says each is. */
const TRADES: [trade: string, subjects: Record<string, string>][] = [
  ['a pharmacy', { en: 'Rossi Pharmacy|a chemist', es: 'la farmacia Rossi|una farmacia', fr: 'la pharmacie Rossi|une pharmacie', de: 'Apotheke am Markt|eine Apotheke', it: 'la farmacia Rossi|una farmacia', pt: 'a farmácia Rossi|uma drogaria', nl: 'de apotheek Rossi|een drogist' }],
  ['an optician', { en: 'Rossi Opticians|an optometrist', es: 'la óptica Rossi|una óptica', fr: 'l’opticien Rossi|une lunetterie', de: 'Optiker Rossi|ein Brillengeschäft', it: 'l’ottica Rossi|un’ottica', pt: 'a ótica Rossi|uma óptica', nl: 'de opticien Rossi|een brillenwinkel' }],
  ['a jeweller', { en: 'Rossi Jewellers|a jewelry store', es: 'la joyería Rossi|una relojería', fr: 'la bijouterie Rossi|une horlogerie', de: 'Juwelier Rossi|ein Schmuckgeschäft', it: 'la gioielleria Rossi|un’oreficeria', pt: 'a joalharia Rossi|uma ourivesaria', nl: 'de juwelier Rossi|een juwelierszaak' }],
  ['a laundrette', { en: 'Rossi Launderette|a dry cleaner', es: 'la lavandería Rossi|una tintorería', fr: 'la laverie Rossi|une blanchisserie', de: 'Waschsalon Rossi|eine Reinigung', it: 'la lavanderia Rossi|una tintoria', pt: 'a lavandaria Rossi|uma lavanderia', nl: 'de wasserette Rossi|een stomerij' }],
  ['a hardware shop', { en: 'Rossi Hardware Store|an ironmonger', es: 'la ferretería Rossi|una ferretería', fr: 'la quincaillerie Rossi|une quincaillerie', de: 'Baumarkt Rossi|eine Eisenwarenhandlung', it: 'la ferramenta Rossi|una ferramenta', pt: 'a loja de ferragens Rossi|uma loja de ferragens', nl: 'de ijzerwinkel Rossi|een bouwmarkt' }],
  ['a shoe shop', { en: 'Rossi Shoe Shop|a cobbler', es: 'la zapatería Rossi|una zapatería', fr: 'la cordonnerie Rossi|un magasin de chaussures', de: 'Schuhhaus Rossi|ein Schuhgeschäft', it: 'la calzoleria Rossi|un negozio di scarpe', pt: 'a sapataria Rossi|uma sapataria', nl: 'de schoenenwinkel Rossi|een schoenmaker' }],
  ['a greengrocer', { en: 'Rossi Greengrocers|a greengrocer', es: 'la frutería Rossi|una verdulería', fr: 'le primeur Rossi|un primeur', de: 'Gemüseladen Rossi|ein Gemüseladen', it: 'il fruttivendolo Rossi|un fruttivendolo', pt: 'a frutaria Rossi|uma quitanda', nl: 'de groenteboer Rossi|een groentewinkel' }],
  ['a supermarket', { en: 'Rossi Supermarket|a corner shop', es: 'el supermercado Rossi|un colmado', fr: 'le supermarché Rossi|une supérette', de: 'Supermarkt Rossi|ein Lebensmittelladen', it: 'il supermercato Rossi|un alimentari', pt: 'o supermercado Rossi|uma mercearia', nl: 'de supermarkt Rossi|een buurtwinkel' }],
  ['a bar', { en: 'Rossi Brewpub|a taproom', es: 'la cervecería Rossi|una cervecería', fr: 'le bar Rossi|un bar', de: 'Brauhaus Rossi|eine Bierbar', it: 'la birreria Rossi|una birreria', pt: 'a cervejaria Rossi|uma cervejaria', nl: 'de bierbar Rossi|een proeflokaal' }],
  ['a sweet shop', { en: 'Rossi Chocolatier|a chocolate shop', es: 'la chocolatería Rossi|una bombonería', fr: 'la chocolaterie Rossi|une chocolaterie', de: 'Chocolaterie Rossi|ein Pralinenladen', it: 'la cioccolateria Rossi|una cioccolateria', pt: 'a chocolataria Rossi|uma bombonaria', nl: 'de chocolaterie Rossi|een bonbonwinkel' }],
  ['a delicatessen', { en: 'Rossi Deli|a delicatessen', es: 'la charcutería Rossi|una charcutería', fr: 'le traiteur Rossi|une charcuterie', de: 'Feinkostladen Rossi|ein Feinkostgeschäft', it: 'la salumeria Rossi|una salumeria', pt: 'a charcutaria Rossi|uma charcutaria', nl: 'de traiteur Rossi|een delicatessenwinkel' }],
  ['a restaurant', { en: 'Rossi Bistro|a diner', es: 'el asador Rossi|un asador', fr: 'la rôtisserie Rossi|un bistrot', de: 'Gaststätte Rossi|ein Restaurant', it: 'la rosticceria Rossi|una rosticceria', pt: 'a tasca Rossi|uma churrascaria', nl: 'het eethuis Rossi|een eetcafé' }],
  ['a fish and chip shop', { en: 'Rossi Chippy|a chip shop', es: 'la freiduría Rossi|una freiduría', fr: 'la friterie Rossi|une friterie', de: 'Imbiss Rossi|eine Frittenbude', it: 'la friggitoria Rossi|una friggitoria', nl: 'de snackbar Rossi|een frituur' }],
  ['a tea house', { en: 'Rossi Tea House|a teahouse', es: 'la tetería Rossi|una tetería', fr: 'le salon de thé Rossi|un salon de thé', de: 'Teehaus Rossi|ein Teehaus', it: 'la sala da tè Rossi|una sala da tè', pt: 'a casa de chá Rossi|uma casa de chá', nl: 'het theehuis Rossi|een theesalon' }],
  ['a hair salon', { en: 'Rossi Hair Salon|a hairdresser', es: 'la peluquería Rossi|una peluquería', fr: 'le coiffeur Rossi|un salon de coiffure', de: 'Friseursalon Rossi|ein Frisör', it: 'il parrucchiere Rossi|un parrucchiere', pt: 'o cabeleireiro Rossi|um cabeleireiro', nl: 'de kapsalon Rossi|een kapper' }],
  ['a barber shop', { en: 'Rossi Barbers|a barbershop', es: 'la barbería Rossi|una barbería', fr: 'le barbier Rossi|un barbier', de: 'Barbier Rossi|ein Herrenfriseur', it: 'il barbiere Rossi|una barberia', pt: 'a barbearia Rossi|uma barbearia', nl: 'de barbier Rossi|een barbershop' }],
  ['a guesthouse', { en: 'Rossi Guesthouse|a B&B', es: 'la casa rural Rossi|una pensión', fr: 'la maison d’hôtes Rossi|un gîte', de: 'Pension Sonnenhof|eine Pension', it: 'l’agriturismo Rossi|una pensione', pt: 'a pousada Rossi|uma casa de hóspedes', nl: 'het pension Rossi|een pension' }],
  ['a clinic', { en: 'Rossi Clinic|a medical centre', es: 'la clínica Rossi|un centro médico', fr: 'la clinique Rossi|un cabinet médical', de: 'Klinik Rossi|eine Arztpraxis', it: 'lo studio medico Rossi|un poliambulatorio', pt: 'a clínica Rossi|um consultório', nl: 'de kliniek Rossi|een huisartsenpraktijk' }],
  ['a nursery', { en: 'Rossi Nursery|a daycare', es: 'la guardería Rossi|una guardería', fr: 'la crèche Rossi|une garderie', de: 'Kita Rossi|ein Kindergarten', it: 'l’asilo nido Rossi|un asilo nido', pt: 'a creche Rossi|um infantário', nl: 'het kinderdagverblijf Rossi|een kinderopvang' }],
  ['a garden centre', { en: 'Rossi Garden Centre|a plant nursery', es: 'el vivero Rossi|un vivero', fr: 'la jardinerie Rossi|une pépinière', de: 'Gartencenter Rossi|eine Gärtnerei', it: 'il vivaio Rossi|un vivaio', pt: 'o viveiro Rossi|um centro de jardinagem', nl: 'het tuincentrum Rossi|een kwekerij' }],
  ['a clothing boutique', { en: 'Rossi Boutique|a clothes shop', es: 'la boutique Rossi|una tienda de ropa', fr: 'la boutique de mode Rossi|un magasin de vêtements', de: 'Modegeschäft Rossi|eine Boutique', it: 'la boutique Rossi|un negozio di abbigliamento', pt: 'a boutique Rossi|uma loja de roupa', nl: 'de boetiek Rossi|een kledingwinkel' }],
];

/** "Rossi Pharmacy", "la farmacia Rossi": what a brief naming it and its town is about, as the planner reads it. */
const subjectOf = (brief: string, language: string) => readBrief(brief, language, 'ad').product!;

describe('every common trade word is read as its business, in seven languages, named or not', () => {
  for (const [trade, byLanguage] of TRADES) {
    it(trade, () => {
      const misread = Object.entries(byLanguage).flatMap(([language, subjects]) =>
        subjects.split('|').flatMap((said) => {
          const brief = BRIEF[language]!.replace('{S}', said);
          const subject = subjectOf(brief, language);
          const kind = subjectKind(subject, brief, false, language);
          const read = kind === 'business' ? tradeOf(subject, brief) : kind;
          return read === trade ? [] : [`${language} ${said}: ${read}`];
        }),
      );
      expect(misread).toEqual([]);
    });
  }
});

describe('words a trade shares with another thing stay that thing', () => {
  it.each([
    ['Pension Wise', 'Pension Wise: free guidance on your pension options.', 'en'],
    ['FibraNet', 'Anuncio de FibraNet: fibra óptica a 1 Gb en toda Sevilla.', 'es'],
    ['Brouwerij Noord', 'Advertentie van 20 seconden voor Brouwerij Noord, een blond bier uit Groningen.', 'nl'],
  ])('%s', (subject, brief, language) => {
    expect(subjectKind(subject, brief, false, language)).not.toBe('business');
  });

  it('a dry cleaner is a laundrette, no cleaner come to the house', () => {
    expect(tradeOf('Rossi Dry Cleaners', 'Rossi Dry Cleaners in Bath: suits cleaned in a day.')).toBe('a laundrette');
  });

  it('a Dutch brief’s "van 15 seconden" names no van', () => {
    expect(subjectKind('de slager Rossi', 'Advertentie van 15 seconden voor de slager Rossi in Utrecht.', false, 'nl')).toBe('business');
  });

  it('splits a bare trade noun from its article, never a name or a sentence', () => {
    expect(articledNoun('una farmacia')).toEqual({ article: 'una', noun: 'farmacia' });
    expect(articledNoun('l’ottica')).toEqual({ article: 'l’', noun: 'ottica' });
    expect(articledNoun('eine Apotheke')).toEqual({ article: 'eine', noun: 'Apotheke' });
    expect(articledNoun('la pizza Regina')).toBeUndefined();
    expect(articledNoun('Farmacia Rossi')).toBeUndefined();
  });
});

describe('a German "Werbespot, 15 Sekunden, für …" keeps the list of offers after its colon', () => {
  it.each([
    ['Werbespot, 15 Sekunden, für Apotheke am Markt: Beratung, Rezepte, Kosmetik.', 'Beratung, Rezepte, Kosmetik.'],
    ['Werbespot 20 Sekunden für die Bäckerei Rossi in Köln: Sauerteigbrot, Brötchen, Kuchen.', 'Sauerteigbrot, Brötchen, Kuchen.'],
  ])('%s', (brief, points) => {
    expect(readBrief(brief, 'de', 'ad').points).toContain(points);
  });
});
