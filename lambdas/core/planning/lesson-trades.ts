/**
 * Lessons, classes and courses of something done with the body in a place of its own are held
 * there: swimming lessons at the pool, a dance class in the studio, a cooking course in the
 * kitchen, driving lessons in the car, piano lessons in the music room; never a course watched on a
 * laptop, unless the brief says they are online. Read in en, es, fr, de, it, pt and nl, in each
 * language's way of naming a lesson: "salsa classes", "clases de natación", "cours de piano",
 * "Schwimmkurse", "lezioni di guida", "aulas de dança", "rijlessen". Pure string work.
 */

/**
 * What is learnt, by the place of business (compositions.ts TRADES) it is learnt in: its words on their own ("clases de
 * natación"), and the stems German and Dutch join to the lesson's word ("Schwimmkurs", "dansles"), which on their own are
 * other words (French "dans" is "in").
 */
const SUBJECTS: readonly (readonly [trade: string, words: string, stems: string])[] = [
  ['swimming school', 'swim|swimming|natación|natacion|natation|nuoto|natação|natacao|zwemmen', 'schwimm|zwem'],
  ['dance studio', 'dance|dancing|salsa|tango|ballet|ballroom|zumba|flamenco|bachata|kizomba|baile|danza|danse|ballo|dança|danca|dansen', 'tanz|dans|salsa|ballett'],
  ['cooking school', 'cooking|cookery|baking|pasta|sushi|cocina|repostería|cuisine|pâtisserie|cucina|culinária|culinaria|cozinha|koken', 'koch|kook|back|bak'],
  ['driving school', 'driving|conducir|conducción|conduccion|conduite|guida|condução|conducao|direção|direcao', 'fahr|rij'],
  [
    'music school',
    'music|piano|guitar|violin|drum|drums|singing|cello|ukulele|música|musica|guitarra|violín|canto|batería|musique|guitare|violon|chant|batterie|pianoforte|chitarra|violino|batteria|violão|violao|bateria',
    'musik|klavier|gitarre|geige|gesang|schlagzeug|muziek|gitaar|viool|zang|piano',
  ],
  ['yoga studio', 'yoga|ioga', 'yoga'],
  ['pilates studio', 'pilates', 'pilates'],
  ['climbing centre', 'climbing|bouldering|escalada|escalade|arrampicata|klimmen', 'kletter|klim|boulder'],
];

/** A lesson's own word in English and the Romance languages: "lessons", "clases", "cours", "lezioni", "aulas". */
const HEADS = 'lessons?|classes|class|courses?|workshops?|clases?|cursos?|lecciones|lección|talleres|taller|cours|leçons?|ateliers?|lezion[ei]|cors[oi]|aulas?';

/** A lesson's word as German and Dutch join it after what is learnt: "Schwimmkurs", "Fahrstunden", "Tanzschule", "rijles", "kooklessen". */
const JOINED_HEADS = 'kurs|kurse|kursen|unterricht|stunde|stunden|schule|les|lessen|school|cursus|klas|klassen|workshop';

/** The words that join a Romance lesson to its subject: "clases de", "cours de la", "lezioni di", "aulas de". */
const OF = "(?:(?:de|del|di|du|da|do|des|of)\\s+(?:(?:la|el|le|il|lo|o|a)\\s+|l['’])?|d['’])";

const patterns = SUBJECTS.map(([trade, words, stems]) => {
  const s = `(?:${words})`;
  return [
    trade,
    new RegExp(
      [
        // "swimming lessons", "salsa dance classes", "piano and guitar lessons"
        `(?<![\\p{L}])${s}(?:\\s+(?:and\\s+|&\\s+)?[\\p{L}-]+){0,2}?\\s+(?:${HEADS})(?![\\p{L}])`,
        // "clases de natación", "cours de piano", "lezioni di guida", "aulas de dança"
        `(?<![\\p{L}])(?:${HEADS})\\s+${OF}${s}(?![\\p{L}])`,
        // "Schwimmkurse", "Gitarrenunterricht", "rijlessen", "Tanzschule"
        `(?<![\\p{L}])(?:${stems})(?:e?n|s|e)?-?(?:${JOINED_HEADS})(?![\\p{L}])`,
      ].join('|'),
      'iu',
    ),
  ] as const;
});

/** The place of business the lessons `text` names are held in ("aulas de natação para crianças" → "swimming school"), or undefined. */
export function lessonTrade(text: string): string | undefined {
  return patterns.find(([, re]) => re.test(text))?.[0];
}

/** Online in any of the languages: "online", "en ligne", "en línea", "per video". */
const ONLINE = "online|on-line|en ligne|en línea|en linea|à distance|a distancia|a distanza|à distância|virtual(?:es)?|virtuel(?:le)?s?|via zoom|over zoom|per video|por vídeo|per videochiamata";

/** Words between "online" and the lessons that make it another thing online: booking ("book online for lessons", "Fahrstunden buchen Sie online"), or a preposition. */
const BETWEEN = "(?:(?!(?:for|to|at|and|or|book|booking|pour|à|réservez|réserver|para|reserva|reservar|reserve|für|buchen|buchbar|prenota|prenotare|voor|boek|boeken)(?![\\p{L}]))[\\p{L}-]+\\s+)";

/** Lessons said to be online: "online guitar lessons", "clases de guitarra online", "Online-Kurse", "lessen online". */
const HELD_ONLINE = new RegExp(
  `(?<![\\p{L}])(?:(?:${ONLINE})[\\s-]+${BETWEEN}{0,2}(?:${HEADS}|${JOINED_HEADS})|(?:${HEADS}|${JOINED_HEADS})\\s+${BETWEEN}{0,2}(?:${ONLINE}))(?![\\p{L}])`,
  'iu',
);

/** Whether the lessons of `text` are said to be online ("online guitar lessons"); "Theorie online" is no lesson held online. */
export function lessonsOnline(text: string): boolean {
  return HELD_ONLINE.test(text);
}
