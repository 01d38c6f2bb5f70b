/**
 * The everyday actions and places adverts and trainings show, as the other planner languages say them, so a prompt
 * in French, Spanish, German, Italian, Portuguese or Dutch composes the picture its English words would: coffee made,
 * cream applied at the mirror, a restaurant's kitchen, dinner at home, a call taken, a meeting, plants watered, boxes
 * stacked, the floor mopped, a wall painted, a wheel changed (test/render/prompt-language-parity.test.ts holds
 * the table of prompts in seven languages).
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';

interface Everyday {
  poses: Record<string, Pose>;
  settings: Record<string, SettingId>;
  nouns: Record<string, ConceptId>;
}

/** Each word of `list` for `value`: one line per meaning. */
const each = <T>(value: T, list: readonly string[]): Record<string, T> => Object.fromEntries(list.map((w) => [w, value]));

export const EVERYDAY_WORDS: Readonly<Record<'fr' | 'es' | 'de' | 'it' | 'pt' | 'nl', Everyday>> = {
  fr: {
    poses: {
      ...each<Pose>('surfing', ['a surfer', 'faire du surf', 'fait du surf', 'font du surf']),
      ...each<Pose>('surf-lesson', ['cours de surf', 'lecon de surf', 'apprend a surfer', 'apprennent a surfer', 'apprendre a surfer']),
      // Teaching someone to do a thing: at the beach, a surf lesson (actions.ts `teaching` becomes one there).
      ...each<Pose>('teaching', ['apprend a', 'apprennent a', 'enseigne a', 'enseignent a']),
      ...each<Pose>('paying', ['qui paie', 'qui paye', 'paie a la caisse', 'paye a la caisse', 'achete', 'achetant', 'achetent']),
      ...each<Pose>('eating', ['dine', 'dinent', 'dinant', 'qui dine', 'dejeune', 'dejeunent']),
      ...each<Pose>('chatting', ['parle a', 'parle avec', 'parlent avec', 'parlant avec', 'discute avec', 'discutent']),
      ...each<Pose>('mopping', ['passe la serpilliere', 'passant la serpilliere', 'lave le sol', 'nettoie le sol']),
      ...each<Pose>('phoning', ['qui telephone', 'telephonant', 'au telephone']),
      ...each<Pose>('seated', ['en reunion', 'reunion d equipe']),
    },
    settings: each<SettingId>('pro-kitchen', ["cuisine d'un restaurant", 'cuisine d’un restaurant', 'cuisine de restaurant', 'cuisine du restaurant', 'cuisine professionnelle']),
    nouns: each<ConceptId>('teacher', ['maitresse', 'maitresses', 'institutrice', 'instituteur']),
  },
  es: {
    poses: {
      ...each<Pose>('seated', ['reunido', 'reunidos', 'reunida', 'en una reunion', 'en reunion']),
      ...each<Pose>('eating', ['desayunando', 'desayuna', 'desayunan']),
    },
    settings: each<SettingId>('pro-kitchen', ['cocina de un restaurante', 'cocina del restaurante', 'cocina de restaurante', 'cocina profesional']),
    nouns: {},
  },
  de: {
    poses: {
      ...each<Pose>('making-coffee', ['kaffee macht', 'kaffee zubereitet', 'kaffee kocht', 'macht kaffee', 'bereitet kaffee zu']),
      ...each<Pose>('paying', ['bezahlt', 'bezahlen', 'kauft', 'kaufen', 'einkauft']),
      ...each<Pose>('serving-table', ['getranke bringt', 'an einen tisch bringt', 'an den tisch bringt', 'zum tisch bringt', 'getranke serviert', 'serviert', 'bedient']),
      ...each<Pose>('eating', ['beim abendessen', 'beim mittagessen', 'beim essen', 'isst', 'essen zu abend']),
      ...each<Pose>('running', ['joggt', 'joggen', 'lauft', 'rennt']),
      ...each<Pose>('changing-wheel', ['rad wechselt', 'reifen wechselt', 'rad wechseln', 'reifen wechseln', 'radwechsel', 'reifenwechsel']),
      ...each<Pose>('chatting', ['spricht', 'sprechen mit', 'redet mit', 'unterhalt sich', 'im gesprach']),
      ...each<Pose>('reading', ['vorliest', 'liest vor', 'vorlesen']),
      ...each<Pose>('skincare', ['zahne putzt', 'putzt sich die zahne', 'zahneputzen']),
      ...each<Pose>('watering', ['gießt', 'gießen', 'begießt']),
      ...each<Pose>('walking', ['wandert', 'wandern', 'spaziert', 'spazieren geht', 'geht spazieren']),
      ...each<Pose>('seated', ['besprechung', 'bei einer besprechung', 'im meeting', 'sitzung']),
      ...each<Pose>('rolling', ['wand streicht', 'wande streicht', 'streicht die wand', 'streicht eine wand']),
    },
    settings: {
      ...each<SettingId>('pro-kitchen', ['restaurantkuche', 'großküche', 'profikuche']),
      ...each<SettingId>('home', ['zu hause', 'zuhause', 'daheim']),
    },
    nouns: { kindern: 'child', kellner: 'barista', kellnerin: 'barista', orangensaft: 'juice', saft: 'juice' },
  },
  it: {
    poses: {
      ...each<Pose>('skincare', ['si applica', 'applica la crema', 'sul viso', 'sul volto']),
      ...each<Pose>('watering', ['innaffia', 'annaffia', 'innaffiando', 'annaffiando']),
      ...each<Pose>('stacking', ['impila', 'impilano', 'impilando', 'sistema gli scaffali']),
      ...each<Pose>('phoning', ['al telefono', 'parla al telefono', 'telefona']),
      ...each<Pose>('seated', ['in riunione', 'riunione']),
    },
    settings: each<SettingId>('pro-kitchen', ['cucina di un ristorante', 'cucina del ristorante', 'cucina professionale']),
    nouns: {},
  },
  pt: {
    poses: {
      ...each<Pose>('making-coffee', ['a preparar cafe', 'preparando cafe', 'prepara cafe', 'a tirar um cafe', 'tirando um cafe']),
      ...each<Pose>('skincare', ['a aplicar creme', 'aplicando creme', 'aplica creme', 'no rosto', 'na cara']),
      ...each<Pose>('changing-wheel', ['a trocar uma roda', 'trocando uma roda', 'troca uma roda', 'a trocar o pneu', 'trocando o pneu', 'a mudar o pneu']),
      ...each<Pose>('mopping', ['a lavar o chao', 'lavando o chao', 'a limpar o chao', 'limpando o chao', 'esfregona']),
      ...each<Pose>('watering', ['a regar', 'regando', 'rega as']),
      ...each<Pose>('stacking', ['a empilhar', 'empilhando', 'empilha']),
      ...each<Pose>('phoning', ['ao telefone', 'ao telemovel', 'ao celular', 'a falar ao telefone', 'falando ao telefone', 'fala ao telefone']),
      ...each<Pose>('seated', ['em reuniao', 'reuniao']),
      ...each<Pose>('eating', ['a jantar', 'jantando', 'a almocar', 'almocando']),
    },
    settings: each<SettingId>('pro-kitchen', ['cozinha de um restaurante', 'cozinha do restaurante', 'cozinha profissional']),
    nouns: { sumo: 'juice', suco: 'juice', 'sumo de laranja': 'juice', 'suco de laranja': 'juice' },
  },
  nl: {
    poses: {
      ...each<Pose>('making-coffee', ['koffie zet', 'zet koffie', 'koffie maakt', 'maakt koffie']),
      ...each<Pose>('skincare', ['op haar gezicht', 'op zijn gezicht', 'creme smeert', 'smeert creme', 'tanden poetst', 'poetst zijn tanden', 'poetst haar tanden']),
      ...each<Pose>('eating', ['aan het avondeten', 'aan tafel eet', 'eet', 'eten']),
      ...each<Pose>('reading', ['voorleest', 'leest voor']),
      ...each<Pose>('watering', ['water geeft', 'geeft water', 'planten water']),
      ...each<Pose>('stacking', ['dozen stapelt', 'stapelt', 'stapelen']),
      ...each<Pose>('seated', ['in vergadering', 'vergadering', 'vergaderen', 'vergadert']),
      ...each<Pose>('arranging', ['boeket maakt', 'maakt een boeket', 'bloemen schikt']),
    },
    settings: each<SettingId>('hotel', ['hotelreceptie', 'hotelbalie', 'hotellobby']),
    nouns: { magazijnmedewerker: 'worker', magazijnmedewerkers: 'worker', juf: 'teacher', meester: 'teacher' },
  },
};
