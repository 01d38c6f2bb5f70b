/**
 * Markets and fairs in each language's words (compose/market-actions.ts): who works a stall (a stallholder, "un maraîcher",
 * "una puestera", "die Marktfrau", "un bancarellaro", "um feirante", "een marktkoopman": drawn in a trader's apron), more
 * of a market's own names ("flea market", "marché fermier", "Flohmarkt"); a fair and its kinds (a summer fair, a fête, a
 * funfair, "fête foraine", "feria", "Kirmes", "Volksfest", "sagra", "arraial", "kermis"); its rides (a carousel, a big
 * wheel, "manège", "tiovivo", "Karussell", "giostre", "carrossel", "draaimolen") and its food stalls. A bare "fair" is
 * also "a fair price": only the fair ("at the fair", "a summer fair") is the place.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';

interface Words {
  stallholders: readonly string[];
  markets: readonly string[];
  fairs: readonly string[];
  rides: readonly string[];
  foodStalls: readonly string[];
  /** People in a crowd or a group ("des gens", "Leute", "mensen", "gente"), where the lexicon had no plain word for them. */
  people?: readonly string[];
}

const all = <T>(words: readonly string[], meaning: T): Record<string, T> => Object.fromEntries(words.map((w) => [w, meaning]));

const lexicon = (w: Words) => ({
  nouns: { ...all<ConceptId>(w.stallholders, 'barista'), ...all<ConceptId>(w.people ?? [], 'friends') },
  settings: { ...all<SettingId>(w.markets, 'market'), ...all<SettingId>(w.fairs, 'fair') },
  poses: { ...all<Pose>(w.rides, 'fair-ride'), ...all<Pose>(w.foodStalls, 'fair-food') },
});

export const MARKET_WORDS = {
  en: lexicon({
    stallholders: ['stallholder', 'stallholders', 'stall holder', 'stall holders', 'market trader', 'market traders', 'market vendor', 'market vendors', 'street vendor', 'food vendor'],
    markets: ['flea market', 'produce market', 'flower market', 'fish market', 'covered market', 'market hall', 'market day', 'local market', 'weekly market', 'craft market'],
    fairs: [
      'the fair', 'at the fair', 'to the fair', 'our fair', 'this fair', 'summer fair', 'spring fair', 'autumn fair', 'village fair', 'county fair', 'country fair', 'street fair', 'school fair',
      'food fair', 'funfair', 'fun fair', 'fairground', 'fete', 'fête', 'village fete', 'summer fete', 'school fete', 'church fete', 'kermis', 'sagra', 'feria', 'kirmes', 'volksfest', 'fête foraine',
    ],
    rides: ['carousel', 'carousels', 'merry go round', 'ferris wheel', 'big wheel', 'fairground ride', 'fairground rides', 'funfair rides', 'the rides', 'on the rides', 'kiddie rides', 'rides for kids', 'rides for children'],
    foodStalls: ['food stall', 'food stalls', 'food stand', 'food stands', 'street food stalls', 'street food stall', 'snack stall', 'burger stall'],
    // Not "visitors": a visitor is a tourist, welcomed as one (lexicons/en.ts).
    people: ['fairgoers', 'market goers', 'marketgoers'],
  }),
  fr: lexicon({
    stallholders: ['maraîcher', 'maraîchère', 'maraîchers', 'marchand', 'marchande', 'marchands', 'forain', 'foraine', 'forains', 'exposant', 'exposants'],
    markets: ['marché fermier', 'marché aux fleurs', 'marché aux puces', 'marché local', 'marché bio', 'sur le marché', 'les marchés', 'brocante', 'halles'],
    fairs: ['fête foraine', 'foire', 'la foire', 'kermesse', 'fête de village', 'fête du village', 'fête de quartier', 'fête d été', 'fête estivale', 'fête populaire', 'fête de l été'],
    rides: ['manège', 'manèges', 'carrousel', 'grande roue', 'autos tamponneuses', 'tours de manège'],
    foodStalls: ['stands de nourriture', 'stand de nourriture', 'stands de restauration', 'stands gourmands', 'stand gourmand', 'buvette'],
    people: ['gens', 'visiteurs', 'promeneurs', 'chalands'],
  }),
  es: lexicon({
    stallholders: ['puestero', 'puestera', 'puesteros', 'tendero', 'tendera', 'feriante', 'feriantes', 'hortelano', 'hortelana'],
    markets: ['mercado de agricultores', 'mercado de productores', 'mercado ecológico', 'mercado de las flores', 'rastro', 'rastrillo', 'tianguis'],
    fairs: ['feria', 'la feria', 'ferias', 'verbena', 'fiesta del pueblo', 'fiestas del pueblo', 'fiestas patronales', 'feria de verano', 'parque de atracciones', 'kermés'],
    rides: ['tiovivo', 'carrusel', 'noria', 'caballitos', 'autos de choque', 'coches de choque'],
    foodStalls: ['puestos de comida', 'puesto de comida', 'casetas de comida', 'chiringuito', 'chiringuitos'],
    people: ['gente', 'visitantes', 'paseantes'],
  }),
  de: lexicon({
    stallholders: ['marktfrau', 'marktfrauen', 'markthändler', 'markthändlerin', 'marktverkäufer', 'marktverkäuferin', 'standbetreiber', 'standbetreiberin', 'schausteller', 'schaustellerin'],
    markets: ['flohmarkt', 'markthalle', 'marktstand', 'am marktstand', 'biomarkt', 'blumenmarkt', 'fischmarkt', 'auf dem wochenmarkt'],
    fairs: ['kirmes', 'kerwe', 'volksfest', 'jahrmarkt', 'rummel', 'sommerfest', 'dorffest', 'stadtfest', 'straßenfest', 'schützenfest', 'kirchweih', 'oktoberfest', 'frühlingsfest', 'herbstfest'],
    rides: ['karussell', 'karussells', 'kinderkarussell', 'riesenrad', 'fahrgeschäft', 'fahrgeschäfte', 'autoscooter', 'kettenkarussell'],
    foodStalls: ['essensstände', 'essensstand', 'imbissstände', 'imbissstand', 'imbissbude', 'fressbuden', 'bratwurststand'],
    people: ['leute', 'besucher', 'besucherinnen', 'marktbesucher', 'passanten'],
  }),
  it: lexicon({
    stallholders: ['bancarellaro', 'bancarellara', 'ambulante', 'ambulanti', 'ortolano', 'ortolana', 'giostraio'],
    markets: ['mercato contadino', 'mercato dei contadini', 'mercato delle pulci', 'mercato dei fiori', 'mercato del pesce', 'mercato coperto', 'bancarella', 'banco del mercato'],
    fairs: ['sagra', 'la sagra', 'fiera', 'la fiera', 'festa di paese', 'festa del paese', 'festa patronale', 'festa paesana', 'luna park', 'lunapark', 'festa d estate'],
    rides: ['giostra', 'giostre', 'giostrina', 'giostrine', 'ruota panoramica', 'autoscontri', 'calcinculo'],
    foodStalls: ['stand gastronomici', 'stand gastronomico', 'bancarelle di cibo', 'stand del cibo'],
    people: ['gente', 'visitatori', 'passanti'],
  }),
  pt: lexicon({
    stallholders: ['feirante', 'feirantes', 'vendedor da feira', 'vendedora da feira', 'hortelão', 'quitandeiro', 'quitandeira'],
    markets: ['feira livre', 'feira de produtores', 'feira biológica', 'feira da fruta', 'mercado de produtores', 'bancas do mercado'],
    fairs: ['feira popular', 'arraial', 'arraiais', 'festa popular', 'festas populares', 'festa junina', 'festa da aldeia', 'festa de verão', 'quermesse', 'parque de diversões', 'santos populares'],
    rides: ['carrossel', 'carrosséis', 'roda gigante', 'carrinhos de choque', 'carrinhos de choques'],
    foodStalls: ['barracas de comida', 'bancas de comida', 'tasquinhas', 'barraquinhas'],
    people: ['gente', 'visitantes', 'pessoas'],
  }),
  nl: lexicon({
    stallholders: ['marktkoopman', 'marktkooplieden', 'marktkoopvrouw', 'marktkoper', 'kraamhouder', 'kraamhouders', 'handelaar', 'groenteboer', 'kermisexploitant'],
    markets: ['vlooienmarkt', 'rommelmarkt', 'marktkraam', 'marktkramen', 'kraampjes', 'bloemenmarkt', 'vismarkt', 'overdekte markt', 'braderie'],
    fairs: ['kermis', 'de kermis', 'op de kermis', 'jaarmarkt', 'zomerfeest', 'dorpsfeest', 'buurtfeest', 'zomerfair', 'pretpark'],
    rides: ['draaimolen', 'carrousel', 'reuzenrad', 'zweefmolen', 'botsauto s', 'botsautootjes'],
    foodStalls: ['eetkraampjes', 'eetkraam', 'eetkramen', 'foodstands', 'snackkraam'],
    people: ['mensen', 'bezoekers', 'marktbezoekers', 'voorbijgangers'],
  }),
} as const;
