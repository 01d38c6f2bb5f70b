/**
 * Courses in each language's words (compose/course-actions.ts): a cookery school ("scuola di cucina", "Kochschule",
 * "escuela de cocina") is its teaching kitchen, never a classroom; a cooking class or course ("corsi di pasta fatta a
 * mano", "cours de cuisine", "Kochkurs", "kookworkshop") is the class at its stations; who teaches one ("a cooking
 * instructor", "una profesora de cocina") is its chef-instructor, and the class at once. A tutoring centre ("Nachhilfe-
 * institut", "centro de explicações", "bijlesinstituut") is its small study room; tutoring ("private tuition", "clases
 * particulares", "Nachhilfe", "ripetizioni", "bijles") is one to one at the table, and online ("online tutoring",
 * "cours en ligne") the child at the laptop; a private tutor ("profesora particular", "explicadora") tutors. A tennis court or
 * club ("pista de tenis", "Tennisplatz") and a golf course ("campo da golf", "golfbaan") are their grounds; a tennis or golf
 * lesson ("clases de tenis", "Golfstunde") and its coach ("maestro di tennis", "golfpro") the coach beside the pupil there.
 */
import type { ConceptId } from '../concepts';
import type { CoursePose } from '../course-actions';
import type { Pose, SettingId } from '../scene-graph';

/** The schools, centres and grounds that are places of their own. */
type School = 'cookery-school' | 'tutoring-centre' | 'tennis-court' | 'golf-course';

interface Words {
  /** The schools: their own room. */
  schools: Partial<Record<School, readonly string[]>>;
  /** Phrases that name a course. */
  courses: Partial<Record<CoursePose, readonly string[]>>;
  /** Who teaches a course: its teacher, and the course. */
  teachers: Partial<Record<CoursePose, readonly string[]>>;
}

/** Who teaches each course. */
const TEACHER: Record<CoursePose, ConceptId> = { 'cooking-class': 'chef', tutoring: 'tutor', 'online-tutoring': 'tutor', 'tennis-lesson': 'coach', 'golf-lesson': 'coach' };

const pairs = <T>(table: Partial<Record<CoursePose, readonly string[]>>, value: (course: CoursePose) => T): [string, T][] =>
  Object.entries(table).flatMap(([course, words]) => words!.map((w) => [w, value(course as CoursePose)] as [string, T]));

const lexicon = (w: Words) => ({
  nouns: Object.fromEntries<ConceptId>(pairs(w.teachers, (course) => TEACHER[course])),
  settings: Object.fromEntries<SettingId>(Object.entries(w.schools).flatMap(([school, words]) => words!.map((word) => [word, school as School]))),
  poses: Object.fromEntries<Pose>([...pairs<Pose>(w.courses, (c) => c), ...pairs<Pose>(w.teachers, (c) => c)]),
});

export const COURSE_WORDS = {
  en: lexicon({
    schools: {
      'cookery-school': [
        'cooking school', 'cookery school', 'culinary school', 'cooking academy', 'culinary academy', 'cookery academy', 'cooking studio',
        'teaching kitchen', 'pasta school',
      ],
      'tutoring-centre': [
        'tutoring centre', 'tutoring center', 'tutoring centres', 'tuition centre', 'tuition center', 'learning centre', 'learning center', 'study centre',
        'study center', 'tutoring studio', 'tutoring company',
      ],
      'tennis-court': ['tennis court', 'tennis courts', 'tennis club', 'tennis centre', 'tennis center', 'tennis academy', 'tennis school'],
      'golf-course': ['golf course', 'golf club', 'golf links', 'driving range', 'golf range', 'putting green', 'golf academy', 'golf school', 'fairway'],
    },
    courses: {
      'cooking-class': [
        'cooking class', 'cooking classes', 'cookery class', 'cookery classes', 'cooking course', 'cooking courses', 'cookery course', 'cookery courses',
        'cooking lesson', 'cooking lessons', 'cookery lesson', 'cooking workshop', 'cooking workshops', 'pasta class', 'pasta classes', 'pasta making class',
        'pasta making classes', 'pasta making course', 'pasta workshop', 'pasta making workshop', 'baking class', 'baking classes', 'bread making class',
        'bread making course', 'learning to cook', 'learn to cook', 'how to cook',
      ],
      tutoring: [
        'tutoring', 'tutoring session', 'tutoring sessions', 'tutoring lesson', 'tutoring lessons', 'one to one tutoring', 'one to one maths',
        'one to one english', 'one to one lesson', 'one to one lessons', 'one to one session', 'private tutoring', 'private tuition', 'home tutoring',
        'in home tutoring', 'maths tutoring', 'math tutoring', 'english tutoring', 'science tutoring', 'reading tutoring', 'tuition', 'private lesson',
        'private lessons', 'working through a worksheet', 'working through a maths worksheet', 'maths worksheet', 'times tables', 'spelling practice',
        'reading practice', 'being tutored',
      ],
      'online-tutoring': [
        'online tutoring', 'tutoring online', 'online lesson', 'online lessons', 'online class', 'online classes', 'online tuition', 'lesson online',
        'lessons online', 'video lesson', 'video lessons', 'learning online', 'on a video call with a tutor', 'online tutor', 'online tutors',
      ],
      'tennis-lesson': ['tennis lesson', 'tennis lessons', 'tennis class', 'tennis classes', 'tennis coaching', 'tennis session', 'learning tennis', 'learning to play tennis', 'learn to play tennis', 'tennis camp', 'playing tennis', 'play tennis', 'plays tennis', 'game of tennis'],
      'golf-lesson': ['golf lesson', 'golf lessons', 'golf class', 'golf coaching', 'learning golf', 'learning to play golf', 'learn to play golf', 'golf clinic', 'golf tuition', 'playing golf', 'play golf', 'plays golf', 'round of golf'],
    },
    teachers: {
      'cooking-class': ['cooking instructor', 'cooking instructors', 'cooking teacher', 'cookery teacher', 'chef instructor', 'cooking tutor'],
      tutoring: ['private tutor', 'private tutors', 'maths tutor', 'math tutor', 'english tutor', 'science tutor', 'home tutor', 'reading tutor'],
      'tennis-lesson': ['tennis coach', 'tennis coaches', 'tennis instructor', 'tennis teacher', 'tennis pro'],
      'golf-lesson': ['golf coach', 'golf instructor', 'golf teacher', 'golf pro', 'golf professional'],
    },
  }),
  es: lexicon({
    schools: {
      'cookery-school': ['escuela de cocina', 'escuela culinaria', 'escuela de cocineros', 'academia de cocina', 'escuela de gastronomia', 'aula de cocina'],
      'tutoring-centre': [
        'academia de refuerzo', 'academia de repaso', 'centro de refuerzo escolar', 'academia de clases particulares', 'centro de estudios',
        'academia de apoyo escolar',
      ],
      'tennis-court': ['pista de tenis', 'pistas de tenis', 'club de tenis', 'escuela de tenis', 'academia de tenis', 'cancha de tenis'],
      'golf-course': ['campo de golf', 'club de golf', 'escuela de golf', 'campo de practicas', 'cancha de golf'],
    },
    courses: {
      'cooking-class': [
        'clase de cocina', 'clases de cocina', 'curso de cocina', 'cursos de cocina', 'taller de cocina', 'talleres de cocina', 'taller de pasta', 'clase de pasta',
        'clases de pasta', 'curso de pasta', 'taller de pasta fresca', 'clase de reposteria', 'clases de reposteria', 'taller de pan', 'aprender a cocinar', 'aprenden a cocinar',
      ],
      tutoring: [
        'clases particulares', 'clase particular', 'clases de repaso', 'clase de repaso', 'clases de refuerzo', 'tutoria', 'tutorias', 'clases a domicilio',
        'repaso de matematicas',
      ],
      'online-tutoring': [
        'clases online', 'clase online', 'clases en linea', 'clase en linea', 'clases particulares online', 'tutoria online',
        'videollamada con su profesora', 'videollamada con su profesor',
      ],
      'tennis-lesson': ['clase de tenis', 'clases de tenis', 'curso de tenis', 'cursos de tenis', 'aprender a jugar al tenis', 'aprendiendo tenis'],
      'golf-lesson': ['clase de golf', 'clases de golf', 'curso de golf', 'aprender a jugar al golf'],
    },
    teachers: {
      'cooking-class': ['profesor de cocina', 'profesora de cocina', 'instructor de cocina', 'instructora de cocina', 'chef instructor', 'chef instructora'],
      tutoring: ['profesor particular', 'profesora particular', 'profesores particulares', 'profesor de repaso', 'profesora de repaso'],
      'tennis-lesson': ['monitor de tenis', 'monitora de tenis', 'profesor de tenis', 'profesora de tenis', 'entrenador de tenis', 'entrenadora de tenis'],
      'golf-lesson': ['profesor de golf', 'profesora de golf', 'monitor de golf', 'entrenador de golf'],
    },
  }),
  fr: lexicon({
    schools: {
      'cookery-school': ['ecole de cuisine', 'ecole culinaire', 'ecole de cuisine italienne', 'atelier des chefs', 'academie culinaire'],
      'tutoring-centre': ['centre de soutien scolaire', 'centre de cours particuliers', 'centre de soutien', 'institut de soutien scolaire'],
      'tennis-court': ['court de tennis', 'courts de tennis', 'terrain de tennis', 'club de tennis', 'ecole de tennis', 'tennis club'],
      'golf-course': ['parcours de golf', 'terrain de golf', 'club de golf', 'practice de golf', 'ecole de golf'],
    },
    courses: {
      'cooking-class': [
        'cours de cuisine', 'atelier de cuisine', 'ateliers de cuisine', 'atelier cuisine', 'ateliers cuisine', 'cours de patisserie', 'atelier de patisserie',
        'atelier pates fraiches', 'atelier de pates fraiches', 'cours de pates fraiches', 'cours de pates', 'stage de cuisine', 'apprendre a cuisiner', 'apprennent a cuisiner',
      ],
      tutoring: [
        'cours particuliers', 'cours particulier', 'cours de soutien', 'cours a domicile', 'soutien scolaire a domicile', 'aide aux devoirs a domicile',
        'accompagnement scolaire', 'cours de maths', 'cours de francais',
      ],
      'online-tutoring': [
        'cours en ligne', 'cours particuliers en ligne', 'cours particulier en ligne', 'soutien scolaire en ligne', 'cours en visio',
        'en visio avec son professeur',
      ],
      'tennis-lesson': ['cours de tennis', 'lecon de tennis', 'lecons de tennis', 'stage de tennis', 'apprendre le tennis'],
      'golf-lesson': ['cours de golf', 'lecon de golf', 'lecons de golf', 'stage de golf', 'initiation au golf', 'apprendre le golf'],
    },
    teachers: {
      'cooking-class': ['professeur de cuisine', 'professeure de cuisine', 'prof de cuisine', 'chef formateur', 'cheffe formatrice', 'chef formatrice'],
      tutoring: ['professeur particulier', 'professeure particuliere', 'prof particulier', 'tutrice', 'tuteurs'],
      'tennis-lesson': ['moniteur de tennis', 'monitrice de tennis', 'professeur de tennis', 'prof de tennis', 'entraineur de tennis'],
      'golf-lesson': ['moniteur de golf', 'professeur de golf', 'pro de golf', 'enseignant de golf'],
    },
  }),
  de: lexicon({
    schools: {
      'cookery-school': ['kochschule', 'kochschulen', 'kochstudio', 'kochakademie', 'kochatelier', 'pastaschule'],
      'tutoring-centre': ['nachhilfeinstitut', 'nachhilfeschule', 'nachhilfezentrum', 'lernstudio', 'lerninstitut', 'nachhilfeinstitute'],
      'tennis-court': ['tennisplatz', 'tennisplatze', 'tennisclub', 'tennisverein', 'tennisschule', 'tennisanlage'],
      'golf-course': ['golfplatz', 'golfclub', 'golfanlage', 'driving range', 'golfschule', 'ubungsgrun'],
    },
    courses: {
      'cooking-class': [
        'kochkurs', 'kochkurse', 'kochkursen', 'kochkurses', 'kochworkshop', 'kochworkshops', 'kochstunde', 'kochunterricht', 'pastakurs', 'pastakurse', 'nudelkurs',
        'nudelkurse', 'backkurs', 'backkurse', 'brotbackkurs', 'kochen lernen', 'lernen kochen', 'lernt kochen',
      ],
      tutoring: [
        'nachhilfe', 'nachhilfestunde', 'nachhilfestunden', 'nachhilfeunterricht', 'einzelnachhilfe', 'einzelunterricht', 'privatunterricht',
        'hausnachhilfe', 'mathenachhilfe', 'nachhilfe in mathe',
      ],
      'online-tutoring': [
        'online nachhilfe', 'onlinenachhilfe', 'online unterricht', 'onlineunterricht', 'nachhilfe per video', 'videounterricht', 'online stunde',
      ],
      'tennis-lesson': ['tennisstunde', 'tennisstunden', 'tennisunterricht', 'tennistraining', 'tenniskurs', 'tennis lernen'],
      'golf-lesson': ['golfstunde', 'golfstunden', 'golfunterricht', 'golfkurs', 'platzreifekurs', 'golf lernen'],
    },
    teachers: {
      'cooking-class': ['kochlehrer', 'kochlehrerin', 'kochkursleiter', 'kochkursleiterin', 'kochtrainer', 'kochtrainerin'],
      tutoring: ['nachhilfelehrerin', 'nachhilfelehrer', 'privatlehrer', 'privatlehrerin'],
      'tennis-lesson': ['tennislehrer', 'tennislehrerin', 'tennistrainer', 'tennistrainerin'],
      'golf-lesson': ['golflehrer', 'golflehrerin', 'golftrainer', 'golftrainerin', 'golfpro'],
    },
  }),
  it: lexicon({
    schools: {
      'cookery-school': [
        'scuola di cucina', 'scuole di cucina', 'accademia di cucina', 'scuola di cucina italiana', 'scuola di pasta', 'laboratorio di cucina',
      ],
      'tutoring-centre': ['centro di ripetizioni', 'centro studi', 'centro di recupero scolastico', 'centro ripetizioni'],
      'tennis-court': ['campo da tennis', 'campi da tennis', 'circolo tennis', 'circolo del tennis', 'scuola tennis', 'scuola di tennis', 'tennis club'],
      'golf-course': ['campo da golf', 'campi da golf', 'golf club', 'circolo golf', 'campo pratica', 'driving range', 'scuola di golf'],
    },
    courses: {
      'cooking-class': [
        'corso di cucina', 'corsi di cucina', 'lezione di cucina', 'lezioni di cucina', 'corso di pasta', 'corsi di pasta', 'corso di pasta fresca', 'corsi di pasta fresca',
        'lezione di pasta', 'lezioni di pasta', 'laboratorio di pasta', 'laboratori di pasta', 'corso di pasticceria', 'corsi di pasticceria', 'corso di panificazione',
        'cooking class', 'show cooking', 'imparare a cucinare', 'imparano a cucinare', 'imparare a fare la pasta', 'imparano a fare la pasta',
      ],
      tutoring: [
        'ripetizioni', 'lezioni private', 'lezione privata', 'ripetizioni di matematica', 'lezioni individuali', 'lezione individuale',
        'sostegno allo studio', 'lezioni a domicilio',
      ],
      'online-tutoring': [
        'lezioni online', 'lezione online', 'ripetizioni online', 'lezioni a distanza', 'in videochiamata con il tutor', 'in videochiamata con l insegnante',
      ],
      'tennis-lesson': ['lezione di tennis', 'lezioni di tennis', 'corso di tennis', 'corsi di tennis', 'imparare a giocare a tennis'],
      'golf-lesson': ['lezione di golf', 'lezioni di golf', 'corso di golf', 'corsi di golf'],
    },
    teachers: {
      'cooking-class': ['insegnante di cucina', 'insegnanti di cucina', 'maestra di cucina', 'maestro di cucina', 'chef istruttore', 'chef istruttrice', 'docente di cucina'],
      tutoring: ['insegnante privato', 'insegnante privata', 'tutor privato', 'tutor privata', 'insegnante di ripetizioni'],
      'tennis-lesson': ['maestro di tennis', 'maestra di tennis', 'istruttore di tennis', 'istruttrice di tennis', 'allenatore di tennis'],
      'golf-lesson': ['maestro di golf', 'maestra di golf', 'istruttore di golf'],
    },
  }),
  pt: lexicon({
    schools: {
      'cookery-school': ['escola de culinaria', 'escola de cozinha', 'academia de culinaria', 'escola de gastronomia', 'estudio de culinaria'],
      'tutoring-centre': ['centro de explicacoes', 'centro de explicacao', 'sala de estudo', 'centro de apoio escolar'],
      'tennis-court': ['campo de tenis', 'campos de tenis', 'court de tenis', 'quadra de tenis', 'clube de tenis', 'escola de tenis', 'academia de tenis'],
      'golf-course': ['campo de golfe', 'clube de golfe', 'escola de golfe', 'campo de treino de golfe'],
    },
    courses: {
      'cooking-class': [
        'aula de culinaria', 'aulas de culinaria', 'curso de culinaria', 'cursos de culinaria', 'aula de cozinha', 'aulas de cozinha', 'curso de cozinha', 'cursos de cozinha',
        'workshop de culinaria', 'workshops de culinaria', 'oficina de culinaria', 'workshop de massa fresca', 'aula de massa fresca', 'aulas de massa fresca',
        'curso de pastelaria', 'aulas de pastelaria', 'aprender a cozinhar', 'aprendem a cozinhar',
      ],
      tutoring: [
        'explicacoes', 'explicacao', 'aulas particulares', 'aula particular', 'explicacoes de matematica', 'apoio escolar', 'aulas de apoio',
        'explicacoes individuais', 'reforco escolar',
      ],
      'online-tutoring': ['aulas online', 'aula online', 'explicacoes online', 'aulas particulares online', 'aula por videochamada', 'explicacoes a distancia'],
      'tennis-lesson': ['aula de tenis', 'aulas de tenis', 'curso de tenis', 'aprender a jogar tenis'],
      'golf-lesson': ['aula de golfe', 'aulas de golfe', 'curso de golfe', 'aprender a jogar golfe'],
    },
    teachers: {
      'cooking-class': ['professor de culinaria', 'professora de culinaria', 'professor de cozinha', 'professora de cozinha', 'chef formador', 'chef formadora'],
      tutoring: ['professor particular', 'professora particular', 'professores particulares'],
      'tennis-lesson': ['professor de tenis', 'professora de tenis', 'treinador de tenis', 'treinadora de tenis', 'monitor de tenis'],
      'golf-lesson': ['professor de golfe', 'professora de golfe', 'treinador de golfe'],
    },
  }),
  nl: lexicon({
    schools: {
      'cookery-school': ['kookschool', 'kookstudio', 'kookatelier', 'kookacademie', 'kookcafe'],
      'tutoring-centre': ['bijlesinstituut', 'huiswerkinstituut', 'bijlescentrum', 'studiecentrum', 'bijlesinstituten'],
      'tennis-court': ['tennisbaan', 'tennisbanen', 'tennisclub', 'tennisvereniging', 'tennispark', 'tennisschool'],
      'golf-course': ['golfbaan', 'golfbanen', 'golfclub', 'drivingrange', 'driving range', 'golfschool'],
    },
    courses: {
      'cooking-class': [
        'kookcursus', 'kookcursussen', 'kookles', 'kooklessen', 'kookworkshop', 'kookworkshops', 'pastacursus', 'pastaworkshop', 'pastaworkshops', 'bakcursus',
        'bakworkshop', 'leren koken', 'leert koken',
      ],
      tutoring: [
        'bijles', 'bijlessen', 'bijles wiskunde', 'bijles rekenen', 'privéles', 'priveles', 'privelessen', 'een op een begeleiding', 'remedial teaching',
        'studiebegeleiding',
      ],
      'online-tutoring': ['online bijles', 'online les', 'online lessen', 'bijles online', 'les via videobellen'],
      'tennis-lesson': ['tennisles', 'tennislessen', 'tennistraining', 'tennisclinic', 'leren tennissen'],
      'golf-lesson': ['golfles', 'golflessen', 'golfclinic', 'golfcursus', 'leren golfen'],
    },
    teachers: {
      'cooking-class': ['kookdocent', 'kookdocente', 'kookleraar', 'kooklerares', 'kookinstructeur', 'kookinstructrice'],
      tutoring: ['bijleslerares', 'bijlesleraar', 'bijlesdocente', 'bijlesgever', 'bijlesgeefster'],
      'tennis-lesson': ['tennisleraar', 'tennislerares', 'tennistrainer', 'tennistrainster'],
      'golf-lesson': ['golfleraar', 'golflerares', 'golfpro', 'golftrainer'],
    },
  }),
  ja: lexicon({
    schools: {
      'cookery-school': ['料理教室', 'クッキングスクール', '料理学校', 'パスタ教室'],
      'tutoring-centre': ['学習塾', '塾', '個別指導塾', '個別指導教室'],
      'tennis-court': ['テニスコート', 'テニスクラブ', 'テニススクール'],
      'golf-course': ['ゴルフ場', 'ゴルフコース', 'ゴルフ練習場', 'ゴルフスクール'],
    },
    courses: { 'cooking-class': ['料理のレッスン', '料理レッスン', 'クッキングクラス', '料理講座', 'パスタ作り体験'], tutoring: ['個別指導', '家庭教師の授業', 'マンツーマン指導'], 'online-tutoring': ['オンライン授業', 'オンライン指導', 'オンラインレッスン'], 'tennis-lesson': ['テニスのレッスン', 'テニスレッスン', 'テニス教室'], 'golf-lesson': ['ゴルフレッスン', 'ゴルフのレッスン', 'ゴルフ教室'] },
    teachers: { 'cooking-class': ['料理講師', '料理の先生'], tutoring: ['家庭教師', '塾講師', '塾の先生'], 'tennis-lesson': ['テニスコーチ'], 'golf-lesson': ['ゴルフコーチ', 'ゴルフのコーチ'] },
  }),
  ar: lexicon({
    schools: {
      'cookery-school': ['مدرسة طبخ', 'مدرسة الطبخ', 'أكاديمية الطبخ'],
      'tutoring-centre': ['مركز دروس خصوصية', 'مركز تقوية', 'مركز الدروس الخصوصية'],
      'tennis-court': ['ملعب تنس', 'نادي تنس'],
      'golf-course': ['ملعب جولف', 'نادي جولف'],
    },
    courses: { 'cooking-class': ['دروس الطبخ', 'درس طبخ', 'دورة طبخ', 'ورشة طبخ'], tutoring: ['دروس خصوصية', 'درس خصوصي', 'دروس تقوية'], 'online-tutoring': ['دروس عبر الإنترنت', 'درس عبر الإنترنت', 'دروس أونلاين'], 'tennis-lesson': ['درس تنس', 'دروس تنس'], 'golf-lesson': ['درس جولف', 'دروس جولف'] },
    teachers: { 'cooking-class': ['معلم طبخ', 'معلمة طبخ', 'مدرب طبخ'], tutoring: ['مدرس خصوصي', 'مدرسة خصوصية'], 'tennis-lesson': ['مدرب تنس', 'مدربة تنس'], 'golf-lesson': ['مدرب جولف'] },
  }),
};
