/**
 * Eating and serving words in each language (actions.ts: eating-ice-cream, eating-slice, eating-sandwich, eating-crepe,
 * serving, serving-table): an ice cream, a slice of pizza or a crêpe eaten out of hand, someone with a cone, in a town's
 * square (a street's paving and shopfronts); a drink brought or served; a gelateria, a room of its own (its trade is the
 * server at the case of tubs, trades.ts). Eaten, an ice cream or a sandwich named is eaten out of hand already (actions.ts
 * `EATEN_BY_HAND`): the phrases here are the ones that say so with no eating verb ("two friends with ice-cream cones"),
 * and the foods only eaten so when said whole ("a slice of pizza": a pizza alone is shared at a table). Each language's
 * lexicon spreads its `nouns`, `settings` and `poses` last into its own, so a gelateria is no longer a café.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';
import { clauses } from './clause-phrases';

interface EatingWords {
  nouns?: Record<string, ConceptId>;
  settings: Record<string, SettingId>;
  poses?: Record<string, Pose>;
}

/** A town's square, where people eat out of hand: paved, shopfronts round it, as a street draws it. */
const square = (...words: string[]): Record<string, SettingId> => Object.fromEntries(words.map((w) => [w, 'street']));

/** A gelateria in every language's words. */
const gelateria = (...words: string[]): Record<string, SettingId> => Object.fromEntries(words.map((w) => [w, 'gelateria']));

export const EATING_WORDS = {
  en: {
    nouns: { gelato: 'ice-cream', 'ice cream cone': 'ice-cream', 'ice-cream cone': 'ice-cream', 'gelato cone': 'ice-cream', panini: 'sandwich', panino: 'sandwich', wrap: 'sandwich' },
    settings: {
      ...gelateria('gelateria', 'ice cream parlour', 'ice cream parlor', 'ice cream shop', 'gelato shop', 'ice cream bar'),
      ...square('piazza', 'plaza', 'town square', 'main square', 'market square', 'village square'),
    },
    poses: {
      ...clauses({
        'eating-ice-cream': [['with', 'holding', 'licking', 'enjoying'], ['an ice cream', 'ice creams', 'ice cream', 'an ice cream cone', 'ice cream cones', 'a gelato', 'gelato', 'gelatos', 'their ice creams', 'their gelato', 'cones', 'a cone']],
        'eating-slice': [['eating', 'eats', 'eat', 'enjoying', 'enjoys', 'sharing', 'with', 'holding'], ['a slice of pizza', 'slices of pizza', 'a pizza slice', 'pizza slices', 'a slice', 'slices']],
        'eating-crepe': [['eating', 'eats', 'eat', 'enjoying', 'enjoys', 'with', 'holding'], ['a crepe', 'crepes']],
        serving: [['brings', 'bringing', 'bring', 'serves', 'serving'], ['coffee', 'a coffee', 'the coffee', 'coffees', 'a cappuccino', 'a latte', 'a cup of coffee', 'tea', 'a cup of tea', 'drinks', 'a drink', 'the drinks']],
      }),
      'serving at the table': 'serving-table', 'serving at a table': 'serving-table', 'table service': 'serving-table', 'serving on the terrace': 'serving-table',
      'bringing a coffee to': 'serving-table', 'brings a coffee to': 'serving-table',
    },
  },
  it: {
    nouns: { 'cono gelato': 'ice-cream', coppetta: 'ice-cream', coni: 'ice-cream', piadina: 'sandwich', tramezzino: 'sandwich', crepe: 'pancakes' },
    settings: gelateria('gelateria', 'gelaterie', 'gelateria artigianale'),
    poses: {
      ...clauses({
        'eating-ice-cream': [['con', 'tiene', 'tengono', 'lecca', 'leccano', 'leccando', 'gusta', 'gustano', 'gustando'], ['un gelato', 'il gelato', 'i gelati', 'un cono', 'il cono', 'i coni', 'un cono gelato', 'una coppetta', 'il loro gelato']],
        'eating-slice': [['mangia', 'mangiano', 'mangiando', 'gusta', 'gustano', 'con'], ['un trancio di pizza', 'un trancio', 'i tranci', 'tranci di pizza', 'una fetta di pizza', 'un pezzo di pizza', 'la pizza al taglio', 'pizza al taglio']],
        'eating-crepe': [['mangia', 'mangiano', 'mangiando', 'gusta', 'gustano', 'con'], ['una crepe', 'le crepe', 'una crespella']],
        serving: [['porta', 'portano', 'portando', 'serve', 'servono', 'servendo'], ['un caffè', 'il caffè', 'un cappuccino', 'il cappuccino', 'un espresso', 'un tè', 'le bevande', 'da bere']],
      }),
      'serve al tavolo': 'serving-table', 'servendo al tavolo': 'serving-table', 'porta un caffè al tavolo': 'serving-table', 'serve ai tavoli': 'serving-table',
    },
  },
  fr: {
    nouns: { cornet: 'ice-cream', 'cornet de glace': 'ice-cream', glaces: 'ice-cream', crepe: 'pancakes', 'jambon beurre': 'sandwich' },
    settings: {
      ...gelateria('gelateria', 'salon de glace', 'salon de glaces', 'boutique de glaces', 'marchand de glaces', 'glacier artisanal'),
      ...square('sur la place', 'place du village', 'place du marché', 'grand place', 'grand-place'),
    },
    poses: {
      ...clauses({
        'eating-ice-cream': [['avec', 'tenant', 'tient', 'tiennent', 'lèche', 'lèchent', 'léchant', 'savoure', 'savourent', 'savourant', 'mange', 'mangent', 'mangeant'], ['une glace', 'des glaces', 'leur glace', 'un cornet', 'des cornets', 'un cornet de glace']],
        'eating-slice': [['mange', 'mangent', 'mangeant', 'savoure', 'savourent', 'avec'], ['une part de pizza', 'des parts de pizza', 'une part', 'une tranche de pizza', 'une pointe de pizza']],
        'eating-crepe': [['mange', 'mangent', 'mangeant', 'savoure', 'savourent', 'déguste', 'dégustent', 'avec'], ['une crêpe', 'des crêpes', 'leur crêpe']],
        serving: [['apporte', 'apportent', 'apportant', 'sert', 'servent', 'servant'], ['un café', 'le café', 'des cafés', 'un cappuccino', 'un thé', 'les boissons', 'des boissons', 'un verre']],
      }),
      'sert en terrasse': 'serving-table', 'servant en terrasse': 'serving-table', 'sert à table': 'serving-table', 'apporte un café': 'serving-table', 'apportant un café': 'serving-table',
    },
  },
  es: {
    nouns: { cucurucho: 'ice-cream', cucuruchos: 'ice-cream', helados: 'ice-cream', bocata: 'sandwich', crep: 'pancakes', crepe: 'pancakes' },
    settings: { ...gelateria('heladería', 'heladerías', 'gelateria'), ...square('plaza', 'plaza mayor', 'la plaza del pueblo') },
    poses: {
      ...clauses({
        'eating-ice-cream': [['con', 'sosteniendo', 'sostienen', 'lame', 'lamen', 'lamiendo', 'disfruta', 'disfrutan', 'disfrutando', 'toma', 'toman', 'tomando'], ['un helado', 'helados', 'el helado', 'sus helados', 'un cucurucho', 'cucuruchos']],
        'eating-slice': [['come', 'comen', 'comiendo', 'disfruta', 'disfrutan', 'disfrutando', 'con'], ['una porción de pizza', 'porciones de pizza', 'una porción', 'un trozo de pizza', 'una rebanada de pizza']],
        'eating-crepe': [['come', 'comen', 'comiendo', 'disfruta', 'disfrutan', 'disfrutando', 'con'], ['un crep', 'una crepe', 'un crepe', 'crepes', 'creps']],
        serving: [['lleva', 'llevan', 'llevando', 'trae', 'traen', 'trayendo', 'sirve', 'sirven', 'sirviendo'], ['un café', 'el café', 'un cortado', 'un capuchino', 'un té', 'las bebidas', 'bebidas', 'una bebida']],
      }),
      sirve: 'serving', sirven: 'serving',
      'sirve en la terraza': 'serving-table', 'sirviendo en la terraza': 'serving-table', 'sirve en la mesa': 'serving-table', 'lleva un café a la mesa': 'serving-table',
    },
  },
  de: {
    nouns: { eistüte: 'ice-cream', eiswaffel: 'ice-cream', eiscreme: 'ice-cream', speiseeis: 'ice-cream', 'belegtes brötchen': 'sandwich', crêpe: 'pancakes', 'stück pizza': 'pizza', pizzastück: 'pizza' },
    settings: { ...gelateria('eisdiele', 'eiscafé', 'eiscafe', 'eisladen', 'gelateria', 'eissalon'), ...square('marktplatz', 'dorfplatz', 'piazza') },
    poses: {
      ...clauses(
        {
          'eating-ice-cream': [['mit', 'essen', 'isst', 'schlecken', 'schleckt', 'genießen', 'genießt', 'halten', 'hält'], ['eis', 'einem eis', 'ein eis', 'einer eistüte', 'eistüten', 'einer eiswaffel', 'ihrem eis', 'ihr eis']],
          'eating-slice': [['isst', 'essen', 'genießt', 'genießen'], ['ein stück pizza', 'stück pizza', 'ein pizzastück', 'pizzastücke']],
          'eating-crepe': [['isst', 'essen', 'genießt', 'genießen'], ['einen crêpe', 'eine crêpe', 'crêpes']],
          serving: [['bringt', 'bringen', 'serviert', 'servieren'], ['kaffee', 'einen kaffee', 'den kaffee', 'einen cappuccino', 'getränke', 'die getränke', 'einen tee']],
        },
        true,
      ),
      // Eating said with its verb ("ein Mann isst Pizza"); "essen" alone is the meal (de.ts).
      isst: 'eating', 'essen gemeinsam': 'eating',
      'serviert am tisch': 'serving-table', 'serviert auf der terrasse': 'serving-table', 'bringt einen kaffee': 'serving-table', 'bringt den kaffee': 'serving-table',
    },
  },
  pt: {
    nouns: { cone: 'ice-cream', gelados: 'ice-cream', sorvetes: 'ice-cream', bifana: 'sandwich', prego: 'sandwich', sandes: 'sandwich', crepe: 'pancakes', 'meia de leite': 'coffee' },
    settings: gelateria('gelataria', 'geladaria', 'sorveteria', 'gelateria'),
    poses: {
      ...clauses({
        'eating-ice-cream': [['com', 'segura', 'seguram', 'lambe', 'lambem', 'a lamber', 'saboreia', 'saboreiam', 'a saborear'], ['um gelado', 'o gelado', 'gelados', 'um sorvete', 'sorvetes', 'um cone', 'os gelados']],
        'eating-slice': [['come', 'comem', 'a comer', 'comendo', 'com'], ['uma fatia de pizza', 'fatias de pizza', 'uma fatia', 'um pedaço de pizza']],
        'eating-crepe': [['come', 'comem', 'a comer', 'comendo', 'com'], ['um crepe', 'crepes']],
        // "Um café" served is the drink, never the place (a café is a setting too in pt.ts).
        serving: [['a servir', 'serve', 'servem', 'servindo', 'leva', 'levam', 'a levar', 'traz', 'trazem', 'a trazer'], ['um café', 'o café', 'um galão', 'uma bica', 'um cappuccino', 'um chá', 'as bebidas', 'bebidas', 'uma bebida']],
      }),
      // Serving in Portuguese ("um barista a servir um galão"): table service where a table, a customer or the terrace says so.
      'a servir': 'serving', servindo: 'serving', serve: 'serving', servem: 'serving', 'serve à mesa': 'serving-table', 'a servir à mesa': 'serving-table', 'na esplanada a servir': 'serving-table',
    },
  },
  nl: {
    settings: gelateria('ijssalon', 'ijszaak', 'ijswinkel', 'gelateria'),
    poses: clauses({ 'eating-ice-cream': [['met', 'eet', 'eten', 'likt', 'likken'], ['een ijsje', 'ijsjes', 'een ijshoorntje', 'ijshoorntjes', 'hun ijsje']] }),
  },
  ja: { settings: gelateria('ジェラート店', 'ジェラテリア', 'アイスクリーム店', 'アイスクリーム屋', 'ジェラート屋') },
  ar: { settings: gelateria('محل الآيس كريم', 'محل البوظة', 'محل المثلجات', 'محل الجيلاتو') },
} satisfies Record<string, EatingWords>;
