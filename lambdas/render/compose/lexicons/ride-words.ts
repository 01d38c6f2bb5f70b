/**
 * Riding in each language's words: a scooter or a skateboard ridden ("monta en patinete", "roule en trottinette",
 * "fährt E-Roller", "op een step"), a wave caught ("coge una ola", "prend une vague", "reitet eine Welle", "波に乗る"),
 * a surf lesson, and a path along a river ("ribera", "Flussufer", "lungofiume", "beira-rio", "川沿い"). The bare verb
 * of riding ("monta", "fährt", "rijdt", "乗る") means riding only with a scooter, a bike or a board named, or along a
 * route (a bike, actions.ts); riding a bike said in one phrase ("montan en bici", "fahren Rad", "fietsen") is cycling.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';

interface Words {
  scooters: readonly string[];
  skateboards: readonly string[];
  surfers: readonly string[];
  /** Someone named by what they ride: drawn riding it. */
  riders: readonly string[];
  skaters: readonly string[];
  instructors: readonly string[];
  rivers: readonly string[];
  /** A bike lane is a street, no bicycle: a scooter ridden along one is no bike ridden (German and Dutch say it in one word, no bicycle). */
  lanes: readonly string[];
  /** A wave is the sea's: a wave caught is at the beach. */
  waves: readonly string[];
  riding: readonly string[];
  /** Riding a bike, said without the word for one apart. */
  cycling: readonly string[];
  skating: readonly string[];
  surfing: readonly string[];
  lessons: readonly string[];
}

const all = <T>(words: readonly string[], meaning: T): Record<string, T> => Object.fromEntries(words.map((w) => [w, meaning]));

const lexicon = (w: Words) => ({
  nouns: { ...all<ConceptId>(w.scooters, 'scooter'), ...all<ConceptId>(w.skateboards, 'skateboard'), ...all<ConceptId>(w.surfers, 'surfer'), ...all<ConceptId>(w.riders, 'scooter-rider'), ...all<ConceptId>(w.skaters, 'skater'), ...all<ConceptId>(w.instructors, 'coach') },
  settings: { ...all<SettingId>(w.rivers, 'riverside'), ...all<SettingId>(w.lanes, 'street'), ...all<SettingId>(w.waves, 'beach') },
  poses: { ...all<Pose>(w.riding, 'riding-scooter'), ...all<Pose>(w.cycling, 'cycling'), ...all<Pose>(w.skating, 'skateboarding'), ...all<Pose>(w.surfing, 'surfing'), ...all<Pose>(w.lessons, 'surf-lesson') },
});

export const RIDE_WORDS = {
  en: lexicon({
    scooters: ['e scooter', 'e scooters', 'escooter', 'electric scooter', 'kick scooter', 'push scooter'],
    skateboards: ['skateboard', 'skate board'],
    surfers: ['surfer', 'surfers'],
    riders: ['scooter rider', 'scooter riders', 'e scooter rider', 'e scooter riders'],
    skaters: ['skater', 'skaters', 'skateboarder', 'skateboarders'],
    instructors: ['surf instructor', 'surf teacher', 'surf coach'],
    rivers: ['river path', 'riverside', 'riverside path', 'river', 'riverbank', 'river bank', 'along the river', 'by the river', 'towpath', 'embankment'],
    waves: [],
    lanes: ['bike lane', 'bike lanes', 'cycle lane', 'cycle path', 'bike path'],
    riding: ['riding', 'rides', 'ride', 'scooting', 'scooters to', 'by scooter', 'by e scooter', 'on a scooter', 'on the scooter', 'on her scooter', 'on his scooter', 'on their scooter', 'on an e scooter', 'on the e scooter', 'on her e scooter', 'on his e scooter'],
    cycling: ['cycling together', 'ride bikes', 'ride their bikes', 'riding their bikes', 'ride a bike', 'on their bikes', 'by bike', 'bike ride', 'bike rides', 'cycle along', 'cycling along'],
    skating: ['skateboarding', 'skateboards', 'on a skateboard', 'on his skateboard', 'on her skateboard', 'skating'],
    surfing: ['surfing', 'surfs', 'catching a wave', 'catching waves', 'catches a wave', 'catch a wave', 'riding a wave', 'riding the waves', 'riding waves', 'rides a wave', 'on a surfboard', 'waiting for a wave', 'waiting for waves', 'paddling out'],
    lessons: ['surf lesson', 'surf lessons', 'surfing lesson', 'surf class', 'surf school', 'learning to surf', 'learn to surf', 'teaching surfing', 'teaches surfing'],
  }),
  es: lexicon({
    scooters: ['patinete', 'patinete electrico', 'patinetes', 'monopatin electrico'],
    skateboards: ['monopatin', 'skate', 'tabla de skate'],
    surfers: ['surfista', 'surfistas'],
    riders: ['usuario de patinete', 'usuaria de patinete'],
    skaters: ['skater', 'skaters', 'patinador', 'patinadora'],
    instructors: ['instructor de surf', 'instructora de surf', 'monitor de surf', 'monitora de surf', 'monitora', 'profesor de surf', 'profesora de surf'],
    rivers: ['ribera', 'ribera del rio', 'orilla del rio', 'a orillas del rio', 'junto al rio', 'paseo fluvial', 'paseo del rio', 'rio'],
    waves: ['ola', 'olas'],
    lanes: ['carril bici', 'carril bici de la ciudad', 'ciclovia'],
    riding: ['monta', 'montando', 'va en patinete', 'en patinete', 'montando en patinete', 'monta en patinete', 'en su patinete', 'sobre un patinete', 'conduce un patinete'],
    cycling: ['en bici', 'montan en bici', 'monta en bici', 'montando en bici', 'montar en bici', 'van en bici', 'va en bici', 'andan en bici', 'pasean en bici', 'paseo en bici', 'pedalean', 'montan en bicicleta', 'monta en bicicleta'],
    skating: ['patinando', 'en monopatin', 'montando en monopatin', 'en skate', 'hace skate', 'haciendo skate'],
    surfing: ['surfeando', 'surfea', 'haciendo surf', 'hace surf', 'coge una ola', 'cogiendo una ola', 'coger una ola', 'pilla una ola', 'pillando una ola', 'pillar una ola', 'cogiendo olas', 'montando una ola', 'sobre una ola'],
    lessons: ['clase de surf', 'clases de surf', 'escuela de surf', 'aprendiendo a surfear', 'ensenando a surfear', 'ensena a surfear'],
  }),
  fr: lexicon({
    scooters: ['trottinette electrique', 'trottinettes', 'trottinette'],
    skateboards: ['skateboard', 'skate', 'planche a roulettes'],
    surfers: ['surfeur', 'surfeuse', 'surfeurs'],
    riders: ['trottinettiste', 'trottinettistes'],
    skaters: ['skateur', 'skateuse', 'skateurs'],
    instructors: ['moniteur de surf', 'monitrice de surf', 'monitrice', 'prof de surf', 'professeur de surf'],
    rivers: ['bord de la riviere', 'bord du fleuve', 'au bord de l eau', 'berge', 'berges', 'les quais', 'sur les quais', 'long des quais', 'le long du fleuve', 'le long de la riviere', 'riviere', 'fleuve'],
    waves: ['vague', 'vagues'],
    lanes: ['piste cyclable', 'pistes cyclables'],
    riding: ['roule', 'roulent', 'roulant', 'en trottinette', 'a trottinette', 'sur une trottinette', 'sur sa trottinette', 'fait de la trottinette', 'faisant de la trottinette'],
    cycling: ['roulent a velo', 'roule a velo', 'en velo', 'a bicyclette', 'pedalent', 'pedale', 'font du velo', 'fait du velo', 'faisant du velo', 'balade a velo'],
    skating: ['en skate', 'fait du skate', 'faisant du skate', 'sur un skate'],
    surfing: ['surfe', 'surfant', 'fait du surf', 'faisant du surf', 'prend une vague', 'prenant une vague', 'prendre une vague', 'attrape une vague', 'attrapant une vague', 'sur une vague'],
    lessons: ['cours de surf', 'ecole de surf', 'apprend a surfer', 'apprennent a surfer', 'apprendre a surfer'],
  }),
  de: lexicon({
    scooters: ['e roller', 'e scooter', 'elektroroller', 'tretroller', 'e tretroller', 'kickroller'],
    skateboards: ['skateboard', 'rollbrett'],
    surfers: ['surfer', 'surferin'],
    riders: ['rollerfahrer', 'rollerfahrerin', 'e roller fahrer', 'e roller fahrerin'],
    skaters: ['skater', 'skaterin', 'skateboarder', 'skateboarderin'],
    instructors: ['surflehrer', 'surflehrerin', 'surfkursleiter', 'surfkursleiterin'],
    rivers: ['flussufer', 'am flussufer', 'am fluss', 'uferweg', 'ufer', 'entlang des flusses', 'am flussweg', 'flussweg', 'fluss'],
    waves: ['welle', 'wellen'],
    lanes: [],
    riding: ['fahrt', 'fahren', 'fahrt mit dem e roller', 'mit dem e roller', 'mit dem roller', 'auf dem roller', 'auf einem e roller', 'auf dem e roller', 'rollert'],
    cycling: ['fahren rad', 'fahrt rad', 'radeln', 'radelt', 'radelnd', 'mit dem rad', 'mit dem fahrrad', 'mit den radern', 'auf dem fahrrad', 'auf dem rad', 'fahrradfahren', 'radtour'],
    skating: ['skatet', 'skaten', 'auf dem skateboard', 'auf einem skateboard'],
    surfing: ['surft', 'surfen', 'reitet eine welle', 'eine welle reiten', 'reitet die welle', 'erwischt eine welle', 'auf einer welle', 'wellenreiten'],
    lessons: ['surfkurs', 'surfstunde', 'surfunterricht', 'surfschule', 'lernen surfen', 'lernt surfen'],
  }),
  it: lexicon({
    scooters: ['monopattino', 'monopattino elettrico', 'monopattini'],
    skateboards: ['skateboard', 'skate'],
    surfers: ['surfista', 'surfisti'],
    riders: ['monopattinista'],
    skaters: ['skater', 'skateboarder'],
    instructors: ['istruttore di surf', 'istruttrice di surf', 'maestro di surf', 'maestra di surf'],
    rivers: ['lungofiume', 'sul lungofiume', 'lungo il fiume', 'riva del fiume', 'sponda del fiume', 'lungotevere', 'lungarno', 'fiume'],
    waves: ['onda', 'onde'],
    lanes: ['pista ciclabile', 'ciclabile'],
    riding: ['va in monopattino', 'in monopattino', 'andando in monopattino', 'sul monopattino', 'guida il monopattino', 'su un monopattino'],
    cycling: ['vanno in bici', 'va in bici', 'andare in bici', 'vanno in bicicletta', 'va in bicicletta', 'giro in bici', 'pedalare'],
    skating: ['in skate', 'sullo skate', 'sullo skateboard', 'fa skate'],
    surfing: ['surfa', 'fa surf', 'facendo surf', 'prende un onda', 'prendere un onda', 'prendendo un onda', 'cavalca un onda', 'cavalcando un onda', 'cavalca le onde', 'su un onda', 'prende l onda', 'prendere l onda', 'prendendo l onda', 'cavalca l onda'],
    lessons: ['lezione di surf', 'lezioni di surf', 'scuola di surf', 'corso di surf', 'imparano a fare surf', 'imparare il surf'],
  }),
  pt: lexicon({
    scooters: ['trotinete', 'trotinete eletrica', 'patinete', 'patinete eletrico', 'trotinetes'],
    skateboards: ['skate', 'skateboard', 'prancha de skate'],
    surfers: ['surfista', 'surfistas'],
    riders: ['utilizador de trotinete', 'utilizadora de trotinete'],
    skaters: ['skatista', 'skater', 'skaters'],
    instructors: ['instrutor de surf', 'instrutora de surf', 'professor de surf', 'professora de surf', 'monitor de surf'],
    rivers: ['beira rio', 'a beira rio', 'a beira do rio', 'margem do rio', 'junto ao rio', 'ao longo do rio', 'ribeirinha', 'rio'],
    waves: ['onda', 'ondas'],
    lanes: ['ciclovia', 'ciclofaixa'],
    riding: ['anda de trotinete', 'a andar de trotinete', 'de trotinete', 'anda de patinete', 'andando de patinete', 'de patinete', 'numa trotinete', 'em uma trotinete'],
    cycling: ['andam de bicicleta', 'anda de bicicleta', 'andando de bicicleta', 'a andar de bicicleta', 'andar de bicicleta', 'de bike', 'andam de bike', 'pedalam', 'passeio de bicicleta'],
    skating: ['anda de skate', 'andando de skate', 'a andar de skate', 'de skate'],
    surfing: ['surfa', 'surfando', 'a surfar', 'faz surf', 'apanha uma onda', 'a apanhar uma onda', 'apanhar uma onda', 'apanhando uma onda', 'pega uma onda', 'pegando uma onda', 'pegando onda', 'pegar uma onda'],
    lessons: ['aula de surf', 'aulas de surf', 'escola de surf', 'aprendem a surfar', 'aprender a surfar', 'a ensinar surf'],
  }),
  nl: lexicon({
    scooters: ['step', 'e step', 'elektrische step', 'autoped', 'steps'],
    skateboards: ['skateboard'],
    surfers: ['surfer', 'surfster'],
    riders: ['stepper', 'steprijder'],
    skaters: ['skater', 'skaters', 'skateboarder'],
    instructors: ['surfleraar', 'surflerares', 'surfinstructeur', 'surfinstructrice'],
    rivers: ['langs de rivier', 'aan de rivier', 'rivieroever', 'oever', 'langs het water', 'rivier', 'rivierpad'],
    waves: ['golven'],
    lanes: [],
    riding: ['rijdt', 'rijden', 'op een step', 'op de step', 'op zijn step', 'op haar step', 'op een e step', 'steppen', 'stept'],
    cycling: ['fietsen', 'fietsend', 'op de fiets', 'op fietsen', 'op hun fietsen', 'fietstocht', 'aan het fietsen'],
    skating: ['skateboardt', 'skaten', 'skate', 'op een skateboard'],
    surfing: ['surft', 'surfen', 'aan het surfen', 'een golf pakken', 'pakt een golf', 'pakken een golf', 'een golf pakt', 'vangt een golf', 'op een golf'],
    lessons: ['surfles', 'surflessen', 'surfschool', 'leren surfen', 'leert surfen'],
  }),
  ja: lexicon({
    scooters: ['電動キックボード', 'キックボード', 'キックスクーター', '電動スクーター'],
    skateboards: ['スケボー', 'スケートボード'],
    surfers: ['サーファー'],
    riders: [],
    skaters: ['スケーター', 'スケートボーダー'],
    instructors: ['サーフィンのインストラクター', 'サーフインストラクター', 'サーフィンの先生', 'インストラクター'],
    rivers: ['川沿い', '川沿いの道', '川辺', '河川敷', '川岸', '川'],
    waves: [],
    lanes: ['自転車道', '自転車レーン'],
    riding: ['乗る', '乗って', '乗っている', '乗り', 'で走る', 'で走って'],
    cycling: ['自転車に乗る', '自転車に乗って', '自転車で走る', 'サイクリング'],
    skating: ['スケボーに乗る', 'スケボーをする', 'スケートボードに乗る'],
    surfing: ['波に乗る', '波に乗って', '波に乗っている', 'サーフィン', 'サーフィンする', 'サーフィンをする', 'サーフィンをして'],
    lessons: ['サーフィンレッスン', 'サーフィン教室', 'サーフレッスン', 'サーフスクール', 'サーフィンを教える', 'サーフィンを教えて'],
  }),
};
