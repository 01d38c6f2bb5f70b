import { describe, expect, it } from 'vitest';
import { subjectKind, tradeOf } from '../../../lambdas/core/planning/compositions';
import { nounAndName } from '../../../lambdas/core/planning/trade-headed-names';
import { planOf } from './plan-of';

// Trade nouns of the trade tables, each set before a name by its article as a brief writes it; the brief
// lists goods of other kinds (drinks, bread, shoes), which are what it sells, not the product advertised.
const NOUNS: Record<string, [language: string, brief: string, nouns: string]> = {
  es: ['es', 'Anuncio de 20 segundos para {S} en Sevilla: vino tinto, cerveza artesanal, pan de masa madre, zapatillas.',
    'la floristería|la panadería|la pastelería|la carnicería|la pescadería|la heladería|la librería|la peluquería|la barbería|el gimnasio|el restaurante|la taberna|la cafetería|la vinoteca|el hotel|el hostal|el albergue|la pensión|la inmobiliaria|la clínica|la autoescuela|la academia de baile|la escuela de música|la guardería|la quesería|la tienda de bicicletas|el taller mecánico|el lavadero de coches|el vivero|la tienda|la confitería|la cerrajería|la escuela de cocina|el centro de estética|el camping|la tienda de mascotas|la peluquería canina|la pizzería|la pastelería artesanal|el fontanero|el electricista'],
  fr: ['fr', 'Publicité de 15 secondes pour {S} à Rennes : cidre artisanal, bière, vin, pain, chaussures.',
    'la crêperie|la boulangerie|la pâtisserie|la boucherie|la poissonnerie|la fromagerie|la librairie|le fleuriste|le salon de coiffure|la salle de sport|le restaurant|la brasserie|le bistrot|le bar à vin|le salon de thé|l’hôtel|l’auberge|le camping|l’agence immobilière|le cabinet dentaire|l’auto-école|l’école de danse|l’école de musique|la crèche|le garage|la station de lavage|la jardinerie|le magasin|la boutique|la confiserie|l’épicerie|l’institut de beauté|l’onglerie|l’animalerie|le glacier|la pizzeria|la cave à vin|le magasin de vélos|la trattoria|la petite boulangerie|le serrurier|le plombier'],
  de: ['de', '20 Sekunden Werbung für {S} in Leipzig: Bier vom Fass, Wein, Brot, Schuhe.',
    'die Bäckerei|die Konditorei|die Metzgerei|die Fleischerei|der Blumenladen|die Buchhandlung|der Friseur|das Fitnessstudio|das Restaurant|die Kneipe|das Café|die Weinbar|das Teehaus|das Hotel|der Gasthof|die Jugendherberge|der Campingplatz|das Immobilienbüro|die Zahnarztpraxis|die Praxis|die Fahrschule|die Tanzschule|die Musikschule|die Kita|die Autowerkstatt|die Waschanlage|das Gartencenter|die Eisdiele|das Nagelstudio|die Zoohandlung|die Fahrradwerkstatt|der Fahrradladen|die Pizzeria|der Hofladen|die Kochschule|das Kosmetikstudio|die Gärtnerei|der Käseladen|die Vinothek'],
  it: ['it', 'Spot di 20 secondi per {S} a Bologna: vino rosso, birra artigianale, pane, scarpe.',
    'il fioraio|la fioreria|il panificio|la panetteria|la pasticceria|la macelleria|la pescheria|la gelateria|la libreria|il parrucchiere|la palestra|il ristorante|la trattoria|l’osteria|la pizzeria|l’enoteca|la caffetteria|l’albergo|l’hotel|la pensione|l’ostello|il campeggio|l’agenzia immobiliare|lo studio dentistico|la clinica|l’autoscuola|la scuola di danza|la scuola di musica|l’officina|l’autolavaggio|il negozio|la boutique|la formaggeria|il centro estetico|la toelettatura|la scuola di cucina|la ciclofficina|l’idraulico'],
  pt: ['pt', 'Anúncio de 20 segundos para {S} em Lisboa: vinho tinto, cerveja artesanal, pão, sapatos.',
    'a padaria|a pastelaria|a confeitaria|o talho|o açougue|a peixaria|a gelataria|a sorveteria|a livraria|o cabeleireiro|a barbearia|o ginásio|a academia|o restaurante|a tasca|a churrascaria|a taberna|a garrafeira|o hotel|a pousada|a pensão|o albergue|o hostel|a imobiliária|a clínica|a clínica dentária|a escola de condução|a autoescola|a escola de dança|a escola de música|a creche|a oficina|a oficina mecânica|a loja|a floricultura|a florista|a queijaria|a pizzaria|a loja de bicicletas|a bicicletaria|a escola de culinária|o eletricista'],
  nl: ['nl', 'Advertentie van 15 seconden voor {S} in Haarlem: bier, wijn, brood, schoenen.',
    'de bakkerij|de banketbakkerij|de slagerij|de viswinkel|de bloemist|de bloemenwinkel|de boekhandel|de kapper|de kapsalon|de sportschool|het restaurant|het eetcafé|de koffiebar|de wijnbar|het theehuis|het hotel|de jeugdherberg|de camping|de makelaar|de tandartspraktijk|de rijschool|de dansschool|de muziekschool|de kinderopvang|de garage|de autowasstraat|de winkel|de kaaswinkel|de kaasboer|de ijssalon|het schoonheidssalon|de nagelsalon|de fietsenwinkel|de fietsenmaker|de pizzeria|de kookschool|de boerderijwinkel|bakkerij|bloemist'],
  en: ['en', '15 second ad for {S} in Bath: craft beer, red wine, bread, shoes.',
    'the bakery|the florist|the butcher|the fishmonger|the bookshop|the barber|the hair salon|the gym|the restaurant|the pub|the café|the wine bar|the hotel|the hostel|the guesthouse|the campsite|the estate agency|the dental clinic|the clinic|the driving school|the dance studio|the music school|the nursery|the garage|the car wash|the garden centre|the boutique|the cheese shop|the deli|the ice cream parlour|the nail salon|the pet shop|the bike shop|the pizzeria|the farm shop|the cooking school|the sweet shop|the brewery|the creperie|the plumber'],
};

describe('a name its trade’s noun heads is that business, whatever goods its brief lists', () => {
  for (const [lang, [language, brief, nouns]] of Object.entries(NOUNS)) {
    const list = nouns.split('|');
    it(`${lang}: ${list.length} trade nouns`, () => {
      expect(list.length).toBeGreaterThanOrEqual(30);
      const subjects = list.map((noun) => `${noun}${noun.endsWith('’') ? '' : ' '}Ty Breizh`.replace('’ ', '’'));
      const notBusiness = subjects.filter((s) => subjectKind(s, brief.replace('{S}', s), false, language) !== 'business');
      expect(notBusiness).toEqual([]);
    });
  }

  it.each([
    ['Ty Breizh crêperie', 'Publicité pour Ty Breizh crêperie à Rennes : cidre artisanal, galettes.', 'fr', 'a restaurant'],
    ['Van Dijk bakkerij', 'Advertentie voor Van Dijk bakkerij in Haarlem: bier, appeltaart.', 'nl', 'a bakery'],
    ['il fioraio Rossi', 'Spot per il fioraio Rossi a Milano: vino, bouquet da sposa, piante.', 'it', 'a florist'],
    ['la crêperie Ty Breizh', 'Publicité pour la crêperie Ty Breizh : cidre artisanal, bar à cidre, galettes.', 'fr', 'a restaurant'],
  ])('a trade’s noun after or before the name says its trade: %s', (subject, brief, language, trade) => {
    expect(subjectKind(subject, brief, false, language)).toBe('business');
    expect(tradeOf(subject, brief)).toBe(trade);
  });

  it.each([
    ['la app Calma', 'Anuncio de la app Calma: medita cada día.', 'es'],
    ['la pizza Regina', 'Spot per la pizza Regina surgelata: pronta in 10 minuti.', 'it'],
    ['la bicicleta Urbana', 'Anuncio de la bicicleta Urbana: cuadro de aluminio, 12 kg.', 'es'],
    ['le café Caravane', 'Publicité pour le café Caravane en grains : torréfié à Lyon.', 'fr'],
  ])('a product named after its own noun stays that product: %s', (subject, brief, language) => {
    expect(subjectKind(subject, brief, false, language)).not.toBe('business');
  });

  it('splits the noun from the name, either way round, and finds none in a bare name', () => {
    expect(nounAndName('la crêperie Ty Breizh')).toEqual({ noun: 'crêperie', name: 'Ty Breizh' });
    expect(nounAndName('l’osteria da Gino')).toEqual({ noun: 'osteria', name: 'da Gino' });
    expect(nounAndName('l’osteria Da Gino')).toEqual({ noun: 'osteria', name: 'Da Gino' });
    expect(nounAndName('Amapola floristería')).toEqual({ noun: 'floristería', name: 'Amapola' });
    expect(nounAndName('Bakkerij Van Dijk')).toBeUndefined();
    expect(nounAndName('la salle de sport Atlas')).toEqual({ noun: 'salle de sport', name: 'Atlas' });
  });
});

describe('a crêperie and a florist named by their trade are planned as that business', () => {
  const shots = (body: Record<string, unknown>) => planOf(body).plan.scenes.filter((s) => s.type !== 'motion').map((s) => s.prompt ?? '');
  it('the crêperie’s cider is what it serves: no beer, no bottle, its shots in a restaurant, in French', () => {
    const prompts = shots({ brief: 'Publicité de 15 secondes pour la crêperie Ty Breizh à Rennes : galettes de sarrasin, crêpes au caramel beurre salé, cidre artisanal. Ouvert du mardi au dimanche.', brand_name: 'Ty Breizh', language: 'fr', duration_sec: 15 });
    expect(prompts.join(' ')).not.toMatch(/beer|bottle|bière|Ty Breizh/iu);
    expect(prompts.every((p) => /restaurant|crêperie/iu.test(p))).toBe(true);
  });
  it('the floristería is its shop, never a thing on a shelf or held in the street', () => {
    const prompts = shots({ brief: 'Anuncio de 20 segundos para la floristería Amapola en Sevilla: ramos de novia, flores a domicilio el mismo día, plantas de interior. Pide en amapola.example.es', brand_name: 'Amapola', language: 'es' });
    expect(prompts.join(' ')).not.toMatch(/shelf|holding|Amapola/iu);
    expect(prompts.every((p) => /floristería/iu.test(p))).toBe(true);
  });
});
