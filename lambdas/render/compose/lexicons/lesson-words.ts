/**
 * Lessons in each language's words (compose/lesson-actions.ts): a surf lesson ("ponerse de pie en la tabla", "pôr-se de pé
 * na prancha"), a swimming lesson ("to swim", "con i braccioli"), a spin class ("clase de spinning", "Spinningkurs"), a
 * climbing lesson ("belaying", "escalade", "Kletterhalle"), a driving lesson ("learner driver", "auto-école", "rijles"),
 * a piano or guitar lesson ("cours de piano", "Gitarrenlehrerin"), a dance class ("clase de baile", "Tanzkurs"). Who teaches one is
 * named with it ("a climbing instructor", "una profesora de autoescuela"): their word is the teacher and the lesson at once
 * (unless they are named doing something else), never a classroom's teacher at a whiteboard.
 * Sports are taught by a coach (in sportswear), driving and music by a teacher. Who learns is a student.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';

/** The lessons these words name. */
type Lesson = 'surf-lesson' | 'swim-lesson' | 'spin-class' | 'climbing-lesson' | 'driving-lesson' | 'piano-lesson' | 'guitar-lesson' | 'dancing-couples';

/** Who teaches each lesson. */
const TEACHER: Record<Lesson, ConceptId> = {
  'surf-lesson': 'coach',
  'swim-lesson': 'coach',
  'spin-class': 'coach',
  'climbing-lesson': 'coach',
  'driving-lesson': 'teacher',
  'piano-lesson': 'teacher',
  'guitar-lesson': 'teacher',
  // A dance class is its couples dancing, the teacher among them.
  'dancing-couples': 'teacher',
};

interface Words {
  /** Phrases that name the lesson: what is learnt, how, where. */
  lessons: Partial<Record<Lesson, readonly string[]>>;
  /** Who teaches it: the teacher, and the lesson. */
  teachers: Partial<Record<Lesson, readonly string[]>>;
  /** Who learns it: a student, and the lesson where the word says which ("a climber", "un élève conducteur"). */
  learners: Partial<Record<Lesson, readonly string[]>>;
  /** Anyone learning. */
  students: readonly string[];
  /** Climbing gyms and walls. */
  gyms: readonly string[];
}

const pairs = <T>(table: Partial<Record<Lesson, readonly string[]>>, value: (lesson: Lesson) => T): [string, T][] =>
  Object.entries(table).flatMap(([lesson, words]) => words!.map((w) => [w, value(lesson as Lesson)] as [string, T]));

const lexicon = (w: Words) => ({
  nouns: Object.fromEntries<ConceptId>([
    ...w.students.map((s) => [s, 'student'] as [string, ConceptId]),
    ...pairs<ConceptId>(w.learners, () => 'student'),
    ...pairs<ConceptId>(w.teachers, (lesson) => TEACHER[lesson]),
  ]),
  settings: Object.fromEntries<SettingId>(w.gyms.map((g) => [g, 'climbing-gym'])),
  poses: Object.fromEntries<Pose>([...pairs<Pose>(w.lessons, (l) => l), ...pairs<Pose>(w.learners, (l) => l), ...pairs<Pose>(w.teachers, (l) => l)]),
});

export const LESSON_WORDS = {
  en: lexicon({
    lessons: {
      'guitar-lesson': ['guitar lesson', 'guitar lessons', 'guitar class', 'learning the guitar', 'learning to play the guitar', 'learning guitar', 'to play the guitar'],
      'surf-lesson': ['how to surf', 'stand up on the board', 'stand up on a board', 'stand up on the surfboard', 'standing up on the board', 'stands up on the board', 'pop up on the board', 'popping up on the board', 'pops up on the board', 'get up on the board', 'getting up on the board'],
      'swim-lesson': ['to swim', 'how to swim', 'with armbands', 'in armbands', 'wearing armbands', 'with water wings', 'with a float', 'with floats'],
      'spin-class': ['spin class', 'spin classes', 'spinning class', 'cycling class', 'cycle class', 'indoor cycling class', 'leading a spin class', 'leads a spin class', 'teaching a spin class'],
      'climbing-lesson': ['climbing lesson', 'climbing lessons', 'climbing class', 'climbing course', 'climbing for beginners', 'taster climbing', 'intro to climbing', 'belaying', 'belays', 'belay', 'on belay', 'bouldering', 'rock climbing', 'indoor climbing', 'learning to climb', 'learn to climb', 'how to climb', 'climbing the wall', 'climbs the wall', 'climbing up the wall', 'on the climbing wall', 'up the climbing wall'],
      'driving-lesson': ['driving lesson', 'driving lessons', 'driving school', 'learning to drive', 'learn to drive', 'learns to drive', 'l plates', 'l plate', 'driving test'],
      'dancing-couples': ['dance class', 'dance classes', 'dance lesson', 'dance lessons', 'salsa class', 'salsa lesson', 'tango lesson', 'ballroom class', 'learning to dance', 'how to dance'],
      'piano-lesson': ['piano lesson', 'piano lessons', 'piano class', 'music lesson', 'music lessons', 'learning the piano', 'learning piano', 'learns the piano', 'learning to play the piano', 'learns to play the piano', 'to play the piano'],
    },
    teachers: {
      'guitar-lesson': ['guitar teacher', 'guitar teachers', 'guitar tutor'],
      'surf-lesson': ['surf instructor', 'surf instructors', 'surfing instructor', 'surf coach', 'surf teacher'],
      'swim-lesson': ['swim instructor', 'swimming instructor', 'swim teacher', 'swimming teacher', 'swim coach', 'swimming coach'],
      'spin-class': ['spin instructor', 'spinning instructor', 'spin coach', 'indoor cycling instructor', 'cycling instructor'],
      'climbing-lesson': ['climbing instructor', 'climbing instructors', 'climbing coach', 'climbing teacher'],
      'driving-lesson': ['driving instructor', 'driving instructors', 'driving teacher'],
      'piano-lesson': ['piano teacher', 'piano teachers', 'music teacher', 'music teachers', 'piano tutor', 'music tutor'],
      'dancing-couples': ['dance teacher', 'dance instructor', 'dance teachers', 'salsa teacher', 'salsa instructor', 'tango teacher', 'ballroom teacher'],
    },
    learners: { 'climbing-lesson': ['climber', 'climbers'], 'driving-lesson': ['learner driver', 'learner drivers', 'student driver'] },
    students: ['pupil', 'pupils', 'learner', 'learners', 'trainee', 'trainees'],
    gyms: ['climbing gym', 'bouldering gym', 'bouldering centre', 'bouldering wall', 'climbing centre', 'climbing center', 'climbing wall'],
  }),
  es: lexicon({
    lessons: {
      'guitar-lesson': ['clase de guitarra', 'clases de guitarra', 'a tocar la guitarra', 'aprendiendo guitarra'],
      'surf-lesson': ['a surfear', 'a hacer surf', 'ponerse de pie en la tabla', 'ponerse de pie sobre la tabla', 'de pie en la tabla', 'de pie sobre la tabla', 'levantarse en la tabla', 'levantarse sobre la tabla'],
      'swim-lesson': ['a nadar', 'con manguitos', 'con flotador', 'con churro'],
      'spin-class': ['clase de spinning', 'clases de spinning', 'clase de ciclo indoor', 'clase de ciclismo indoor', 'sesion de spinning'],
      'climbing-lesson': ['escalada', 'escala la pared', 'escalando la pared', 'clase de escalada', 'clases de escalada', 'curso de escalada', 'asegura a una escaladora', 'asegura a un escalador', 'asegurando a una escaladora', 'asegurando a un escalador', 'muro de escalada', 'pared de escalada', 'boulder'],
      'driving-lesson': ['clase de conducir', 'clases de conducir', 'clase de conduccion', 'clases de conduccion', 'clase practica de conducir', 'autoescuela', 'a conducir', 'aprendiendo a conducir', 'la l de practicas'],
      'dancing-couples': ['clase de baile', 'clases de baile', 'clase de salsa', 'clases de salsa', 'aprendiendo a bailar', 'a bailar'],
      'piano-lesson': ['clase de piano', 'clases de piano', 'a tocar el piano', 'clase de musica', 'clases de musica', 'aprendiendo piano'],
    },
    teachers: {
      'guitar-lesson': ['profesor de guitarra', 'profesora de guitarra'],
      'surf-lesson': ['monitor de surf', 'monitora de surf', 'profesor de surf', 'profesora de surf', 'instructor de surf', 'instructora de surf'],
      'swim-lesson': ['monitor de natacion', 'monitora de natacion', 'profesor de natacion', 'profesora de natacion', 'instructor de natacion', 'instructora de natacion'],
      'spin-class': ['monitor de spinning', 'monitora de spinning', 'instructor de spinning', 'instructora de spinning', 'profesor de spinning', 'profesora de spinning'],
      'climbing-lesson': ['monitor de escalada', 'monitora de escalada', 'instructor de escalada', 'instructora de escalada', 'profesor de escalada', 'profesora de escalada'],
      'driving-lesson': ['profesor de autoescuela', 'profesora de autoescuela', 'instructor de conduccion', 'instructora de conduccion', 'profesor de conducir', 'profesora de conducir'],
      'piano-lesson': ['profesor de piano', 'profesora de piano', 'profesor de musica', 'profesora de musica'],
      'dancing-couples': ['profesor de baile', 'profesora de baile', 'profesor de salsa', 'profesora de salsa', 'monitor de baile', 'monitora de baile'],
    },
    learners: { 'climbing-lesson': ['escalador', 'escaladora', 'escaladores'], 'driving-lesson': ['alumno de autoescuela', 'alumna de autoescuela', 'conductor novel', 'conductora novel'] },
    students: ['alumno', 'alumna', 'alumnos', 'alumnas'],
    gyms: ['rocodromo', 'gimnasio de escalada', 'centro de escalada'],
  }),
  fr: lexicon({
    lessons: {
      'guitar-lesson': ['cours de guitare', 'lecon de guitare', 'lecons de guitare', 'a jouer de la guitare', 'apprend la guitare'],
      'surf-lesson': ['a surfer', 'se lever sur la planche', 'se mettre debout sur la planche', 'debout sur la planche', 'se relever sur la planche', 'se redresser sur la planche'],
      'swim-lesson': ['a nager', 'avec des brassards', 'avec ses brassards', 'avec une frite', 'avec des frites'],
      'spin-class': ['cours de spinning', 'cours de velo indoor', 'cours de biking', 'cours de cycling', 'seance de spinning'],
      'climbing-lesson': ['escalade', 'mur d escalade', 'cours d escalade', 'assure une grimpeuse', 'assure un grimpeur', 'assurant une grimpeuse', 'assurant un grimpeur', 'grimpe le mur', 'grimpe au mur', 'bloc d escalade'],
      'driving-lesson': ['lecon de conduite', 'lecons de conduite', 'cours de conduite', 'auto ecole', 'apprend a conduire', 'apprendre a conduire', 'apprennent a conduire', 'a conduire', 'conduite accompagnee'],
      'dancing-couples': ['cours de danse', 'cours de salsa', 'lecon de danse', 'lecons de danse', 'apprennent a danser', 'apprendre a danser'],
      'piano-lesson': ['cours de piano', 'lecon de piano', 'lecons de piano', 'cours de musique', 'a jouer du piano', 'apprend le piano'],
    },
    teachers: {
      'guitar-lesson': ['professeur de guitare', 'professeure de guitare', 'prof de guitare'],
      'surf-lesson': ['moniteur de surf', 'monitrice de surf', 'prof de surf', 'professeur de surf', 'professeure de surf'],
      'swim-lesson': ['moniteur de natation', 'monitrice de natation', 'professeur de natation', 'professeure de natation'],
      'spin-class': ['moniteur de spinning', 'monitrice de spinning', 'coach de spinning', 'professeur de spinning'],
      'climbing-lesson': ['moniteur d escalade', 'monitrice d escalade', 'moniteur d escalade', 'professeur d escalade'],
      'driving-lesson': ['moniteur d auto ecole', 'monitrice d auto ecole', 'moniteur de conduite', 'monitrice de conduite', 'moniteur auto ecole', 'monitrice auto ecole'],
      'piano-lesson': ['professeur de piano', 'professeure de piano', 'prof de piano', 'professeur de musique', 'professeure de musique', 'prof de musique'],
      'dancing-couples': ['professeur de danse', 'professeure de danse', 'prof de danse', 'professeur de salsa'],
    },
    learners: { 'climbing-lesson': ['grimpeur', 'grimpeuse', 'grimpeurs'], 'driving-lesson': ['eleve conducteur', 'eleve conductrice', 'apprenti conducteur', 'jeune conducteur', 'jeune conductrice'] },
    students: ['eleve', 'eleves', 'apprenti', 'apprentie'],
    gyms: ['salle d escalade', 'salle de bloc', 'salle de grimpe'],
  }),
  de: lexicon({
    lessons: {
      'guitar-lesson': ['gitarrenunterricht', 'gitarrenstunde', 'gitarrenstunden', 'gitarre spielen lernen', 'lernt gitarre'],
      'surf-lesson': ['surfen bei', 'das surfen bei', 'auf dem brett aufzustehen', 'auf dem brett aufstehen', 'auf dem brett aufsteht', 'auf das brett zu stellen', 'aufs brett'],
      'swim-lesson': ['schwimmen bei', 'das schwimmen bei', 'mit schwimmflugeln', 'mit schwimmflugel', 'mit schwimmnudel', 'mit schwimmbrett'],
      'spin-class': ['spinningkurs', 'spinning kurs', 'spinningstunde', 'spinning stunde', 'indoor cycling kurs', 'indoor cycling stunde', 'indoorcycling kurs'],
      'climbing-lesson': ['kletterwand', 'an der kletterwand', 'klettern lernen', 'lernt klettern', 'lernen klettern', 'schnupperkurs klettern', 'klettern fur anfanger', 'klettern fur kinder', 'klettert an der wand', 'beim klettern', 'kletterkurs', 'kletterstunde', 'sichert eine kletterin', 'sichert einen kletterer', 'sichert die kletterin', 'sichert den kletterer', 'bouldern', 'boulderwand'],
      'driving-lesson': ['fahrstunde', 'fahrstunden', 'fahrschule', 'autofahren lernen', 'lernt autofahren', 'lernt fahren', 'fahren lernen', 'fahrprufung'],
      'dancing-couples': ['tanzkurs', 'tanzkurse', 'tanzstunde', 'tanzstunden', 'tanzschule', 'salsakurs', 'tanzen lernen'],
      'piano-lesson': ['klavierunterricht', 'klavierstunde', 'klavierstunden', 'musikunterricht', 'musikstunde', 'klavier spielen lernen', 'lernt klavier', 'klavier lernen'],
    },
    teachers: {
      'guitar-lesson': ['gitarrenlehrer', 'gitarrenlehrerin'],
      'surf-lesson': ['surflehrer', 'surflehrerin', 'surftrainer', 'surftrainerin', 'surfinstruktor', 'surfinstruktorin'],
      'swim-lesson': ['schwimmlehrer', 'schwimmlehrerin', 'schwimmtrainer', 'schwimmtrainerin'],
      'spin-class': ['spinningtrainer', 'spinningtrainerin', 'spinninglehrer', 'spinninglehrerin', 'indoor cycling trainer', 'indoor cycling trainerin'],
      'climbing-lesson': ['kletterlehrer', 'kletterlehrerin', 'klettertrainer', 'klettertrainerin', 'kletterinstruktor', 'kletterinstruktorin'],
      'driving-lesson': ['fahrlehrer', 'fahrlehrerin'],
      'piano-lesson': ['klavierlehrer', 'klavierlehrerin', 'musiklehrer', 'musiklehrerin'],
      'dancing-couples': ['tanzlehrer', 'tanzlehrerin', 'salsalehrer', 'salsalehrerin'],
    },
    learners: { 'climbing-lesson': ['kletterer', 'kletterin', 'kletterinnen'], 'driving-lesson': ['fahrschuler', 'fahrschulerin', 'fahrschulerinnen'] },
    students: ['schuler', 'schulerin', 'schulerinnen', 'kursteilnehmer', 'kursteilnehmerin'],
    gyms: ['kletterhalle', 'boulderhalle', 'kletterzentrum'],
  }),
  it: lexicon({
    lessons: {
      'guitar-lesson': ['lezione di chitarra', 'lezioni di chitarra', 'corso di chitarra', 'a suonare la chitarra'],
      'surf-lesson': ['a fare surf', 'in piedi sulla tavola', 'alzarsi sulla tavola', 'alzarsi in piedi sulla tavola', 'a stare in piedi sulla tavola'],
      'swim-lesson': ['a nuotare', 'con i braccioli', 'con braccioli', 'con la tavoletta', 'con il tubo'],
      'spin-class': ['lezione di spinning', 'lezioni di spinning', 'corso di spinning', 'lezione di indoor cycling', 'classe di spinning'],
      'climbing-lesson': ['arrampicata', 'arrampica sulla parete', 'parete di arrampicata', 'lezione di arrampicata', 'corso di arrampicata', 'fa sicura', 'facendo sicura', 'fa da sicura', 'boulder', 'ad arrampicare'],
      'driving-lesson': ['lezione di guida', 'lezioni di guida', 'scuola guida', 'autoscuola', 'a guidare', 'imparare a guidare', 'impara a guidare', 'guida accompagnata'],
      'dancing-couples': ['lezione di ballo', 'lezioni di ballo', 'corso di ballo', 'scuola di ballo', 'lezione di salsa', 'imparano a ballare'],
      'piano-lesson': ['lezione di piano', 'lezioni di piano', 'lezione di pianoforte', 'lezioni di pianoforte', 'lezione di musica', 'lezioni di musica', 'a suonare il piano', 'a suonare il pianoforte'],
    },
    teachers: {
      'guitar-lesson': ['insegnante di chitarra', 'maestro di chitarra', 'maestra di chitarra'],
      'surf-lesson': ['istruttore di surf', 'istruttrice di surf', 'maestro di surf', 'maestra di surf'],
      'swim-lesson': ['istruttore di nuoto', 'istruttrice di nuoto', 'maestro di nuoto', 'maestra di nuoto'],
      'spin-class': ['istruttore di spinning', 'istruttrice di spinning'],
      'climbing-lesson': ['istruttore di arrampicata', 'istruttrice di arrampicata', 'guida di arrampicata'],
      'driving-lesson': ['istruttore di guida', 'istruttrice di guida', 'istruttore di scuola guida', 'istruttrice di scuola guida', 'istruttore di autoscuola'],
      'dancing-couples': ['insegnante di ballo', 'maestro di ballo', 'maestra di ballo', 'insegnante di danza', 'maestro di salsa'],
      'piano-lesson': ['insegnante di piano', 'insegnante di pianoforte', 'maestro di piano', 'maestra di piano', 'maestro di pianoforte', 'maestra di pianoforte', 'insegnante di musica', 'maestro di musica', 'maestra di musica'],
    },
    learners: { 'climbing-lesson': ['arrampicatore', 'arrampicatrice', 'arrampicatori'], 'driving-lesson': ['neopatentato', 'neopatentata', 'allievo di scuola guida', 'allieva di scuola guida'] },
    students: ['allievo', 'allieva', 'allievi', 'allieve', 'alunno', 'alunna', 'alunni'],
    gyms: ['palestra di arrampicata', 'palestra di boulder', 'sala boulder'],
  }),
  pt: lexicon({
    lessons: {
      'guitar-lesson': ['aula de guitarra', 'aulas de guitarra', 'aula de violao', 'aulas de violao', 'aprender guitarra', 'a aprender guitarra'],
      // "a surfar", "a nadar", "a conduzir" are what someone is doing (European Portuguese): taught, teaching yields to them (lesson-actions.ts).
      'surf-lesson': ['por se de pe na prancha', 'por se de pe', 'pôr-se em pé na prancha', 'de pe na prancha', 'em pe na prancha', 'ficar de pe na prancha', 'ficar em pe na prancha', 'levantar se na prancha', 'a levantar se na prancha'],
      'swim-lesson': ['com bracadeiras', 'com boias', 'com flutuadores', 'com esparguete'],
      'spin-class': ['aula de spinning', 'aulas de spinning', 'aula de cycling', 'aula de ciclismo indoor'],
      'climbing-lesson': ['escalada', 'parede de escalada', 'muro de escalada', 'aula de escalada', 'aulas de escalada', 'faz a seguranca a uma escaladora', 'faz a seguranca a um escalador', 'a fazer a seguranca a uma escaladora', 'a fazer a seguranca a um escalador', 'boulder'],
      'driving-lesson': ['aula de conducao', 'aulas de conducao', 'escola de conducao', 'aula de direcao', 'aulas de direcao', 'autoescola', 'auto escola', 'aprender a conduzir', 'aprende a conduzir', 'aprender a dirigir'],
      'dancing-couples': ['aula de danca', 'aulas de danca', 'aula de salsa', 'escola de danca', 'aprender a dancar'],
      'piano-lesson': ['aula de piano', 'aulas de piano', 'aula de musica', 'aulas de musica', 'aprender piano', 'aprende piano', 'a aprender piano', 'a tocar piano'],
    },
    teachers: {
      'guitar-lesson': ['professor de guitarra', 'professora de guitarra', 'professor de violao', 'professora de violao'],
      'surf-lesson': ['instrutor de surf', 'instrutora de surf', 'professor de surf', 'professora de surf', 'monitor de surf', 'monitora de surf'],
      'swim-lesson': ['instrutor de natacao', 'instrutora de natacao', 'monitor de natacao', 'monitora de natacao'],
      'spin-class': ['instrutor de spinning', 'instrutora de spinning', 'professor de spinning', 'professora de spinning'],
      'climbing-lesson': ['instrutor de escalada', 'instrutora de escalada', 'monitor de escalada', 'monitora de escalada'],
      'driving-lesson': ['instrutor de conducao', 'instrutora de conducao', 'instrutor de autoescola', 'instrutora de autoescola', 'instrutor de direcao', 'instrutora de direcao'],
      'piano-lesson': ['professor de piano', 'professora de piano', 'professor de musica', 'professora de musica'],
      'dancing-couples': ['professor de danca', 'professora de danca', 'professor de salsa', 'professora de salsa'],
    },
    learners: { 'climbing-lesson': ['escalador', 'escaladora', 'escaladores'] },
    students: ['aluno', 'aluna', 'alunos', 'alunas'],
    gyms: ['ginasio de escalada', 'centro de escalada'],
  }),
  nl: lexicon({
    lessons: {
      'guitar-lesson': ['gitaarles', 'gitaarlessen', 'leert gitaar spelen', 'gitaar leren spelen'],
      'surf-lesson': ['surfles', 'surflessen', 'leren surfen', 'leert surfen', 'op de plank staan', 'op de plank te staan', 'rechtop op de plank', 'opstaan op de plank'],
      'swim-lesson': ['met zwembandjes', 'met bandjes', 'met een zwemplankje', 'met een plankje'],
      'spin-class': ['spinningles', 'spinninglessen', 'indoor cycling les', 'indoor cycling les', 'spinningklas'],
      'climbing-lesson': ['klimmuur', 'aan de klimmuur', 'klimt aan de muur', 'klimles', 'klimlessen', 'zekert een klimster', 'zekert een klimmer', 'zekert de klimmer', 'zekert de klimster', 'boulderen'],
      'driving-lesson': ['rijles', 'rijlessen', 'rijschool', 'leren autorijden', 'leert autorijden', 'leert rijden', 'rijexamen'],
      'dancing-couples': ['dansles', 'danslessen', 'dansschool', 'salsales', 'leren dansen'],
      'piano-lesson': ['pianoles', 'pianolessen', 'muziekles', 'muzieklessen', 'leert piano spelen', 'piano leren spelen'],
    },
    teachers: {
      'guitar-lesson': ['gitaarleraar', 'gitaarlerares', 'gitaardocent'],
      'surf-lesson': ['surfleraar', 'surflerares', 'surfinstructeur', 'surfinstructrice'],
      'swim-lesson': ['zwemleraar', 'zwemlerares', 'zweminstructeur', 'zweminstructrice'],
      'spin-class': ['spinninginstructeur', 'spinninginstructrice', 'spinningdocent'],
      'climbing-lesson': ['klimleraar', 'klimlerares', 'kliminstructeur', 'kliminstructrice'],
      'driving-lesson': ['rijinstructeur', 'rijinstructrice', 'rijleraar', 'rijlerares'],
      'piano-lesson': ['pianoleraar', 'pianolerares', 'pianodocent', 'muziekleraar', 'muzieklerares', 'muziekdocent'],
      'dancing-couples': ['dansleraar', 'danslerares', 'dansdocent', 'salsaleraar'],
    },
    learners: { 'climbing-lesson': ['klimmer', 'klimster', 'klimmers'], 'driving-lesson': ['leerling bestuurder', 'rijleerling', 'rijleerlingen'] },
    students: ['leerling', 'leerlingen', 'cursist', 'cursisten'],
    gyms: ['klimhal', 'boulderhal', 'klimcentrum'],
  }),
  ja: lexicon({
    lessons: {
      'spin-class': ['スピンクラス', 'スピニングクラス'],
      'climbing-lesson': ['クライミング教室', 'ボルダリング教室', 'クライミング', 'ボルダリング', 'ビレイ'],
      'driving-lesson': ['教習車', '運転教習', '自動車教習所', '教習所'],
      'piano-lesson': ['ピアノ教室', 'ピアノレッスン', 'ピアノを習う', 'ピアノを教える'],
    },
    teachers: { 'climbing-lesson': ['クライミングインストラクター'], 'driving-lesson': ['教習指導員', '教官'], 'piano-lesson': ['ピアノの先生', 'ピアノ講師'] },
    learners: {},
    students: ['生徒', '教習生'],
    gyms: ['クライミングジム', 'ボルダリングジム', 'クライミングウォール'],
  }),
  ar: lexicon({
    lessons: { 'climbing-lesson': ['درس تسلق', 'التسلق'], 'driving-lesson': ['درس قيادة', 'دروس القيادة', 'مدرسة تعليم القيادة'], 'piano-lesson': ['درس بيانو', 'دروس البيانو'] },
    teachers: { 'climbing-lesson': ['مدرب تسلق', 'مدربة تسلق'], 'driving-lesson': ['مدرب قيادة', 'مدربة قيادة'], 'piano-lesson': ['معلم بيانو', 'معلمة بيانو'] },
    learners: {},
    students: [],
    gyms: ['صالة تسلق', 'صالة التسلق', 'جدار التسلق'],
  }),
};
