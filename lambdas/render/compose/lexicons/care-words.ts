/**
 * A physio's and a doctor's care in each language's words (compose/care-actions.ts, illustrations/care-work.ts): hands
 * on the back of a patient lying face down (a massage, a chiropractor's adjustment), a leg raised in an assisted stretch,
 * exercises with a resistance band or on an exercise ball, a stethoscope to the chest; the therapists and the tables
 * they work at.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';
import { listed } from './clause-phrases';

type CarePose = Extract<Pose, 'treating' | 'blood-pressure' | 'balance-board' | 'back-treatment' | 'assisted-stretch' | 'band-exercise' | 'ball-exercise' | 'stethoscope-check'>;

/** English says whose limb it is between the verb and the limb: "stretching his leg", "a patient's back" (read as "back"). */
const onLimb = (verbs: readonly string[], limbs: readonly string[]): string[] =>
  verbs.flatMap((v) => limbs.flatMap((l) => ['', 'his ', 'her ', 'their ', 'the ', 'a '].map((whose) => `${v} ${whose}${l}`)));

/** Someone helped to do something is helped at it by whoever helps ("helping a runner stretch his knee": the helper's assisted stretch). */
const helpedTo = (doing: readonly string[]): string[] =>
  ['helping', 'helps', 'assisting', 'assists'].flatMap((v) =>
    ['a runner', 'a patient', 'the patient', 'her patient', 'his patient', 'an athlete', 'a client', 'a player', 'a woman', 'a man', 'him', 'her', 'them'].flatMap((who) =>
      doing.map((d) => `${v} ${who} ${d}`),
    ),
  );

/** A limb named with what is done to it, said of the one it is done to ("having her hamstring stretched", "gets his back massaged"). */
const hadDone = (limbs: readonly string[], done: readonly string[]): string[] =>
  limbs.flatMap((l) => ['', 'his ', 'her ', 'their ', 'a '].flatMap((whose) => done.map((d) => `${whose}${l} ${d}`)));

interface CareWords {
  poses: Partial<Record<CarePose, readonly string[]>>;
  nouns: Partial<Record<ConceptId, readonly string[]>>;
  settings?: Partial<Record<SettingId, readonly string[]>>;
}

const LANGUAGES: Record<string, CareWords> = {
  en: {
    poses: {
      'balance-board': ['wobble board', 'balance board', 'balance pad', 'balance cushion', 'balance exercise', 'balance exercises', 'balance training', 'single leg balance', 'single-leg balance', ...helpedTo(['balance', 'to balance', 'balancing', 'with balance exercises'])],
      'blood-pressure': ['blood pressure check', 'blood pressure cuff'],
      treating: ['treatment on the table', 'hands-on treatment', 'manual therapy', 
        ...onLimb(['working on', 'works on', 'treating', 'treats', 'bending', 'bends', 'mobilising', 'mobilizing', 'assessing', 'assesses', 'examining', 'examines'], ['knee', 'ankle']),
        'knee treatment', 'knee rehab', 'receiving physiotherapy', 'receives physiotherapy', 'getting physiotherapy', 'having physiotherapy', 'receiving physio', 'receiving treatment', 'getting treatment',
        'lying on the treatment table', 'lying on a treatment table', 'lies on the treatment table', 'physiotherapy session', 'physio session',
      ],
      'back-treatment': [
        ...onLimb(['adjusting', 'adjusts', 'adjust', 'massaging', 'massages', 'massage', 'treating', 'treats', 'working on', 'works on', 'manipulating'], ['back', 'spine', 'shoulder', 'neck', 'lower back']),
        ...hadDone(['back', 'spine', 'shoulder', 'neck'], ['massaged', 'adjusted', 'treated', 'worked on']),
        ...onLimb(['assessing', 'assesses', 'examining', 'examines', 'checking', 'checks'], ['back', 'spine', 'shoulder', 'neck', 'lower back']),
        'spinal adjustment', 'chiropractic adjustment', 'back massage', 'sports massage', 'deep tissue massage',
      ],
      'assisted-stretch': [
        ...onLimb(['stretching', 'stretches', 'stretch', 'raising', 'raises', 'raise', 'lifting', 'lifts', 'lift'], ['leg', 'knee', 'hamstring', 'hamstrings', 'hip', 'calf']),
        ...hadDone(['leg', 'hamstring', 'hamstrings', 'hip'], ['stretched', 'raised', 'lifted']),
        ...helpedTo(['stretch', 'to stretch', 'with a stretch', 'with stretches', 'stretching']), 'assisted stretch', 'assisted stretches', 'assisted stretching', 'hamstring stretch', 'leg raise', 'straight leg raise',
      ],
      'band-exercise': [
        'resistance band', 'resistance bands', 'exercise band', 'exercise bands', 'therapy band', 'theraband', 'elastic band', 'with a band',
        'band exercises', 'band exercise', 'pulling a band', 'pulls a band', 'pulling the band', 'rehab exercises', 'rehabilitation exercises', 'strengthening exercises',
      ],
      'ball-exercise': [
        'exercise ball', 'exercise balls', 'swiss ball', 'stability ball', 'gym ball', 'physio ball',
        'balancing on a ball', 'sitting on a ball', 'seated on a ball', ...helpedTo(['balance on a ball', 'balance on an exercise ball', 'balance on the ball']),
      ],
      'stethoscope-check': [
        'stethoscope',
        ...onLimb(['listening to', 'listens to', 'checking', 'checks'], ['chest', 'heart', 'heartbeat', 'lungs', 'breathing']),
        'medical check-up', 'health check-up', 'medical checkup',
      ],
    },
    nouns: { stethoscope: ['stethoscope'], doctor: ['paediatrician', 'pediatrician', 'family doctor', 'gp'], physio: ['sports physio', 'sports physiotherapist', 'chiropractor', 'osteopath', 'sports therapist', 'physical therapist', 'kinesiologist', 'rehab therapist'], table: ['massage table', 'physio table', 'examination couch', 'exam table', 'examination table'] },
    settings: { clinic: ['paediatric clinic', 'pediatric clinic', 'gp practice', 'medical practice', 'family practice', 'health centre', 'health center', "doctor's office"], physio: ['chiropractic clinic', 'osteopathy clinic', 'sports injury clinic', 'rehab clinic', 'physical therapy'] },
  },
  es: {
    poses: {
      'balance-board': ['tabla de equilibrio', 'plataforma de equilibrio', 'cojín de equilibrio', 'ejercicio de equilibrio', 'ejercicios de equilibrio'],
      'blood-pressure': ['mide la tensión', 'midiendo la tensión', 'mide la presión arterial', 'midiendo la presión arterial', 'tensiómetro'],
      treating: ['tratamiento en camilla', 'terapia manual', 'trabajando la rodilla', 'trabaja la rodilla', 'tratando la rodilla', 'trata la rodilla', 'rehabilitación de rodilla', 'dobla la rodilla'],
      'back-treatment': ['ajuste quiropráctico', 'masajeando la espalda', 'masajea la espalda', 'masaje de espalda', 'tratando la espalda', 'trata la espalda'],
      'assisted-stretch': ['estirando la pierna', 'estira la pierna', 'estirar la pierna', 'estiramiento asistido', 'estiramientos asistidos', 'levantando la pierna', 'levanta la pierna', 'estirando los isquiotibiales'],
      'band-exercise': ['banda elástica', 'bandas elásticas', 'banda de resistencia', 'bandas de resistencia', 'goma elástica', 'con una banda', 'ejercicios con banda', 'ejercicios de rehabilitación', 'ejercicios de fortalecimiento'],
      'ball-exercise': ['pelota de ejercicio', 'pelota suiza', 'fitball', 'balón de ejercicio', 'sobre una pelota', 'sobre la pelota'],
      'stethoscope-check': ['estetoscopio', 'fonendoscopio', 'auscultando', 'ausculta', 'escuchando el pecho', 'escuchando el corazón', 'revisión médica', 'chequeo médico'],
    },
    nouns: { stethoscope: ['estetoscopio', 'fonendoscopio'], doctor: ['pediatra', 'médico de familia', 'médica de familia'], physio: ['quiropráctico', 'quiropráctica', 'osteópata', 'kinesiólogo', 'kinesióloga'], table: ['camilla', 'camilla de masaje'] },
    settings: { clinic: ['consulta del pediatra', 'consulta pediátrica', 'centro de salud', 'consulta médica', 'clínica pediátrica'] },
  },
  fr: {
    poses: {
      'balance-board': ["planche d'équilibre", 'plateau de freeman', 'plateau instable', "coussin d'équilibre", "exercice d'équilibre", "exercices d'équilibre"],
      'blood-pressure': ['mesure la tension', 'mesurant la tension', 'tensiomètre', 'brassard de tension'],
      treating: ['thérapie manuelle', 'travaillant le genou', 'travaille le genou', 'traite le genou', 'traitant le genou', 'rééducation du genou', 'plie le genou'],
      'back-treatment': ['ajustement chiropratique', 'massant le dos', 'masse le dos', 'massage du dos', 'traite le dos', 'traitant le dos'],
      'assisted-stretch': ['étire la jambe', 'étirant la jambe', 'étirer la jambe', 'étirement assisté', 'étirements assistés', 'lève la jambe', 'levant la jambe', 'étire les ischio-jambiers', 'étirement des ischio-jambiers'],
      'band-exercise': ['bande élastique', 'bandes élastiques', 'élastique de résistance', 'avec un élastique', 'avec une bande', 'exercices de rééducation', 'exercices de renforcement'],
      'ball-exercise': ['ballon de gym', 'ballon suisse', 'swiss ball', 'gros ballon', 'assis sur un ballon', 'assise sur un ballon'],
      'stethoscope-check': ['stéthoscope', 'stethoscope', 'ausculte', 'auscultant', 'écoute le cœur', 'écoutant le cœur', 'écoute la poitrine', 'bilan de santé', 'visite médicale'],
    },
    nouns: { stethoscope: ['stéthoscope', 'stethoscope'], doctor: ['pédiatre', 'médecin généraliste', 'médecin de famille'], physio: ['chiropracteur', 'chiropractrice', 'ostéopathe', 'kinésithérapeute du sport'], table: ['table de massage', 'table d’examen', "table d'examen", 'divan d’examen'] },
    settings: { clinic: ['cabinet du pédiatre', 'cabinet pédiatrique', 'maison de santé', 'cabinet du médecin'] },
  },
  de: {
    poses: {
      'balance-board': ['balance-board', 'wackelbrett', 'therapiekreisel', 'balancekissen', 'gleichgewichtsübung', 'gleichgewichtsübungen', 'balanceübung', 'balanceübungen'],
      'blood-pressure': ['blutdruckmessung', 'misst ihren blutdruck', 'misst seinen blutdruck', 'blutdruckmessgerät'],
      treating: ['manuelle therapie', 'behandelt das knie', 'behandelt sein knie', 'behandelt ihr knie', 'knie-reha', 'beugt das knie'],
      'back-treatment': ['renkt den rücken ein', 'einrenken', 'chiropraktische behandlung', 'massiert den rücken', 'rückenmassage', 'behandelt den rücken'],
      'assisted-stretch': ['dehnt das bein', 'dehnt sein bein', 'dehnt ihr bein', 'assistierte dehnung', 'assistierte dehnungen', 'passive dehnung', 'passive dehnungen', 'hebt das bein', 'dehnt die oberschenkelrückseite'],
      'band-exercise': ['theraband', 'widerstandsband', 'fitnessband', 'gymnastikband', 'mit einem band', 'übungen mit dem band', 'reha-übungen', 'kräftigungsübungen'],
      'ball-exercise': ['gymnastikball', 'pezziball', 'sitzball'],
      'stethoscope-check': ['stethoskop', 'hört die brust ab', 'hört das herz ab', 'abhören', 'hört ihn ab', 'hört sie ab', 'vorsorgeuntersuchung'],
    },
    nouns: { stethoscope: ['stethoskop'], doctor: ['kinderarzt', 'kinderärztin', 'hausarzt', 'hausärztin'], physio: ['chiropraktiker', 'chiropraktikerin', 'osteopathin', 'sporttherapeut', 'sporttherapeutin'], table: ['massageliege', 'untersuchungsliege', 'liege'] },
    settings: { clinic: ['kinderarztpraxis', 'hausarztpraxis', 'allgemeinarztpraxis', 'kinderarztpraxen'] },
  },
  it: {
    poses: {
      'balance-board': ['tavoletta propriocettiva', 'pedana propriocettiva', 'cuscino propriocettivo', 'esercizio di equilibrio', 'esercizi di equilibrio'],
      'blood-pressure': ['misura la pressione', 'misurando la pressione', 'pressione arteriosa', 'pressione sanguigna', 'sfigmomanometro'],
      treating: ['terapia manuale', 'trattamento sul lettino', 'tratta il ginocchio', 'trattando il ginocchio', 'lavorando il ginocchio', 'lavora il ginocchio', 'riabilitazione del ginocchio', 'piega il ginocchio'],
      'back-treatment': ['manipolazione vertebrale', 'massaggiando la schiena', 'massaggia la schiena', 'massaggio alla schiena', 'tratta la schiena'],
      'assisted-stretch': ['allunga la gamba', 'allungando la gamba', 'allungare la gamba', 'stretching assistito', 'allungamento assistito', 'allungamenti assistiti', 'solleva la gamba', 'sollevando la gamba', 'allungamento dei femorali'],
      'band-exercise': ['banda elastica', 'bande elastiche', 'fascia elastica', 'con un elastico', "con l'elastico", 'esercizi con elastico', 'esercizi di riabilitazione', 'esercizi di rinforzo'],
      'ball-exercise': ['palla da ginnastica', 'fitball', 'palla svizzera', 'pallone da ginnastica', 'seduto sulla palla', 'seduta sulla palla'],
      'stethoscope-check': ['stetoscopio', 'fonendoscopio', 'auscultando', 'ausculta', 'ascolta il cuore', 'ascoltando il cuore', 'ascolta il petto', 'controllo medico'],
    },
    nouns: { stethoscope: ['stetoscopio', 'fonendoscopio'], doctor: ['pediatra', 'medico di base', 'medico di famiglia'], physio: ['chiropratico', 'chiropratica', 'osteopata', 'fisioterapista sportivo'], table: ['lettino', 'lettino da massaggio', 'lettino medico'] },
    settings: { clinic: ['studio pediatrico', 'studio del pediatra', 'ambulatorio pediatrico', 'studio del medico'] },
  },
  pt: {
    poses: {
      'balance-board': ['prancha de equilíbrio', 'disco de equilíbrio', 'almofada de equilíbrio', 'exercício de equilíbrio', 'exercícios de equilíbrio'],
      'blood-pressure': ['tensão arterial', 'pressão arterial', 'mede a tensão', 'medindo a tensão', 'a medir a tensão', 'mede a pressão', 'medindo a pressão', 'esfigmomanómetro'],
      treating: ['terapia manual', 'tratamento na marquesa', 'tratando o joelho', 'trata o joelho', 'trabalhando o joelho', 'trabalha o joelho', 'reabilitação do joelho', 'dobra o joelho'],
      'back-treatment': ['ajuste quiroprático', 'massajando as costas', 'massageando as costas', 'massagem nas costas', 'tratando as costas'],
      'assisted-stretch': ['alongando a perna', 'alonga a perna', 'alongar a perna', 'alongamento assistido', 'alongamentos assistidos', 'a alongar a perna', 'levanta a perna', 'levantando a perna', 'alongamento dos isquiotibiais'],
      'band-exercise': ['faixa elástica', 'faixas elásticas', 'banda elástica', 'com um elástico', 'com uma faixa', 'exercícios com elástico', 'exercícios de reabilitação', 'exercícios de fortalecimento'],
      'ball-exercise': ['bola de pilates', 'bola suíça', 'bola de exercício', 'fitball', 'sentado na bola', 'sentada na bola'],
      'stethoscope-check': ['estetoscópio', 'auscultando', 'ausculta', 'a auscultar', 'ouvindo o peito', 'ouvindo o coração', 'check-up médico'],
    },
    nouns: { stethoscope: ['estetoscópio'], doctor: ['pediatra', 'médico de família', 'médica de família'], physio: ['quiropraxista', 'quiroprático', 'osteopata', 'fisioterapeuta desportivo'], table: ['marquesa', 'marquesa de tratamento'] },
    settings: { clinic: ['consultório médico', 'consultório pediátrico', 'clínica pediátrica'] },
  },
  nl: {
    poses: {
      'balance-board': ['balansbord', 'wiebelplank', 'balanskussen', 'balansoefening', 'balansoefeningen', 'evenwichtsoefening', 'evenwichtsoefeningen'],
      'blood-pressure': ['bloeddruk', 'meet de bloeddruk', 'bloeddrukmeting', 'bloeddruk meten', 'bloeddrukmeter'],
      treating: ['manuele therapie', 'behandelt de knie', 'behandelt zijn knie', 'behandelt haar knie', 'werkt aan de knie', 'knierevalidatie', 'buigt de knie'],
      'back-treatment': ['kraakt de rug', 'masseert de rug', 'rugmassage', 'behandelt de rug'],
      'assisted-stretch': ['rekt het been', 'geassisteerd rekken', 'begeleid rekken', 'rekt zijn been', 'rekt haar been', 'strekt het been', 'tilt het been', 'heft het been', 'rekt de hamstrings'],
      'band-exercise': ['weerstandsband', 'elastiek', 'fitnesselastiek', 'theraband', 'met een band', 'oefeningen met elastiek', 'revalidatieoefeningen', 'krachtoefeningen'],
      'ball-exercise': ['fitnessbal', 'zitbal', 'gymbal', 'oefenbal', 'op een bal', 'op de bal'],
      'stethoscope-check': ['stethoscoop', 'luistert naar de borst', 'luistert naar het hart', 'luistert naar de longen', 'beluistert', 'medische check-up'],
    },
    nouns: { stethoscope: ['stethoscoop'], doctor: ['kinderarts', 'huisarts'], physio: ['chiropractor', 'osteopaat', 'sportfysiotherapeut', 'manueel therapeut'], table: ['behandeltafel', 'behandelbank', 'massagetafel', 'onderzoekstafel'] },
    settings: { clinic: ['huisartsenpraktijk', 'kinderartsenpraktijk', 'gezondheidscentrum'] },
  },
};

export const CARE_WORDS = Object.fromEntries(
  Object.entries(LANGUAGES).map(([language, { poses, nouns, settings = {} }]) => [language, { poses: listed<Pose>(poses), nouns: listed<ConceptId>(nouns), settings: listed<SettingId>(settings) }]),
) as Record<'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl', { poses: Record<string, Pose>; nouns: Record<string, ConceptId>; settings: Record<string, SettingId> }>;
