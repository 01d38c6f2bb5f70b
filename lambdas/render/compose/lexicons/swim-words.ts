/**
 * Swimming in each language's words: a pool ("piscina", "piscine", "Schwimmbad", "zwembad", "プール"), someone
 * swimming ("nada", "nage", "schwimmt", "nuota", "zwemt", "泳ぐ"), a swimming lesson ("clase de natación",
 * "cours de natation", "Schwimmkurs", "lezione di nuoto", "aula de natação", "zwemles", "水泳教室") and who teaches it.
 * A swimming school is its pool, never a classroom.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';

interface Words {
  pools: readonly string[];
  swimmers: readonly string[];
  coaches: readonly string[];
  swimming: readonly string[];
  lessons: readonly string[];
}

const all = <T>(words: readonly string[], meaning: T): Record<string, T> => Object.fromEntries(words.map((w) => [w, meaning]));

const lexicon = (w: Words) => ({
  nouns: { ...all<ConceptId>(w.swimmers, 'swimmer'), ...all<ConceptId>(w.coaches, 'coach') },
  settings: all<SettingId>(w.pools, 'pool'),
  poses: { ...all<Pose>(w.swimming, 'swimming'), ...all<Pose>(w.lessons, 'swim-lesson') },
});

export const SWIM_WORDS = {
  en: lexicon({
    pools: ['pool', 'swimming pool', 'indoor pool', 'leisure pool', 'swimming baths', 'lido', 'aquatic centre', 'aquatics centre', 'swim school', 'swimming school', 'swim club', 'swimming club', 'shallow end', 'the shallow end', 'learner pool', 'teaching pool'],
    swimmers: ['swimmer', 'swimmers'],
    coaches: ['swim coach', 'swimming coach', 'swim teacher', 'swimming teacher', 'swimming instructor', 'swim instructor', 'lifeguard'],
    swimming: ['swimming', 'swims', 'doing lengths', 'swimming lengths', 'swimming laps', 'front crawl', 'doing the crawl', 'backstroke', 'breaststroke'],
    lessons: ['swimming lesson', 'swimming lessons', 'swim lesson', 'swim lessons', 'swim class', 'swimming class', 'learning to swim', 'learn to swim', 'learns to swim', 'teaching children to swim', 'teaching kids to swim', 'teaches children to swim', 'teaches kids to swim', 'teaching swimming', 'kickboard', 'kickboards', 'on kickboards', 'with kickboards', 'pool noodle', 'pool noodles', 'with a pool noodle', 'swimming float', 'swimming floats'],
  }),
  es: lexicon({
    pools: ['piscina', 'piscina cubierta', 'escuela de natacion', 'club de natacion', 'zona poco profunda', 'piscina de aprendizaje', 'vaso de aprendizaje'],
    swimmers: ['nadador', 'nadadora', 'nadadores', 'nadadoras'],
    coaches: ['monitor de natacion', 'monitora de natacion', 'profesor de natacion', 'profesora de natacion', 'entrenador de natacion', 'entrenadora de natacion', 'socorrista'],
    swimming: ['nadando', 'nada', 'nadan', 'hace largos', 'haciendo largos'],
    lessons: ['clase de natacion', 'clases de natacion', 'cursillo de natacion', 'aprendiendo a nadar', 'aprenden a nadar', 'aprender a nadar', 'ensena a nadar', 'ensenando a nadar', 'tabla de natacion', 'tablas de natacion', 'con tabla', 'con tablas', 'con flotadores', 'con churros', 'cursillo de natacion infantil', 'natacion infantil'],
  }),
  fr: lexicon({
    pools: ['piscine', 'piscine couverte', 'centre aquatique', 'ecole de natation', 'club de natation', 'petit bain', 'bassin d apprentissage'],
    swimmers: ['nageur', 'nageuse', 'nageurs', 'nageuses'],
    coaches: ['maitre nageur', 'maitre-nageur', 'maitre nageuse', 'moniteur de natation', 'monitrice de natation', 'coach de natation'],
    swimming: ['nage', 'nagent', 'nageant', 'en train de nager', 'fait des longueurs', 'faisant des longueurs'],
    lessons: ['cours de natation', 'lecon de natation', 'lecons de natation', 'apprennent a nager', 'apprend a nager', 'apprendre a nager', 'apprenant a nager', 'enseigne la natation', 'planche de natation', 'planches de natation', 'avec une planche', 'avec des planches', 'avec des frites', 'bebes nageurs', 'natation enfants', 'natation pour enfants'],
  }),
  de: lexicon({
    pools: ['schwimmbad', 'hallenbad', 'freibad', 'schwimmhalle', 'becken', 'schwimmschule', 'schwimmverein', 'nichtschwimmerbecken', 'lehrschwimmbecken', 'kinderbecken'],
    swimmers: ['schwimmer', 'schwimmerin', 'schwimmerinnen'],
    coaches: ['schwimmlehrer', 'schwimmlehrerin', 'schwimmtrainer', 'schwimmtrainerin', 'bademeister', 'bademeisterin', 'rettungsschwimmer'],
    swimming: ['schwimmt', 'schwimmen', 'beim schwimmen', 'zieht bahnen', 'ziehen bahnen', 'kraulen', 'krault'],
    lessons: ['schwimmkurs', 'schwimmkurse', 'schwimmunterricht', 'schwimmstunde', 'lernen schwimmen', 'lernt schwimmen', 'schwimmen lernen', 'bringt kindern das schwimmen bei', 'schwimmbrett', 'schwimmbretter', 'mit schwimmbrettern', 'mit schwimmbrett', 'schwimmnudel', 'schwimmnudeln', 'mit schwimmnudeln', 'seepferdchen', 'kinderschwimmen', 'babyschwimmen'],
  }),
  it: lexicon({
    pools: ['piscina', 'piscina coperta', 'scuola di nuoto', 'centro natatorio', 'vasca piccola', 'vasca didattica'],
    swimmers: ['nuotatore', 'nuotatrice', 'nuotatori', 'nuotatrici'],
    coaches: ['istruttore di nuoto', 'istruttrice di nuoto', 'allenatore di nuoto', 'allenatrice di nuoto', 'bagnino', 'bagnina'],
    swimming: ['nuota', 'nuotano', 'nuotando', 'che nuota', 'che nuotano', 'fa vasche', 'fanno vasche'],
    lessons: ['lezione di nuoto', 'lezioni di nuoto', 'corso di nuoto', 'imparano a nuotare', 'impara a nuotare', 'imparare a nuotare', 'insegna a nuotare', 'che insegna a nuotare', 'tavoletta', 'tavolette', 'con le tavolette', 'con la tavoletta', 'tubi galleggianti', 'con i tubi', 'nuoto per bambini', 'acquaticita', 'scuola nuoto'],
  }),
  pt: lexicon({
    pools: ['piscina', 'piscina coberta', 'escola de natacao', 'clube de natacao', 'piscina de aprendizagem', 'tanque de aprendizagem'],
    swimmers: ['nadador', 'nadadora', 'nadadores', 'nadadoras'],
    coaches: ['professor de natacao', 'professora de natacao', 'treinador de natacao', 'treinadora de natacao', 'nadador salvador', 'salva-vidas'],
    swimming: ['nada', 'nadam', 'a nadar', 'nadando', 'faz piscinas'],
    lessons: ['aula de natacao', 'aulas de natacao', 'aprendem a nadar', 'aprende a nadar', 'aprender a nadar', 'a ensinar a nadar', 'ensina a nadar', 'prancha de natacao', 'pranchas de natacao', 'com pranchas', 'com prancha', 'com esparguetes', 'natacao infantil', 'natacao para criancas', 'natacao para bebes'],
  }),
  nl: lexicon({
    pools: ['zwembad', 'binnenbad', 'buitenbad', 'zwemschool', 'zwemvereniging', 'ondiepe bad', 'instructiebad', 'peuterbad'],
    swimmers: ['zwemmer', 'zwemster', 'zwemmers'],
    coaches: ['zwemleraar', 'zwemlerares', 'zwemjuf', 'zwemmeester', 'badmeester', 'zwemtrainer'],
    swimming: ['zwemt', 'zwemmen', 'aan het zwemmen', 'baantjes trekken', 'trekt baantjes'],
    lessons: ['zwemles', 'zwemlessen', 'leren zwemmen', 'leert zwemmen', 'zwemdiploma', 'zwemplankje', 'zwemplankjes', 'met zwemplankjes', 'met zwemslierten', 'zwemslierten', 'diplomazwemmen', 'kinderzwemles', 'babyzwemmen'],
  }),
  ja: lexicon({
    pools: ['プール', '屋内プール', '温水プール', 'スイミングスクール', '水泳教室のプール'],
    swimmers: ['スイマー', '泳ぐ人', '水泳選手'],
    coaches: ['水泳のコーチ', 'スイミングコーチ', '水泳の先生', 'インストラクター', 'ライフガード', '監視員'],
    swimming: ['泳ぐ', '泳いで', '泳いでいる', '泳ぐ人', 'クロール', '水泳'],
    lessons: ['水泳教室', 'スイミングレッスン', '水泳のレッスン', '泳ぎを教える', '泳ぎを教えて', '泳ぎを習う', '泳ぎを練習'],
  }),
  ar: lexicon({
    pools: ['مسبح', 'حمام سباحة', 'المسبح', 'مدرسة سباحة'],
    swimmers: ['سباح', 'سباحة', 'سباحون'],
    coaches: ['مدرب سباحة', 'مدربة سباحة', 'منقذ'],
    swimming: ['يسبح', 'تسبح', 'يسبحون'],
    lessons: ['درس سباحة', 'دروس سباحة', 'تعليم السباحة', 'يتعلمون السباحة', 'يعلم الأطفال السباحة'],
  }),
};
