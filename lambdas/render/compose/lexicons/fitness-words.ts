/**
 * A yoga, pilates or fitness class in each language's words (actions.ts: the mat poses, a class taught in them, the
 * mat rolled up or carried after class, a trainer coaching). A pose's name is a pose, never the animal or the thing it
 * is named after: "downward dog", "perro boca abajo", "herabschauender Hund" are no dog.
 */
import type { ConceptId } from '../concepts';
import { POSES, type Pose } from '../scene-graph';
import type { ComposedPhrases } from './composed-phrases';

/** What a class phrase names: the class in its pose, and the mat. */
interface ClassRoles {
  pose: Pose;
  noun: ConceptId;
}

const words = (poses: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(poses).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));
const things = (nouns: Partial<Record<ConceptId, readonly string[]>>): Record<string, ConceptId> =>
  Object.fromEntries(Object.entries(nouns).flatMap(([id, list]) => list!.map((w) => [w, id as ConceptId])));

/** The mat poses: those a class is taught in (scene-graph.ts has a `class-` pose for each). */
const MAT_POSES: readonly Pose[] = POSES.filter((p) => (POSES as readonly string[]).includes(`class-${p}`));
/** Their names, and a class's taught in them, read as nouns too: what such a name shows is the mat (the "dog" of "downward dog" is no animal, the child of "child's pose" no child). */
const namesOf = (poses: Record<string, Pose>): Record<string, ConceptId> =>
  Object.fromEntries(Object.entries(poses).flatMap(([w, pose]) => (MAT_POSES.includes(pose.replace(/^class-/, '') as Pose) ? [[w, 'mat' as ConceptId]] : [])));

/**
 * How a language says a class is taught, helped or held in a pose: a verb or the class's own name, whom, a link, then the
 * pose's name ("teaching a class in downward dog", "hilft ihrer Schülerin in den herabschauenden Hund", "a yoga class in
 * plank"). Read as one phrase it is the class in that pose, where its first word alone would be the first action named and
 * win: a lesson at the whiteboard, help for an older person, a stretch in a low lunge.
 */
interface Taught {
  verbs: readonly string[];
  whom?: readonly string[];
  links: readonly string[];
  /** Written without spaces (Japanese): the parts run together. */
  unspaced?: boolean;
}
/** A name as English is read again without its possessive ("child's pose" → "pose": parse-prompt.ts reads "a client's hair" as "hair"). */
const withoutPossessive = (name: string) => name.replace(/\p{L}+['’]s\s+/gu, '');
/** A class in a mat pose, every verb, whom and link with every name of the pose: composed, too many to list (English: about 67,000). */
const classPhrases = (poses: Record<string, Pose>, { verbs, whom = [''], links, unspaced }: Taught): ComposedPhrases<ClassRoles> => ({
  parts: [verbs, whom, links],
  joint: unspaced ? '' : ' ',
  names: Object.entries(poses).flatMap(([name, pose]) =>
    MAT_POSES.includes(pose) ? [name, withoutPossessive(name)].map((n) => [n, { pose: `class-${pose}` as Pose, noun: 'mat' as ConceptId }] as const) : [],
  ),
});

const LANGUAGES: Record<string, { poses: Record<string, Pose>; nouns: Record<string, ConceptId>; taught?: readonly Taught[] }> = {
  en: {
    poses: words({
      'downward-dog': ['downward dog', 'downward-facing dog', 'downward facing dog', 'down dog', 'adho mukha svanasana'],
      plank: ['plank pose', 'holding a plank', 'holds a plank', 'in plank', 'in a plank', 'plank position', 'doing planks', 'doing a plank', 'forearm plank'],
      warrior: ['warrior pose', 'warrior one', 'warrior two', 'warrior i', 'warrior ii', 'warrior 1', 'warrior 2', 'virabhadrasana'],
      'forward-fold': ['forward fold', 'seated forward fold', 'forward bend', 'seated forward bend', 'paschimottanasana', 'touching her toes', 'touching his toes', 'touching their toes'],
      'child-pose': ["child's pose", 'childs pose', 'child pose', 'balasana'],
      'sun-salutation': ['sun salutation', 'sun salutations', 'salute to the sun', 'surya namaskar', 'arms raised overhead', 'reaching their arms overhead'],
      tree: ['tree pose', 'vrksasana', 'balancing on one leg'],
      meditating: ['meditating', 'meditate', 'meditates', 'meditation', 'lotus position', 'lotus pose', 'easy pose'],
      savasana: ['savasana', 'shavasana', 'corpse pose', 'final relaxation', 'resting at the end of class', 'resting at the end of the class', 'resting after class', 'relaxing at the end of class', 'lying on their mats', 'lying on her mat', 'lying on his mat', 'lying on mats', 'resting on their mats', 'resting on her mat', 'resting on his mat', 'resting on mats', 'lying still on their mats'],
      rowing: ['rowing machine', 'rowing machines', 'on a rowing machine', 'on the rowing machine', 'on rowing machines', 'on the rowing machines', 'indoor rowing', 'indoor rower', 'indoor rowers', 'on the rower', 'on a rower', 'rowing ergometer', 'rowing erg'],
      treadmill: ['treadmill', 'treadmills', 'on a treadmill', 'on the treadmill', 'on treadmills', 'on the treadmills', 'running on a treadmill', 'running on the treadmill', 'running on treadmills', 'jogging on a treadmill', 'jogging on the treadmill', 'walking on a treadmill', 'walking on the treadmill', 'running machine'],
      'spin-bike': ['spin bike', 'spin bikes', 'on a spin bike', 'on spin bikes', 'on the spin bikes', 'spin class', 'spin classes', 'spinning class', 'indoor cycling', 'exercise bike', 'exercise bikes', 'stationary bike', 'stationary bikes', 'cycling on a spin bike', 'cycling on spin bikes', 'cycling on an exercise bike', 'riding a spin bike', 'riding the spin bike', 'riding spin bikes', 'riding an exercise bike', 'rides a spin bike', 'riding a stationary bike'],
      'rolling-mat': ['rolling up her mat', 'rolling up his mat', 'rolling up their mat', 'rolling up the mat', 'rolling up a mat', 'rolling up her yoga mat', 'rolling up his yoga mat', 'rolls up her mat', 'rolls up his mat', 'rolls up the mat', 'rolling her mat', 'rolling his mat'],
      'carrying-mat': ['carrying her mat', 'carrying his mat', 'carrying a mat', 'carrying the mat', 'carrying her yoga mat', 'carrying a yoga mat', 'mat under her arm', 'mat under his arm'],
      teaching: ['guiding a class', 'guiding the class', 'guiding her class', 'guiding his class', 'guides the class', 'guides a class', 'leading a class', 'leading the class', 'leading her class', 'leading his class', 'leads the class', 'leads a class', 'taking a class', 'taking the class'],
      coaching: ['coaching a client', 'coaching her client', 'coaching his client', 'coaches a client', 'personal training', 'training a client', 'training her client', 'training his client'],
      stretching: ['pilates'],
      'class-warrior': ['pilates class', 'fitness class', 'exercise class', 'stretching class', 'stretch class'],
    }),
    taught: [
      { verbs: ['teaching', 'teaches', 'helping', 'helps', 'assisting', 'assists', 'guiding', 'guides', 'leading', 'leads', 'taking', 'takes'], whom: ['', ' a class', ' the class', ' her class', ' his class', ' a student', ' her student', ' his student', ' students', ' her students'], links: ['', ' in', ' into', ' through', ' in a', ' into a', ' through a', ' through the'] },
      { verbs: ['yoga class', 'yoga classes', 'pilates class', 'pilates classes', 'fitness class', 'yoga', 'pilates'], links: ['', ' in', ' doing', ' holding', ' through'] },
    ],
    nouns: things({ 'rolled-mats': ['rolled yoga mats', 'rolled mats', 'rolled-up yoga mats', 'rolled up yoga mats', 'rolled-up mats', 'rolled up mats', 'rolled yoga mat', 'basket of yoga mats', 'basket of mats', 'stack of yoga mats'], coach: ['yoga instructor', 'pilates instructor', 'pilates teacher'] }),
  },
  fr: {
    poses: words({
      'downward-dog': ['chien tête en bas', 'chien tete en bas', 'posture du chien', 'chien la tête en bas'],
      plank: ['en planche', 'gainage', 'fait la planche', 'faisant la planche'],
      warrior: ['posture du guerrier', 'le guerrier', 'guerrier'],
      'forward-fold': ['flexion avant', 'pince assise', 'la pince'],
      'child-pose': ["posture de l'enfant", 'posture de l enfant'],
      'sun-salutation': ['salutation au soleil', 'salutations au soleil', 'surya namaskar'],
      tree: ["posture de l'arbre", 'posture de l arbre'],
      meditating: ['médite', 'méditent', 'méditant', 'méditation', 'en tailleur', 'assis en tailleur', 'assise en tailleur', 'posture du lotus'],
      savasana: ['savasana', 'posture du cadavre', 'relaxation finale', 'allongés sur leur tapis', 'allongées sur leur tapis', 'allongée sur son tapis', 'allongé sur son tapis', 'se reposent à la fin du cours', 'se détendent à la fin du cours'],
      rowing: ['rameur', 'rameurs', 'sur un rameur', 'sur le rameur', 'sur des rameurs', 'sur les rameurs', 'machine à ramer', 'machines à ramer', 'aviron indoor'],
      treadmill: ['tapis de course', 'sur le tapis de course', 'sur un tapis de course', 'sur des tapis de course', 'court sur un tapis de course', 'court sur le tapis de course'],
      'spin-bike': ['vélo de spinning', 'vélos de spinning', "vélo d'appartement", 'vélo d appartement', 'cours de spinning', 'cours de biking', 'vélo stationnaire'],
      'rolling-mat': ['roule son tapis', 'enroule son tapis', 'roulant son tapis', 'enroulant son tapis', 'range son tapis'],
      'carrying-mat': ['porte son tapis', 'portant son tapis', 'son tapis sous le bras'],
      coaching: ['coache son client', 'coache sa cliente', 'coachant son client', 'entraîne son client', 'entraîne sa cliente'],
      stretching: ['pilates', 'étirements', "s'étire", "s'étirant"],
      'class-warrior': ['cours de yoga', 'cours de pilates'],
    }),
    taught: [
      { verbs: ['aide', 'aidant', 'accompagne', 'accompagnant'], whom: ['', ' son élève', ' ses élèves', ' une élève', ' un élève', ' le cours'], links: ['', ' en', ' dans', ' dans la', ' à faire', ' à faire le', ' à faire la'] },
      { verbs: ['cours de yoga', 'un cours de yoga', 'le cours de yoga', 'cours de pilates', 'yoga', 'pilates'], links: ['', ' en', ' dans', ' dans la', ' à', ' fait la', ' fait le', ' avec la', ' avec le'] },
    ],
    nouns: things({ 'rolled-mats': ['tapis roulés', 'tapis de yoga roulés', 'tapis enroulés', 'tapis de yoga enroulés'], teacher: ['professeure'], mat: ['tapis de yoga', 'tapis de sol'], coach: ['professeur de yoga', 'professeure de yoga', 'prof de yoga'] }),
  },
  de: {
    poses: words({
      'downward-dog': ['herabschauender hund', 'herabschauenden hund', 'herabschauende hund'],
      plank: ['unterarmstütz', 'plank', 'im plank', 'liegestützposition'],
      warrior: ['krieger', 'kriegerpose', 'heldenpose', 'krieger zwei'],
      'forward-fold': ['vorbeuge', 'sitzende vorbeuge', 'vorwärtsbeuge'],
      'child-pose': ['stellung des kindes', 'kindhaltung', 'haltung des kindes'],
      'sun-salutation': ['sonnengruß', 'sonnengruss', 'sonnengrüße', 'surya namaskar'],
      tree: ['baumhaltung', 'baumposition', 'im baum', 'baum-pose'],
      meditating: ['meditiert', 'meditieren', 'meditation', 'im schneidersitz', 'schneidersitz', 'lotussitz', 'im lotussitz'],
      savasana: ['savasana', 'shavasana', 'totenstellung', 'endentspannung', 'schlussentspannung', 'liegen auf ihren matten', 'liegt auf ihrer matte', 'liegt auf seiner matte', 'ruhen am ende der stunde', 'entspannen am ende der stunde'],
      rowing: ['rudergerät', 'rudergeräte', 'rudergeräten', 'am rudergerät', 'auf dem rudergerät', 'auf rudergeräten', 'an rudergeräten', 'rudermaschine', 'rudermaschinen', 'indoor rudern'],
      treadmill: ['laufband', 'laufbändern', 'auf dem laufband', 'auf laufbändern', 'läuft auf dem laufband', 'laufen auf laufbändern'],
      'spin-bike': ['spinningrad', 'spinningräder', 'spinningrädern', 'spinning-kurs', 'spinningkurs', 'heimtrainer', 'indoor cycling', 'auf dem spinningrad'],
      'rolling-mat': ['rollt ihre matte', 'rollt seine matte', 'rollt die matte', 'matte zusammen', 'matte auf', 'rollt ihre matte zusammen', 'matte zusammenrollt', 'matte aufrollt', 'rollt ihre yogamatte', 'rollt seine yogamatte', 'rollt die yogamatte', 'yogamatte zusammenrollt', 'yogamatte aufrollt'],
      'carrying-mat': ['trägt ihre matte', 'trägt seine matte', 'matte unter dem arm'],
      coaching: ['coacht ihren kunden', 'coacht seinen kunden', 'trainiert ihren kunden', 'trainiert seinen kunden', 'personal training'],
      stretching: ['pilates', 'dehnübungen'],
      'class-warrior': ['yogakurs', 'pilateskurs', 'yogastunde'],
    }),
    taught: [
      { verbs: ['hilft', 'unterrichtet', 'unterstützt'], whom: ['', ' den kurs', ' die gruppe', ' ihrer schülerin', ' seiner schülerin', ' ihrem schüler', ' seinem schüler', ' einer schülerin', ' einem schüler'], links: ['', ' im', ' in den', ' in die', ' in der', ' beim', ' bei der'] },
      { verbs: ['yogakurs', 'pilateskurs', 'yogastunde', 'yoga', 'pilates'], links: ['', ' im', ' in der', ' in den', ' in', ' beim'] },
    ],
    nouns: things({ 'rolled-mats': ['gerollte matten', 'gerollte yogamatten', 'zusammengerollte matten', 'zusammengerollte yogamatten', 'aufgerollte yogamatten'], mat: ['matte', 'yogamatte'], coach: ['yogalehrerin', 'yogalehrer'] }),
  },
  es: {
    poses: words({
      'downward-dog': ['perro boca abajo', 'perro mirando hacia abajo', 'postura del perro'],
      plank: ['en plancha', 'haciendo plancha', 'haciendo la plancha'],
      warrior: ['guerrero', 'postura del guerrero'],
      'forward-fold': ['flexión hacia delante', 'pinza sentada', 'flexión hacia adelante'],
      'child-pose': ['postura del niño', 'postura del nino'],
      'sun-salutation': ['saludo al sol', 'saludos al sol', 'surya namaskar'],
      tree: ['postura del árbol', 'postura del arbol'],
      meditating: ['medita', 'meditan', 'meditando', 'meditación', 'postura del loto', 'posición de loto'],
      savasana: ['savasana', 'postura del cadáver', 'postura del cadaver', 'relajación final', 'descansando al final de la clase', 'descansan al final de la clase', 'tumbados en sus esterillas', 'tumbadas en sus esterillas', 'tumbada en su esterilla', 'acostados en sus esterillas'],
      rowing: ['máquina de remo', 'máquinas de remo', 'en la máquina de remo', 'en máquinas de remo', 'en las máquinas de remo', 'remo indoor', 'remoergómetro'],
      treadmill: ['cinta de correr', 'cintas de correr', 'en la cinta de correr', 'en la cinta', 'corre en la cinta', 'corriendo en la cinta', 'en cintas de correr'],
      'spin-bike': ['bicicleta estática', 'bicicletas estáticas', 'clase de spinning', 'bicicleta de spinning', 'bicicletas de spinning', 'ciclo indoor'],
      'rolling-mat': ['enrolla su esterilla', 'enrollando su esterilla', 'enrolla su tapete', 'enrollando su tapete', 'enrolla la esterilla', 'enrollando la esterilla'],
      'carrying-mat': ['lleva su esterilla', 'llevando su esterilla', 'esterilla bajo el brazo'],
      coaching: ['entrenando a su cliente', 'entrena a su cliente', 'entrenamiento personal'],
      stretching: ['pilates', 'estiramiento'],
      'class-warrior': ['clase de yoga', 'clase de pilates'],
    }),
    taught: [
      { verbs: ['ayuda', 'ayudando', 'enseñando', 'enseña', 'acompaña', 'acompañando'], whom: ['', ' a su alumna', ' a su alumno', ' a sus alumnos', ' a la clase', ' al grupo', ' a una alumna', ' a un alumno'], links: ['', ' en', ' en la', ' con', ' a hacer', ' a hacer el', ' a hacer la'] },
      { verbs: ['clase de yoga', 'clase de pilates', 'yoga', 'pilates'], links: ['', ' en', ' en la', ' haciendo', ' haciendo el', ' haciendo la'] },
    ],
    nouns: things({ 'rolled-mats': ['esterillas enrolladas', 'esterillas de yoga enrolladas', 'colchonetas enrolladas'], mat: ['esterilla', 'esterilla de yoga', 'colchoneta'], coach: ['instructora', 'instructor', 'profesora de yoga', 'profesor de yoga', 'monitora'] }),
  },
  it: {
    poses: words({
      'downward-dog': ['cane a testa in giù', 'cane a testa in giu', 'cane a faccia in giù', 'posizione del cane'],
      plank: ['plank', 'in plank', 'posizione della plancia'],
      warrior: ['guerriero', 'posizione del guerriero'],
      'forward-fold': ['piegamento in avanti', 'pinza seduta'],
      'child-pose': ['posizione del bambino'],
      'sun-salutation': ['saluto al sole', 'saluti al sole', 'surya namaskar'],
      tree: ["posizione dell'albero", 'posizione dell albero'],
      meditating: ['medita', 'meditano', 'meditando', 'meditazione', 'posizione del loto'],
      savasana: ['savasana', 'posizione del cadavere', 'rilassamento finale', 'sdraiati sui tappetini', 'sdraiate sui tappetini', 'sdraiata sul tappetino', 'riposano a fine lezione', 'riposano alla fine della lezione'],
      rowing: ['vogatore', 'vogatori', 'sul vogatore', 'sui vogatori', 'macchina da canottaggio', 'macchine da canottaggio', 'remoergometro'],
      treadmill: ['tapis roulant', 'sul tapis roulant', 'corre sul tapis roulant', 'correndo sul tapis roulant'],
      'spin-bike': ['cyclette', 'sulla cyclette', 'lezione di spinning', 'bici da spinning', 'corso di spinning'],
      'rolling-mat': ['arrotola il tappetino', 'arrotolando il tappetino', 'arrotola il suo tappetino', 'arrotolando il suo tappetino'],
      'carrying-mat': ['che porta il tappetino', 'che porta il suo tappetino', 'porta il tappetino', 'portando il tappetino', 'tappetino sotto il braccio'],
      coaching: ['allena il suo cliente', 'allenando il suo cliente', 'personal training'],
      stretching: ['pilates', 'allungamento', 'allungamenti'],
      'class-warrior': ['lezione di yoga', 'lezione di pilates', 'corso di yoga'],
    }),
    taught: [
      { verbs: ['aiuta', 'aiutando', 'accompagna', 'insegna', 'insegnando'], whom: ['', ' la classe', ' il corso', ' i suoi allievi', ' la sua allieva', ' il suo allievo', ' gli allievi'], links: ['', ' nel', ' nella', ' in', ' a fare il', ' a fare la'] },
      { verbs: ['lezione di yoga', 'lezione di pilates', 'corso di yoga', 'yoga', 'pilates'], links: ['', ' nel', ' nella', ' in', ' a fare il', ' a fare la', ' con il', ' con la'] },
    ],
    nouns: things({ 'rolled-mats': ['tappetini arrotolati', 'tappetini da yoga arrotolati'], mat: ['tappetino', 'tappetino da yoga'], coach: ['insegnante di yoga', 'istruttore'] }),
  },
  pt: {
    poses: words({
      'downward-dog': ['cão olhando para baixo', 'cachorro olhando para baixo', 'cão a olhar para baixo', 'postura do cão'],
      plank: ['na prancha', 'fazendo prancha', 'a fazer prancha'],
      warrior: ['guerreiro', 'postura do guerreiro'],
      'forward-fold': ['flexão para a frente', 'pinça sentada'],
      'child-pose': ['postura da criança'],
      'sun-salutation': ['saudação ao sol', 'saudacao ao sol', 'surya namaskar'],
      tree: ['postura da árvore', 'postura da arvore'],
      meditating: ['medita', 'meditam', 'meditando', 'a meditar', 'meditação', 'posição de lótus'],
      savasana: ['savasana', 'postura do cadáver', 'relaxamento final', 'deitados nos tapetes', 'deitadas nos tapetes', 'deitada no tapete', 'descansando no fim da aula', 'descansam no fim da aula'],
      rowing: ['máquina de remo', 'máquinas de remo', 'na máquina de remo', 'nas máquinas de remo', 'remo indoor', 'remoergómetro', 'remoergômetro'],
      treadmill: ['esteira', 'esteiras', 'na esteira', 'passadeira', 'na passadeira', 'correndo na esteira', 'a correr na passadeira'],
      'spin-bike': ['bicicleta ergométrica', 'bicicletas ergométricas', 'aula de spinning', 'bicicleta de spinning', 'bicicleta estática'],
      'rolling-mat': ['enrola o tapete', 'enrolando o tapete', 'a enrolar o tapete', 'enrola o seu tapete', 'enrolando seu tapete'],
      'carrying-mat': ['a carregar o tapete', 'a levar o tapete', 'carrega o tapete', 'carregando o tapete', 'tapete debaixo do braço'],
      coaching: ['treinando o seu cliente', 'treina o seu cliente', 'treinando seu cliente', 'treino personalizado'],
      stretching: ['pilates', 'alongamento', 'ioga'],
      'class-warrior': ['aula de yoga', 'aula de ioga', 'aula de pilates'],
    }),
    taught: [
      { verbs: ['ajuda', 'ajudando', 'ensina', 'ensinando'], whom: ['', ' a turma', ' a aluna', ' o aluno', ' os alunos', ' a sua aluna', ' uma aluna', ' um aluno'], links: ['', ' no', ' na', ' em', ' a fazer o', ' a fazer a'] },
      { verbs: ['aula de yoga', 'aula de ioga', 'aula de pilates', 'yoga', 'ioga', 'pilates'], links: ['', ' no', ' na', ' em', ' fazendo', ' fazendo o', ' fazendo a'] },
    ],
    nouns: things({ 'rolled-mats': ['tapetes enrolados', 'tapetes de yoga enrolados', 'tapetes de ioga enrolados'], mat: ['tapete de yoga', 'tapete de ioga'], coach: ['professora de yoga', 'professor de yoga', 'instrutor'] }),
  },
  nl: {
    poses: words({
      'downward-dog': ['neerwaartse hond', 'naar beneden kijkende hond', 'hond naar beneden'],
      plank: ['in plankhouding', 'plankhouding'],
      warrior: ['krijger', 'krijgerhouding'],
      'forward-fold': ['voorwaartse buiging', 'zittende vooroverbuiging'],
      'child-pose': ['kindhouding', 'houding van het kind'],
      'sun-salutation': ['zonnegroet', 'zonnegroeten', 'surya namaskar'],
      tree: ['boomhouding', 'de boom'],
      meditating: ['mediteert', 'mediteren', 'meditatie', 'in kleermakerszit', 'kleermakerszit', 'lotushouding'],
      savasana: ['savasana', 'lijkhouding', 'eindontspanning', 'liggen op hun matten', 'ligt op haar mat', 'ligt op zijn mat', 'rusten aan het einde van de les'],
      rowing: ['roeimachine', 'roeimachines', 'op de roeimachine', 'op roeimachines', 'op de roeimachines', 'indoor roeien'],
      treadmill: ['loopband', 'loopbanden', 'op de loopband', 'op loopbanden', 'rent op de loopband'],
      'spin-bike': ['spinningfiets', 'spinningfietsen', 'spinningles', 'hometrainer', 'op de hometrainer'],
      'rolling-mat': ['rolt haar mat op', 'rolt zijn mat op', 'rolt de mat op', 'mat oprollen', 'haar mat oprolt'],
      'carrying-mat': ['draagt haar mat', 'draagt zijn mat', 'haar mat draagt', 'zijn mat draagt', 'haar yogamat draagt', 'zijn yogamat draagt', 'draagt haar yogamat', 'draagt zijn yogamat', 'mat onder de arm'],
      coaching: ['coacht haar klant', 'coacht zijn klant', 'traint haar klant', 'traint zijn klant', 'personal training'],
      stretching: ['pilates', 'rekoefeningen', 'stretchen'],
      'class-warrior': ['yogales', 'pilatesles', 'yogaklas'],
    }),
    taught: [
      { verbs: ['helpt', 'begeleidt', 'ondersteunt'], whom: ['', ' de groep', ' haar leerlingen', ' zijn leerlingen', ' een leerling', ' haar leerling', ' zijn leerling'], links: ['', ' in', ' in de', ' bij', ' met'] },
      { verbs: ['yogales', 'pilatesles', 'yogaklas', 'yoga', 'pilates'], links: ['', ' in', ' in de', ' met'] },
    ],
    nouns: things({ 'rolled-mats': ['opgerolde matten', 'opgerolde yogamatten'], mat: ['mat', 'yogamat'], coach: ['yogadocent', 'yogajuf', 'instructeur'] }),
  },
  ja: {
    poses: words({
      'downward-dog': ['ダウンドッグ', 'ダウンドック', '下向きの犬', '下向きの犬のポーズ'],
      plank: ['プランク'],
      warrior: ['戦士のポーズ', 'ウォーリア'],
      'forward-fold': ['前屈'],
      'child-pose': ['チャイルドポーズ', '子供のポーズ'],
      'sun-salutation': ['太陽礼拝', 'サンサルテーション', 'スーリヤナマスカー'],
      tree: ['木のポーズ', 'ツリーポーズ'],
      meditating: ['瞑想', 'あぐら', '座禅', '蓮華座'],
      savasana: ['シャバーサナ', 'シャヴァーサナ', '屍のポーズ', 'マットに横たわ', 'マットの上で休'],
      rowing: ['ローイングマシン', 'ローイングマシーン', 'ローイング', 'ボート漕ぎマシン'],
      treadmill: ['ランニングマシン', 'ランニングマシーン', 'トレッドミル'],
      'spin-bike': ['スピンバイク', 'エアロバイク', 'スピニング', 'フィットネスバイク'],
      'rolling-mat': ['マットを丸め', 'マットを巻', 'ヨガマットを丸め', 'ヨガマットを巻'],
      'carrying-mat': ['マットを抱え', 'マットを持って', 'ヨガマットを抱え', 'ヨガマットを持って'],
      coaching: ['パーソナルトレーニング'],
      stretching: ['ピラティス', 'ストレッチ'],
      'class-warrior': ['ヨガクラス', 'ヨガ教室', 'ピラティスクラス'],
    }),
    taught: [{ verbs: ['ヨガクラス', 'ヨガ教室', 'ピラティスクラス', 'ヨガ', 'ピラティス', 'クラス'], links: ['で', 'の', 'が', 'は'], unspaced: true }],
    nouns: things({ 'rolled-mats': ['丸めたマット', '丸めたヨガマット', '丸めたヨガマットが'], mat: ['マット', 'ヨガマット'], coach: ['インストラクター', 'ヨガの先生'] }),
  },
};

/** Each language's words: its poses, and its nouns with the mat poses' names among them. */
export const FITNESS_WORDS = Object.fromEntries(
  Object.entries(LANGUAGES).map(([lang, { poses, nouns }]) => [lang, { poses, nouns: { ...namesOf(poses), ...nouns } }]),
) as Record<'en' | 'fr' | 'de' | 'es' | 'it' | 'pt' | 'nl' | 'ja', { poses: Record<string, Pose>; nouns: Record<string, ConceptId> }>;

/** A class taught in a mat pose, each language's ways to say it: a pose, its mat the thing named (no "dog" of "downward dog"). */
export const FITNESS_CLASSES: Record<string, readonly ComposedPhrases<ClassRoles>[]> = Object.fromEntries(
  Object.entries(LANGUAGES).map(([lang, { poses, taught = [] }]) => [lang, taught.map((t) => classPhrases(poses, t))]),
);
