/**
 * The food shops' words in each language (actions.ts: cutting-cheese, tasting-cheese, selling-fish, ladling-noodles):
 * the one at the counter, what they work on, their shop, and the phrases for the work. Tasting is tasting cheese
 * only where cheese is named or the shop sells it (actions.ts `needs`). A cheesemonger or a fishmonger
 * is drawn in whites, and hints at their shop as a dentist does at a dental surgery (rooms.ts `hintsAtRoom`); a
 * cheese shop and a fishmonger's are rooms of their own (rooms.ts). Each language's lexicon spreads its `nouns`,
 * `settings` and `poses` into its own. Each language also says the work as a verb with its object in its own orders
 * (clause-phrases.ts), for these shops and the butcher's and gelato counters: "der einen Laib Bergkäse schneidet",
 * "o peixeiro a preparar o peixe", "la gelataia servendo un gelato".
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';
import { clauses } from './clause-phrases';

interface TradeWords {
  nouns: Record<string, ConceptId>;
  settings: Record<string, SettingId>;
  poses: Record<string, Pose>;
}

/** Each pose's phrases, listed under it. */
const phrases = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));

/** A trade's word that means something else alone, named with what it goes on to do ("le glacier qui sert"): the one at the gelato counter. */
const ONE_AT_WORK = (words: readonly string[], next: readonly string[]): Record<string, ConceptId> =>
  Object.fromEntries(words.flatMap((w) => next.map((n) => [`${w} ${n}`, 'staff' as ConceptId])));

export const FOOD_TRADE_WORDS = {
  en: {
    nouns: { cheesemonger: 'chef', fishmonger: 'chef', 'cheese wheel': 'cheese', 'wheel of cheese': 'cheese', comte: 'cheese', brie: 'cheese', parmesan: 'cheese', 'cheese counter': 'counter', 'fish counter': 'counter' },
    settings: { cheesemonger: 'cheese-shop', fishmonger: 'fishmonger', 'cheese shop': 'cheese-shop', "cheesemonger's": 'cheese-shop', fromagerie: 'cheese-shop', 'fish shop': 'fishmonger', "fishmonger's": 'fishmonger', 'fish market': 'fishmonger' },
    poses: phrases({
      'cutting-cheese': ['cutting cheese', 'cutting the cheese', 'cuts the cheese', 'cutting a wheel', 'cutting a wheel of cheese', 'cuts a wheel', 'cutting into a wheel', 'slicing cheese', 'cheesemonger cutting', 'at the cheese counter', 'behind the cheese counter'],
      'tasting-cheese': ['tasting', 'tastes', 'tasting cheese', 'tasting a sample', 'tastes a sample', 'trying a sample', 'tries a sample', 'sampling cheese', 'trying cheese'],
      'selling-fish': ['selling fish', 'sells fish', 'filleting fish', 'filleting a fish', 'fish on ice', 'at the fish counter', 'behind the fish counter'],
      'ladling-noodles': ['making ramen', 'makes ramen', 'cooking ramen', 'cooks ramen', 'cooking noodles', 'cooks noodles', 'boiling noodles', 'making noodles', 'making soup', 'cooking soup', 'ladling', 'ladles', 'ladling broth', 'ladling soup', 'pouring broth', 'pours broth'],
    }),
  },
  fr: {
    // A glacier alone is ice on a mountain (a glacière a cool box): the gelato maker is read where the phrase says who it is.
    nouns: { ...ONE_AT_WORK(['glacier', 'glacière'], ['qui', 'qui sert', 'en train de']), 'artisan glacier': 'staff', 'maître glacier': 'staff', fromager: 'chef', fromagère: 'woman-chef', meule: 'cheese', 'meule de comté': 'cheese', comté: 'cheese', poissonnier: 'chef', poissonnière: 'woman-chef', bouillon: 'soup' },
    settings: { fromager: 'cheese-shop', fromagère: 'cheese-shop', poissonnier: 'fishmonger', poissonnière: 'fishmonger', fromagerie: 'cheese-shop', crèmerie: 'cheese-shop', poissonnerie: 'fishmonger' },
    poses: {
      ...phrases({
        'cutting-cheese': ['fromager qui coupe', 'fromagère qui coupe', 'coupe une meule', 'coupe la meule', 'coupant une meule', 'coupe le fromage', 'coupe du fromage', 'coupant le fromage', 'découpe une meule', 'découpe le fromage', 'tranche le fromage'],
        'tasting-cheese': ['goûte', 'goûtant', 'qui goûte', 'goûte un fromage', 'déguste', 'dégustant', 'goûte un échantillon'],
        'selling-fish': ['vend du poisson', 'vend le poisson', 'vendant du poisson', 'lève les filets', 'sur la glace pilée'],
        'ladling-noodles': ['prépare des ramen', 'prépare un ramen', 'prépare des nouilles', 'préparant des ramen', 'cuisine des nouilles', 'fait cuire les nouilles', 'fait cuire des nouilles', 'verse le bouillon', 'versant le bouillon', 'prépare la soupe'],
      }),
      ...clauses({
        'cutting-cheese': [['couper', 'coupant', 'coupe', 'découper', 'découpant', 'trancher', 'tranchant'], ['le fromage', 'du fromage', 'un fromage', 'une meule', 'la meule']],
        'selling-fish': [['prépare', 'préparant', 'préparer', 'vide', 'vidant', 'vider', 'nettoie', 'nettoyant', 'nettoyer', 'vendre', 'vendant', 'découpe', 'découper'], ['le poisson', 'du poisson', 'un poisson', 'les poissons']],
        'slicing-meat': [['coupe', 'coupant', 'couper', 'découpe', 'découpant', 'découper', 'tranche', 'tranchant', 'trancher'], ['la viande', 'de la viande', 'un steak', 'des steaks', 'un rôti']],
        'scooping-gelato': [['sert', 'servant', 'servir', 'prépare', 'préparant', 'préparer'], ['une glace', 'de la glace', 'un cornet', 'une boule', 'une coupe de glace']],
      }),
    },
  },
  de: {
    nouns: { käser: 'chef', käserin: 'woman-chef', käsehändler: 'chef', käsehändlerin: 'woman-chef', käselaib: 'cheese', bergkäse: 'cheese', fischhändler: 'chef', fischhändlerin: 'woman-chef', käsetheke: 'counter', fischtheke: 'counter', brühe: 'soup', metzger: 'chef', metzgerin: 'woman-chef', fleischer: 'chef', fleischerin: 'woman-chef', laib: 'cheese', 'stück käse': 'cheese', 'stückchen käse': 'cheese', steak: 'steak', 'kugel eis': 'ice-cream' },
    settings: { käser: 'cheese-shop', käserin: 'cheese-shop', käsehändler: 'cheese-shop', käsehändlerin: 'cheese-shop', fischhändler: 'fishmonger', fischhändlerin: 'fishmonger', käseladen: 'cheese-shop', käsegeschäft: 'cheese-shop', käserei: 'cheese-shop', fischgeschäft: 'fishmonger', fischladen: 'fishmonger', fischhandlung: 'fishmonger' },
    poses: {
      ...phrases({
        'cutting-cheese': ['schneidet käse', 'schneidet den käse', 'schneidet einen käselaib', 'schneidet den käselaib', 'käse schneiden', 'an der käsetheke', 'hinter der käsetheke'],
        'tasting-cheese': ['probiert', 'probiert käse', 'probiert einen käse', 'kostet käse', 'verkostet'],
        'selling-fish': ['verkauft fisch', 'verkauft den fisch', 'filetiert fisch', 'filetiert einen fisch', 'an der fischtheke', 'hinter der fischtheke'],
        'ladling-noodles': ['kocht ramen', 'macht ramen', 'bereitet ramen zu', 'kocht nudeln', 'kocht die nudeln', 'schöpft brühe', 'schöpft die brühe', 'gießt brühe', 'kocht suppe'],
      }),
      ...clauses(
        {
          'cutting-cheese': [['schneidet', 'anschneidet', 'aufschneidet'], ['käse', 'den käse', 'einen käse', 'einen laib', 'den laib', 'einen laib käse', 'einen laib bergkäse', 'laib bergkäse', 'bergkäse', 'den bergkäse', 'den käselaib', 'einen käselaib']],
          'selling-fish': [['verkauft', 'filetiert', 'putzt', 'ausnimmt', 'zubereitet', 'bereitet'], ['fisch', 'den fisch', 'einen fisch', 'frischen fisch']],
          'tasting-cheese': [['probiert', 'kostet', 'verkostet'], ['käse', 'ein stück käse', 'ein stückchen käse', 'den käse', 'einen käse']],
          'slicing-meat': [['schneidet', 'aufschneidet', 'zerlegt'], ['fleisch', 'das fleisch', 'steaks', 'ein steak', 'den braten']],
          'scooping-gelato': [['füllt', 'serviert', 'portioniert', 'schöpft'], ['eis', 'ein eis', 'eine kugel eis', 'eine kugel', 'eine waffel', 'die waffel', 'eine eiswaffel', 'ein hörnchen']],
        },
        true,
      ),
    },
  },
  es: {
    // A heladera is also a fridge (Argentina, Uruguay): the gelato server is read where the phrase says who it is.
    nouns: { ...ONE_AT_WORK(['heladera'], ['que', 'sirviendo']), quesero: 'chef', quesera: 'woman-chef', 'rueda de queso': 'cheese', pescadero: 'chef', pescadera: 'woman-chef', carnicero: 'chef', carnicera: 'woman-chef', heladero: 'staff', caldo: 'soup' },
    settings: { quesero: 'cheese-shop', quesera: 'cheese-shop', pescadero: 'fishmonger', pescadera: 'fishmonger', quesería: 'cheese-shop', 'tienda de quesos': 'cheese-shop', pescadería: 'fishmonger' },
    poses: {
      ...phrases({
        'cutting-cheese': ['cortando queso', 'cortando el queso', 'corta el queso', 'corta queso', 'cortando una rueda', 'corta una rueda', 'cortando un queso', 'quesero cortando', 'quesera cortando'],
        'tasting-cheese': ['prueba', 'probando', 'prueba un queso', 'probando queso', 'degusta', 'degustando'],
        'selling-fish': ['vendiendo pescado', 'vende pescado', 'vende el pescado', 'mostrando un pescado', 'muestra un pescado', 'sostiene un pescado', 'limpiando pescado', 'pescadero vendiendo', 'pescadera vendiendo'],
        'ladling-noodles': ['preparando ramen', 'prepara ramen', 'haciendo ramen', 'hace ramen', 'cocinando ramen', 'cocinando fideos', 'cocina fideos', 'sirviendo el caldo', 'sirve el caldo', 'echando el caldo'],
      }),
      ...clauses({
        'cutting-cheese': [['corta', 'cortando', 'cortar'], ['el queso', 'un queso', 'queso', 'una rueda', 'la rueda']],
        'selling-fish': [['limpia', 'limpiando', 'prepara', 'preparando', 'vende', 'vendiendo', 'corta', 'cortando'], ['el pescado', 'pescado', 'un pescado', 'el pescado fresco']],
        'slicing-meat': [['corta', 'cortando', 'trincha', 'trinchando'], ['la carne', 'carne', 'filetes', 'un filete', 'los filetes']],
        'scooping-gelato': [['sirve', 'sirviendo', 'prepara', 'preparando'], ['un helado', 'el helado', 'un cucurucho', 'una bola', 'un cono']],
      }),
    },
  },
  it: {
    nouns: { formaggiaio: 'chef', formaggiaia: 'woman-chef', casaro: 'chef', 'forma di formaggio': 'cheese', 'forma di parmigiano': 'cheese', pescivendolo: 'chef', pescivendola: 'woman-chef', brodo: 'soup' },
    settings: { formaggiaio: 'cheese-shop', formaggiaia: 'cheese-shop', pescivendolo: 'fishmonger', pescivendola: 'fishmonger', formaggeria: 'cheese-shop', 'negozio di formaggi': 'cheese-shop', pescheria: 'fishmonger' },
    poses: {
      ...phrases({
        'cutting-cheese': ['taglia il formaggio', 'tagliando il formaggio', 'taglia una forma', 'taglia la forma', 'formaggiaio che taglia', 'formaggiaia che taglia', 'apre una forma'],
        'tasting-cheese': ['assaggia', 'assaggiando', 'assaggia un formaggio', 'degusta', 'degustando'],
        'selling-fish': ['vende il pesce', 'vende pesce', 'vendendo il pesce', 'pulisce il pesce', 'sfiletta il pesce'],
        'ladling-noodles': ['prepara il ramen', 'prepara i noodles', 'cucina il ramen', 'cucina i noodles', 'cuoce i noodles', 'versa il brodo', 'versando il brodo'],
      }),
      ...clauses({
        'cutting-cheese': [['taglia', 'tagliando', 'affetta', 'affettando'], ['il formaggio', 'una forma', 'la forma', 'un formaggio']],
        'selling-fish': [['prepara', 'preparando', 'pulisce', 'pulendo', 'vende', 'vendendo', 'sfiletta', 'sfilettando', 'taglia', 'tagliando'], ['il pesce', 'pesce', 'un pesce', 'del pesce']],
        'slicing-meat': [['taglia', 'tagliando', 'affetta', 'affettando'], ['la carne', 'carne', 'una bistecca', 'le bistecche']],
        'scooping-gelato': [['serve', 'servendo', 'prepara', 'preparando'], ['un gelato', 'il gelato', 'un cono', 'una coppetta']],
      }),
    },
  },
  pt: {
    nouns: { queijeiro: 'chef', queijeira: 'woman-chef', peixeiro: 'chef', peixeira: 'woman-chef', talhante: 'chef', açougueiro: 'chef', açougueira: 'woman-chef', sorveteiro: 'staff', sorveteira: 'staff', caldo: 'soup' },
    settings: { queijeiro: 'cheese-shop', queijeira: 'cheese-shop', peixeiro: 'fishmonger', peixeira: 'fishmonger', queijaria: 'cheese-shop', peixaria: 'fishmonger' },
    poses: {
      ...phrases({
        'cutting-cheese': ['a cortar queijo', 'a cortar o queijo', 'cortando queijo', 'cortando o queijo', 'corta o queijo', 'corta um queijo'],
        'tasting-cheese': ['prova', 'provando', 'a provar', 'prova um queijo', 'a provar queijo', 'degusta'],
        'selling-fish': ['a vender peixe', 'vendendo peixe', 'vende peixe', 'vende o peixe', 'a limpar peixe', 'limpando peixe'],
        'ladling-noodles': ['a fazer ramen', 'fazendo ramen', 'faz ramen', 'prepara ramen', 'a preparar ramen', 'a cozinhar noodles', 'serve o caldo', 'a servir o caldo'],
      }),
      ...clauses({
        'cutting-cheese': [['a cortar', 'cortando', 'corta'], ['queijo', 'o queijo', 'um queijo']],
        'selling-fish': [['a preparar', 'preparando', 'prepara', 'a limpar', 'limpando', 'limpa', 'a vender', 'vendendo', 'vende', 'a arranjar', 'arranjando', 'arranja', 'a cortar', 'cortando'], ['o peixe', 'peixe', 'um peixe']],
        'slicing-meat': [['a cortar', 'cortando', 'corta'], ['a carne', 'carne', 'um bife', 'os bifes']],
        'scooping-gelato': [['a servir', 'servindo', 'serve'], ['um gelado', 'o gelado', 'um sorvete', 'o sorvete', 'uma bola', 'um cone', 'uma casquinha']],
      }),
    },
  },
  nl: {
    nouns: { kaasboer: 'chef', kaasboerin: 'woman-chef', kaasmaker: 'chef', visboer: 'chef', visboerin: 'woman-chef', slager: 'chef', ijsverkoper: 'staff', ijsverkoopster: 'staff', bouillon: 'soup' },
    settings: { kaasboer: 'cheese-shop', kaasboerin: 'cheese-shop', visboer: 'fishmonger', visboerin: 'fishmonger', kaaswinkel: 'cheese-shop', kaasspeciaalzaak: 'cheese-shop', kaashandel: 'cheese-shop', viswinkel: 'fishmonger', vishandel: 'fishmonger' },
    poses: {
      ...phrases({
        'cutting-cheese': ['snijdt kaas', 'snijdt de kaas', 'snijdt een kaas', 'kaas snijden', 'aan de kaastoonbank'],
        'tasting-cheese': ['proeft', 'proeft kaas', 'proeft een kaas', 'proeven'],
        'selling-fish': ['verkoopt vis', 'verkoopt de vis', 'fileert vis', 'fileert een vis', 'aan de vistoonbank'],
        'ladling-noodles': ['maakt ramen', 'kookt ramen', 'kookt noedels', 'kookt de noedels', 'schept bouillon', 'schenkt bouillon'],
      }),
      ...clauses(
        {
          'cutting-cheese': [['snijdt', 'aansnijdt'], ['kaas', 'de kaas', 'een kaas']],
          'selling-fish': [['verkoopt', 'schoonmaakt', 'fileert', 'maakt schoon'], ['vis', 'de vis', 'een vis', 'verse vis']],
          'slicing-meat': [['snijdt', 'versnijdt'], ['vlees', 'het vlees', 'een biefstuk', 'biefstuk']],
          'scooping-gelato': [['schept', 'serveert'], ['ijs', 'een ijsje', 'een hoorntje', 'een bolletje', 'een ijshoorntje']],
          'ladling-noodles': [['maakt', 'kookt'], ['ramen', 'noedels', 'de noedels']],
        },
        true,
      ),
    },
  },
  ja: {
    nouns: { チーズ職人: 'chef', 魚屋さん: 'chef', 鮮魚店員: 'chef' },
    settings: { チーズ店: 'cheese-shop', チーズ専門店: 'cheese-shop', チーズ屋: 'cheese-shop', 魚屋: 'fishmonger', 鮮魚店: 'fishmonger' },
    poses: phrases({
      'cutting-cheese': ['チーズを切', 'チーズをカット'],
      'tasting-cheese': ['試食', '味見', 'チーズを味わ'],
      'selling-fish': ['魚を売', '魚を見せ', '魚をさば'],
      'scooping-gelato': ['ジェラートを盛', 'アイスを盛'],
      'ladling-noodles': ['ラーメンを作', 'ラーメンを調理', '麺を茹で', '麺をゆで', 'スープを注', 'スープをよそ'],
    }),
  },
  ar: {
    nouns: { 'بائع جبن': 'chef', 'بائع سمك': 'chef' },
    settings: { 'محل أجبان': 'cheese-shop', 'محل الأجبان': 'cheese-shop', 'محل الجبن': 'cheese-shop', 'محل سمك': 'fishmonger', 'محل السمك': 'fishmonger', 'محل أسماك': 'fishmonger', 'سوق السمك': 'fishmonger' },
    poses: {},
  },
} satisfies Record<string, TradeWords>;
