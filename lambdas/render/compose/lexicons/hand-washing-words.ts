/**
 * Washing hands in each language's words, named whole ("der sich die Hände wäscht", "qui se lave les mains") and in its
 * steps (actions.ts: wetting, lathering, rinsing, drying). A training's
 * step is often kept in its language after a planner's English lead ("A cook doing this step: Moja tus manos con agua
 * tibia, in a restaurant kitchen"), which is read with the English lexicon: it lists the Latin-script steps too.
 */
import type { Pose } from '../scene-graph';

const words = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));

export const HAND_WASHING_WORDS = {
  en: words({
    'wetting-hands': ['wet your hands', 'wet hands', 'wetting hands', 'wetting their hands', 'wetting her hands', 'wetting his hands', 'wets her hands', 'wets his hands', 'under running water', 'under the running tap', 'under the tap'],
    lathering: ['apply soap', 'applying soap', 'applies soap', 'lather', 'lathering', 'lathers', 'lather up', 'soap up', 'soaping', 'scrub your hands', 'scrubbing hands', 'scrubbing their hands', 'scrubbing her hands', 'scrubbing his hands', 'rub your hands', 'rubbing hands', 'rub hands together', 'rubbing their hands together',
      // A step that says only how long ("Scrub for 20 seconds") is the lather of a hand wash.
      'scrub for', 'scrubbing for', 'scrubs for', 'rub for', 'rubbing for'],
    rinsing: ['rinse', 'rinse your hands', 'rinse hands', 'rinse off', 'rinsing hands', 'rinsing their hands', 'rinsing her hands', 'rinsing his hands', 'rinses her hands', 'rinses his hands', 'rinse and dry', 'rinsing and drying', 'rinses and dries'],
    'drying-hands': ['dry your hands', 'dry hands', 'drying hands', 'drying their hands', 'drying her hands', 'drying his hands', 'dries her hands', 'dries his hands', 'paper towel', 'paper towels', 'hand towel'],
  }),
  es: words({
    'washing-hands': ['lávate las manos', 'lávese las manos', 'lavar las manos'],
    'wetting-hands': ['moja tus manos', 'moja las manos', 'mójate las manos', 'mojate', 'mójese las manos', 'mojar las manos', 'mojándose las manos'],
    lathering: ['aplica jabón', 'aplique jabón', 'aplicar jabón', 'aplicando jabón', 'enjabona', 'enjabónate', 'enjabonar', 'enjabonándose', 'frota', 'frótate', 'frote', 'frotar', 'frotando', 'frotándose las manos'],
    rinsing: ['aclara', 'aclárate', 'aclare', 'aclarar', 'aclarándose', 'enjuaga', 'enjuágate', 'enjuague', 'enjuagar', 'enjuagando', 'enjuagándose las manos'],
    'drying-hands': ['sécate', 'séquese', 'sécate las manos', 'seca tus manos', 'secar las manos', 'secarse las manos', 'secándose las manos', 'papel desechable', 'toalla de papel', 'toallas de papel'],
  }),
  fr: words({
    'washing-hands': ['lavez vous les mains', 'lave toi les mains', 'se lave les mains', 'se laver les mains', 'se lavant les mains', 'lave les mains'],
    'wetting-hands': ['mouillez vous les mains', 'mouillez vos mains', 'mouiller les mains', 'se mouiller les mains', 'mouillez', 'se mouillant les mains'],
    lathering: ['savonnez', 'savonnez vous les mains', 'savonner', 'se savonnant les mains', 'frottez', 'frotter', 'frottez vous les mains'],
    rinsing: ['rincez', 'rincez vous les mains', 'rincer', 'se rincer les mains', 'se rinçant les mains'],
    'drying-hands': ['se sèche les mains', 'sèche ses mains', 'séchez', 'séchez vous les mains', 'sécher les mains', 'se sécher les mains', 'se séchant les mains', 'essuie mains', 'serviette en papier', 'serviettes en papier'],
  }),
  de: words({
    'washing-hands': ['sich die hände wäscht', 'wäscht sich die hände', 'die hände wäscht', 'wäscht die hände', 'hände waschen', 'händewaschen'],
    'wetting-hands': ['nass machen', 'hände nass machen', 'hände mit warmem wasser', 'hände mit wasser', 'anfeuchten', 'befeuchten', 'befeuchtet'],
    lathering: ['einseifen', 'gründlich einseifen', 'seift', 'seifen sie', 'einreiben', 'reiben sie', 'sekunden reiben', 'sekunden lang reiben'],
    rinsing: ['abspülen', 'gründlich abspülen', 'spülen sie', 'ausspülen', 'spült'],
    'drying-hands': ['sich die hände abtrocknet', 'die hände abtrocknet', 'trocknet sich die hände ab', 'abtrocknen', 'trocknen sie', 'trocknet', 'papiertuch', 'papierhandtuch', 'einmalhandtuch'],
  }),
  it: words({
    'drying-hands': ['si asciuga le mani', 'asciugarsi le mani', 'asciugandosi le mani', 'asciuga le mani', 'asciugatevi le mani', 'asciugare le mani'],
  }),
  pt: words({
    'drying-hands': ['a secar as mãos', 'secando as mãos', 'seca as mãos', 'seque as mãos', 'secar as mãos', 'a limpar as mãos'],
  }),
  nl: words({
    'drying-hands': ['handen afdroogt', 'zijn handen afdroogt', 'haar handen afdroogt', 'droogt zijn handen af', 'droogt haar handen af', 'handen afdrogen'],
    'washing-hands': ['handen wast', 'zijn handen wast', 'haar handen wast', 'de handen wast', 'wast zijn handen', 'wast haar handen', 'wast de handen', 'handen wassen'],
  }),
  ja: words({
    'wetting-hands': ['手を濡らす', '手を濡らし', '手をぬらす', '濡らす', '濡らして', 'ぬらす'],
    lathering: ['石けんで', '石鹸で', 'せっけんで', '石けんをつけ', '石鹸をつけ', 'せっけんをつけ', '泡立て', 'こする', 'こすり', 'こすって'],
    rinsing: ['すすぐ', 'すすいで', '洗い流す', '洗い流して', '水で流す'],
    'drying-hands': ['手を拭く', '手を拭いて', '手をふく', 'ペーパータオル', '手を乾かす', '手を乾かし'],
  }),
};

/** The Latin-script steps of every other language, for the English lexicon. */
export const STEPS_KEPT_IN_THEIR_LANGUAGE: Record<string, Pose> = { ...HAND_WASHING_WORDS.es, ...HAND_WASHING_WORDS.fr, ...HAND_WASHING_WORDS.de };
