/**
 * Courses in each language's words (compose/course-actions.ts): a cookery school ("scuola di cucina", "Kochschule",
 * "escuela de cocina") is its teaching kitchen, never a classroom; a cooking class or course ("corsi di pasta fatta a
 * mano", "cours de cuisine", "Kochkurs", "kookworkshop") is the class at its stations; who teaches one ("a cooking
 * instructor", "una profesora de cocina") is its chef-instructor, and the class at once.
 */
import type { ConceptId } from '../concepts';
import type { CoursePose } from '../course-actions';
import type { Pose, SettingId } from '../scene-graph';

interface Words {
  /** The schools: their own room. */
  schools: readonly string[];
  /** Phrases that name a course. */
  courses: Partial<Record<CoursePose, readonly string[]>>;
  /** Who teaches a course: its teacher, and the course. */
  teachers: Partial<Record<CoursePose, readonly string[]>>;
}

/** Who teaches each course. */
const TEACHER: Record<CoursePose, ConceptId> = { 'cooking-class': 'chef' };

const pairs = <T>(table: Partial<Record<CoursePose, readonly string[]>>, value: (course: CoursePose) => T): [string, T][] =>
  Object.entries(table).flatMap(([course, words]) => words!.map((w) => [w, value(course as CoursePose)] as [string, T]));

const lexicon = (w: Words) => ({
  nouns: Object.fromEntries<ConceptId>(pairs(w.teachers, (course) => TEACHER[course])),
  settings: Object.fromEntries<SettingId>(w.schools.map((s) => [s, 'cookery-school'])),
  poses: Object.fromEntries<Pose>([...pairs<Pose>(w.courses, (c) => c), ...pairs<Pose>(w.teachers, (c) => c)]),
});

export const COURSE_WORDS = {
  en: lexicon({
    schools: ['cooking school', 'cookery school', 'culinary school', 'cooking academy', 'culinary academy', 'cookery academy', 'cooking studio', 'teaching kitchen', 'pasta school'],
    courses: {
      'cooking-class': [
        'cooking class', 'cooking classes', 'cookery class', 'cookery classes', 'cooking course', 'cooking courses', 'cookery course', 'cookery courses',
        'cooking lesson', 'cooking lessons', 'cookery lesson', 'cooking workshop', 'cooking workshops', 'pasta class', 'pasta classes', 'pasta making class',
        'pasta making classes', 'pasta making course', 'pasta workshop', 'pasta making workshop', 'baking class', 'baking classes', 'bread making class',
        'bread making course', 'learning to cook', 'learn to cook', 'how to cook',
      ],
    },
    teachers: { 'cooking-class': ['cooking instructor', 'cooking instructors', 'cooking teacher', 'cookery teacher', 'chef instructor', 'cooking tutor'] },
  }),
  es: lexicon({
    schools: ['escuela de cocina', 'escuela culinaria', 'escuela de cocineros', 'academia de cocina', 'escuela de gastronomia', 'aula de cocina'],
    courses: {
      'cooking-class': [
        'clase de cocina', 'clases de cocina', 'curso de cocina', 'cursos de cocina', 'taller de cocina', 'talleres de cocina', 'taller de pasta', 'clase de pasta',
        'clases de pasta', 'curso de pasta', 'taller de pasta fresca', 'clase de reposteria', 'clases de reposteria', 'taller de pan', 'aprender a cocinar', 'aprenden a cocinar',
      ],
    },
    teachers: { 'cooking-class': ['profesor de cocina', 'profesora de cocina', 'instructor de cocina', 'instructora de cocina', 'chef instructor', 'chef instructora'] },
  }),
  fr: lexicon({
    schools: ['ecole de cuisine', 'ecole culinaire', 'ecole de cuisine italienne', 'atelier des chefs', 'academie culinaire'],
    courses: {
      'cooking-class': [
        'cours de cuisine', 'atelier de cuisine', 'ateliers de cuisine', 'atelier cuisine', 'ateliers cuisine', 'cours de patisserie', 'atelier de patisserie',
        'atelier pates fraiches', 'atelier de pates fraiches', 'cours de pates fraiches', 'cours de pates', 'stage de cuisine', 'apprendre a cuisiner', 'apprennent a cuisiner',
      ],
    },
    teachers: { 'cooking-class': ['professeur de cuisine', 'professeure de cuisine', 'prof de cuisine', 'chef formateur', 'cheffe formatrice', 'chef formatrice'] },
  }),
  de: lexicon({
    schools: ['kochschule', 'kochschulen', 'kochstudio', 'kochakademie', 'kochatelier', 'pastaschule'],
    courses: {
      'cooking-class': [
        'kochkurs', 'kochkurse', 'kochkursen', 'kochkurses', 'kochworkshop', 'kochworkshops', 'kochstunde', 'kochunterricht', 'pastakurs', 'pastakurse', 'nudelkurs',
        'nudelkurse', 'backkurs', 'backkurse', 'brotbackkurs', 'kochen lernen', 'lernen kochen', 'lernt kochen',
      ],
    },
    teachers: { 'cooking-class': ['kochlehrer', 'kochlehrerin', 'kochkursleiter', 'kochkursleiterin', 'kochtrainer', 'kochtrainerin'] },
  }),
  it: lexicon({
    schools: ['scuola di cucina', 'scuole di cucina', 'accademia di cucina', 'scuola di cucina italiana', 'scuola di pasta', 'laboratorio di cucina'],
    courses: {
      'cooking-class': [
        'corso di cucina', 'corsi di cucina', 'lezione di cucina', 'lezioni di cucina', 'corso di pasta', 'corsi di pasta', 'corso di pasta fresca', 'corsi di pasta fresca',
        'lezione di pasta', 'lezioni di pasta', 'laboratorio di pasta', 'laboratori di pasta', 'corso di pasticceria', 'corsi di pasticceria', 'corso di panificazione',
        'cooking class', 'show cooking', 'imparare a cucinare', 'imparano a cucinare', 'imparare a fare la pasta', 'imparano a fare la pasta',
      ],
    },
    teachers: { 'cooking-class': ['insegnante di cucina', 'insegnanti di cucina', 'maestra di cucina', 'maestro di cucina', 'chef istruttore', 'chef istruttrice', 'docente di cucina'] },
  }),
  pt: lexicon({
    schools: ['escola de culinaria', 'escola de cozinha', 'academia de culinaria', 'escola de gastronomia', 'estudio de culinaria'],
    courses: {
      'cooking-class': [
        'aula de culinaria', 'aulas de culinaria', 'curso de culinaria', 'cursos de culinaria', 'aula de cozinha', 'aulas de cozinha', 'curso de cozinha', 'cursos de cozinha',
        'workshop de culinaria', 'workshops de culinaria', 'oficina de culinaria', 'workshop de massa fresca', 'aula de massa fresca', 'aulas de massa fresca',
        'curso de pastelaria', 'aulas de pastelaria', 'aprender a cozinhar', 'aprendem a cozinhar',
      ],
    },
    teachers: { 'cooking-class': ['professor de culinaria', 'professora de culinaria', 'professor de cozinha', 'professora de cozinha', 'chef formador', 'chef formadora'] },
  }),
  nl: lexicon({
    schools: ['kookschool', 'kookstudio', 'kookatelier', 'kookacademie', 'kookcafe'],
    courses: {
      'cooking-class': [
        'kookcursus', 'kookcursussen', 'kookles', 'kooklessen', 'kookworkshop', 'kookworkshops', 'pastacursus', 'pastaworkshop', 'pastaworkshops', 'bakcursus',
        'bakworkshop', 'leren koken', 'leert koken',
      ],
    },
    teachers: { 'cooking-class': ['kookdocent', 'kookdocente', 'kookleraar', 'kooklerares', 'kookinstructeur', 'kookinstructrice'] },
  }),
  ja: lexicon({
    schools: ['料理教室', 'クッキングスクール', '料理学校', 'パスタ教室'],
    courses: { 'cooking-class': ['料理のレッスン', '料理レッスン', 'クッキングクラス', '料理講座', 'パスタ作り体験'] },
    teachers: { 'cooking-class': ['料理講師', '料理の先生'] },
  }),
  ar: lexicon({
    schools: ['مدرسة طبخ', 'مدرسة الطبخ', 'أكاديمية الطبخ'],
    courses: { 'cooking-class': ['دروس الطبخ', 'درس طبخ', 'دورة طبخ', 'ورشة طبخ'] },
    teachers: { 'cooking-class': ['معلم طبخ', 'معلمة طبخ', 'مدرب طبخ'] },
  }),
};
