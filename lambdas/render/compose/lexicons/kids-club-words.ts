/**
 * Children's clubs in each language's words (compose/kids-club-actions.ts): an after-school, holiday or breakfast club, a
 * kids' club ("club infantil", "centre de loisirs", "Hort", "doposcuola", "ATL", "BSO", "学童") is a children's room
 * (the nursery's); what children do there is drawn with them: homework ("deberes", "devoirs", "Hausaufgaben", "compiti",
 * "trabalhos de casa", "huiswerk"), football, art, blocks and toys, snack time ("merienda", "goûter", "merenda"), and a
 * parent's pick-up at the door ("recogida", "Abholzeit", "ophalen"). A bare "football" stays a ball (a product); played,
 * it is the game (kids-at-play.ts turns a ball named at a children's place into it). A bare "art" names nothing: it is
 * latte art, nail art, the state of the art as often as children's; nor does a bare "snack", "toys" or "blocks", which
 * named before what is done would take its place.
 */
import type { Pose, SettingId } from '../scene-graph';
import type { KIDS_CLUB_POSES } from '../kids-club-actions';

interface Words {
  /** Children's clubs and out-of-school care: the children's room. */
  clubs: readonly string[];
  /** What is done there: each pose's words. */
  doing: Partial<Record<(typeof KIDS_CLUB_POSES)[number] | 'painting', readonly string[]>>;
}

const lexicon = (w: Words) => ({
  settings: Object.fromEntries<SettingId>(w.clubs.map((c) => [c, 'nursery'])),
  poses: Object.fromEntries<Pose>(Object.entries(w.doing).flatMap(([pose, words]) => words!.map((word) => [word, pose as Pose]))),
});

export const KIDS_CLUB_WORDS = {
  en: lexicon({
    clubs: [
      'after school club', 'afterschool club', 'after school clubs', 'after school care', 'after school program', 'after school programme', 'out of school club',
      'kids club', 'kids clubs', "kids' club", 'children s club', 'childrens club', 'holiday club', 'holiday clubs', 'breakfast club', 'play scheme', 'playscheme',
      'holiday camp', 'day camp', 'kids camp', 'summer camp', 'wraparound care', 'childminder', 'childminders',
    ],
    doing: {
      'homework-help': ['homework', 'doing homework', 'doing their homework', 'homework help', 'help with homework', 'helping with homework', 'homework club', 'study time'],
      'kids-football': [
        'playing football', 'play football', 'plays football', 'football practice', 'football training', 'football session', 'football coaching', 'football match',
        'playing soccer', 'play soccer', 'soccer practice', 'soccer training', 'kickabout', 'kick about', 'kicking a ball', 'kicking a football', 'kick a ball',
      ],
      'building-blocks': ['building blocks', 'toy blocks', 'with blocks', 'stacking blocks', 'lego', 'duplo', 'building a tower', 'playing with toys', 'play with toys', 'playtime', 'play time', 'free play'],
      'snack-time': ['snack time', 'snacktime', 'having a snack', 'healthy snack', 'healthy snacks', 'afternoon snack', 'fruit snack'],
      'pick-up': [
        'pick up', 'pickup', 'pick up time', 'home time', 'hometime', 'collection time', 'school run', 'collecting their child', 'collecting her child', 'collecting his child',
        'collecting a child', 'collecting the children', 'collecting the kids', 'collecting their kids', 'picking up their child', 'picking up her child', 'picking up his child',
        'picking up the kids', 'picking up their kids', 'picking up the children',
      ],
      painting: ['arts and crafts', 'art and craft', 'crafts', 'art class', 'art club', 'colouring in'],
      'kids-art': ['art time', 'art session', 'art activities', 'art and music'],
    },
  }),
  es: lexicon({
    clubs: ['club infantil', 'club de ninos', 'club para ninos', 'actividades extraescolares', 'extraescolares', 'extraescolar', 'ludoteca', 'campamento de verano', 'campamento urbano', 'aula matinal', 'centro de ocio infantil'],
    doing: {
      'homework-help': ['deberes', 'haciendo los deberes', 'hacen los deberes', 'tareas escolares', 'haciendo la tarea', 'hacen la tarea', 'ayuda con los deberes', 'apoyo escolar', 'refuerzo escolar'],
      'kids-football': ['jugando al futbol', 'juegan al futbol', 'jugar al futbol', 'jugando futbol', 'entrenamiento de futbol', 'partido de futbol', 'dando patadas al balon'],
      'building-blocks': ['bloques de construccion', 'construcciones', 'jugando con bloques', 'juegan con bloques', 'lego', 'juguetes', 'jugando con juguetes', 'juego libre'],
      'snack-time': ['merienda', 'merendando', 'meriendan', 'la merienda', 'tentempie'],
      'pick-up': ['recogida', 'hora de la recogida', 'recoger a los ninos', 'recoge a su hijo', 'recoge a su hija', 'recogiendo a su hijo', 'recogiendo a su hija', 'recogen a sus hijos', 'hora de salida'],
      'kids-art': ['actividades de arte', 'hora de arte'],
      painting: ['manualidades', 'taller de arte', 'clase de arte', 'colorear'],
    },
  }),
  fr: lexicon({
    clubs: ['centre de loisirs', 'accueil periscolaire', 'periscolaire', 'garderie periscolaire', 'club enfants', 'club pour enfants', 'club des enfants', 'colonie de vacances', 'centre aere', 'accueil de loisirs'],
    doing: {
      'homework-help': ['devoirs', 'font leurs devoirs', 'faire leurs devoirs', 'faisant leurs devoirs', 'aide aux devoirs', 'etude surveillee'],
      'kids-football': ['jouent au foot', 'jouer au foot', 'jouant au foot', 'jouent au football', 'jouer au football', 'jouant au football', 'entrainement de foot', 'entrainement de football', 'match de foot'],
      'building-blocks': ['jeux de construction', 'jeu de construction', 'lego', 'jouets', 'jouent avec des jouets', 'jeu libre'],
      'snack-time': ['gouter', 'le gouter', 'goutent', 'prennent le gouter', 'collation'],
      'pick-up': ['sortie des classes', 'heure de la sortie', 'vient chercher', 'viennent chercher', 'venir chercher', 'recuperer son enfant', 'recupere son enfant', 'recuperent leurs enfants'],
      'kids-art': ['activites artistiques', 'eveil artistique'],
      painting: ['arts plastiques', 'activites manuelles', 'bricolage', 'atelier d art', 'coloriage'],
    },
  }),
  de: lexicon({
    clubs: ['hort', 'schülerhort', 'kinderhort', 'nachmittagsbetreuung', 'ganztagsbetreuung', 'ferienbetreuung', 'ferienprogramm', 'kinderclub', 'kinderklub', 'offene ganztagsschule', 'ferienlager'],
    doing: {
      'homework-help': ['hausaufgaben', 'hausaufgabenhilfe', 'hausaufgabenbetreuung', 'machen hausaufgaben', 'machen ihre hausaufgaben', 'bei den hausaufgaben'],
      'kids-football': ['spielen fußball', 'fußball spielen', 'fußballspielen', 'fußballtraining', 'fußballspiel', 'spielen fussball', 'fussball spielen', 'fussballtraining', 'kicken', 'kicken zusammen'],
      'building-blocks': ['bauklötze', 'bausteine', 'mit bauklötzen', 'lego', 'spielsachen', 'spielzeug', 'freispiel'],
      'snack-time': ['zwischenmahlzeit', 'brotzeit', 'vesper', 'obstpause', 'jause'],
      'pick-up': ['abholzeit', 'abholung', 'holt ihr kind ab', 'holt sein kind ab', 'holen ihre kinder ab'],
      'kids-art': ['kunstangebot', 'kreativangebot'],
      painting: ['bastelt', 'basteln zusammen', 'kunstkurs', 'ausmalen'],
    },
  }),
  it: lexicon({
    clubs: ['doposcuola', 'centro estivo', 'centri estivi', 'ludoteca', 'club per bambini', 'club dei bambini', 'pre scuola', 'prescuola', 'campo estivo'],
    doing: {
      'homework-help': ['compiti', 'fanno i compiti', 'fare i compiti', 'facendo i compiti', 'aiuto compiti', 'aiuto con i compiti'],
      'kids-football': ['giocano a calcio', 'giocare a calcio', 'giocando a calcio', 'allenamento di calcio', 'partita di calcio', 'partitella'],
      'building-blocks': ['costruzioni', 'mattoncini', 'lego', 'giocattoli', 'giocano con i giocattoli', 'gioco libero'],
      'snack-time': ['merenda', 'fanno merenda', 'fare merenda', 'spuntino'],
      'pick-up': ['ora di uscita', 'andare a prendere', 'viene a prendere', 'vengono a prendere', 'prende il figlio', 'prende la figlia', 'ritiro dei bambini'],
      'kids-art': ['attivita artistiche', 'laboratorio d arte'],
      painting: ['lavoretti', 'attivita manuali', 'laboratorio creativo', 'colorare'],
    },
  }),
  pt: lexicon({
    clubs: ['atl', 'centro de atividades de tempos livres', 'tempos livres', 'colonia de ferias', 'campo de ferias', 'clube infantil', 'clube de criancas', 'atividades extracurriculares', 'centro de estudos', 'contraturno'],
    doing: {
      'homework-help': ['trabalhos de casa', 'tpc', 'deveres', 'licao de casa', 'tarefa de casa', 'fazem os trabalhos de casa', 'fazendo a licao de casa', 'apoio ao estudo'],
      'kids-football': ['jogam futebol', 'jogar futebol', 'jogando futebol', 'a jogar futebol', 'jogam a bola', 'jogar a bola', 'treino de futebol', 'jogo de futebol'],
      'building-blocks': ['blocos de montar', 'legos', 'lego', 'brinquedos', 'brincam com brinquedos', 'brincadeira livre'],
      'snack-time': ['lanche', 'lanchinho', 'lancham', 'hora do lanche', 'merenda'],
      'pick-up': ['hora da saida', 'vao buscar', 'ir buscar', 'busca o filho', 'busca a filha', 'buscar as criancas'],
      'kids-art': ['atividades artisticas', 'hora da arte'],
      painting: ['trabalhos manuais', 'expressao plastica', 'atelie de arte', 'pintam', 'desenham', 'colorir'],
    },
  }),
  nl: lexicon({
    clubs: ['bso', 'buitenschoolse opvang', 'naschoolse opvang', 'voorschoolse opvang', 'kinderclub', 'vakantieopvang', 'vakantieclub', 'tussenschoolse opvang', 'kinderdagopvang'],
    doing: {
      'homework-help': ['huiswerk', 'maken huiswerk', 'huiswerk maken', 'maken hun huiswerk', 'huiswerkbegeleiding', 'huiswerkklas'],
      'kids-football': ['voetballen', 'voetbalt', 'spelen voetbal', 'voetbaltraining', 'voetbalwedstrijd', 'partijtje voetbal'],
      'building-blocks': ['blokjes', 'bouwblokken', 'met blokken', 'lego', 'speelgoed', 'spelen met speelgoed', 'vrij spel'],
      'snack-time': ['tussendoortje', 'fruitmoment', 'fruit eten', 'eten fruit'],
      'pick-up': ['ophalen', 'ophaaltijd', 'haalt haar kind op', 'haalt zijn kind op', 'halen hun kinderen op', 'komt ophalen'],
      'kids-art': ['kunstactiviteiten', 'creatieve activiteiten'],
      painting: ['knutselen', 'knutselt', 'knutselen samen', 'creatief bezig'],
    },
  }),
  ja: lexicon({
    clubs: ['学童', '学童保育', '学童クラブ', '放課後クラブ', '児童クラブ', 'キッズクラブ', '放課後児童クラブ', 'アフタースクール'],
    doing: {
      'homework-help': ['宿題', '宿題をする', '宿題をしている', '宿題を手伝う'],
      'kids-football': ['サッカーをする', 'サッカーをしている', 'サッカーで遊ぶ', 'サッカーの練習'],
      'building-blocks': ['積み木', 'ブロック遊び', 'おもちゃで遊ぶ'],
      'snack-time': ['おやつ', 'おやつの時間', 'おやつを食べる'],
      'pick-up': ['お迎え', 'お迎えの時間', '迎えに来る'],
      painting: ['工作', '図工'],
    },
  }),
};
