/**
 * Words that are a verb and a noun at once (French "lit": reads, and a bed; Spanish "cocina": cooks, and a kitchen;
 * German "essen": to eat, and a meal), read by their neighbours in ../parse-prompt.ts: right after someone (a person
 * named, or a pronoun such as "elle", "que", "who") the word is what they do; else it is the thing. Each verb says the
 * action it is drawn as, or null when it only stops the noun being drawn ("elle ferme la porte" shows no farm).
 * Verbs of receiving ("recebe", "reçoit", "empfängt") welcome the people they receive (guests, clients) and hand
 * over the things (a parcel). English "treats" is a physio's work after them, else a pet's food (pet-shop-words.ts).
 */
import type { Lexicon } from './lexicon';

type VerbNounWords = Required<Pick<Lexicon, 'verbNouns' | 'subjects' | 'receiving'>>;

export const VERB_NOUN_WORDS: Record<'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl', VerbNounWords> = {
  en: {
    verbNouns: { cooks: 'cooking', walks: 'walking', runs: 'running', reads: 'reading', waters: 'watering', crossing: 'walking', treats: 'treating', treat: 'treating' },
    subjects: ['she', 'he', 'they', 'who', 'we', 'i', 'you'],
    receiving: ['receives', 'receiving', 'receive', 'greets', 'greeting', 'greet'],
  },
  fr: {
    verbNouns: { lit: 'reading', marche: 'walking', cuisine: 'cooking', court: 'running', ferme: null, livre: null },
    subjects: ['elle', 'il', 'elles', 'ils', 'on', 'qui', 'je', 'nous', 'vous', 'tu'],
    receiving: ['reçoit', 'reçoivent', 'recevant', 'accueille', 'accueillent', 'accueillant'],
  },
  de: {
    verbNouns: { essen: 'eating', lesen: 'reading', kochen: 'cooking', schloss: null },
    subjects: ['sie', 'er', 'wir', 'ich', 'man', 'du', 'ihr'],
    receiving: ['empfängt', 'empfangen', 'begrüßt', 'begrüßen'],
  },
  es: {
    verbNouns: { cocina: 'cooking', cena: 'eating', baja: null, paseo: 'walking', marcha: 'walking', lava: null },
    subjects: ['ella', 'ellas', 'ellos', 'que', 'quien', 'yo', 'nosotros'],
    receiving: ['recibe', 'reciben', 'recibiendo', 'acoge', 'acogen', 'acogiendo'],
  },
  it: {
    verbNouns: { cucina: 'cooking', cena: 'eating', pesca: null, porta: null, corsa: null, legge: 'reading' },
    subjects: ['lei', 'lui', 'loro', 'che', 'chi', 'io', 'noi'],
    receiving: ['riceve', 'ricevono', 'ricevendo', 'accoglie', 'accolgono', 'accogliendo'],
  },
  pt: {
    verbNouns: { cozinha: 'cooking', janta: 'eating', passeio: 'walking', lava: null, porta: null },
    subjects: ['ela', 'ele', 'elas', 'eles', 'que', 'quem', 'eu', 'nos'],
    receiving: ['recebe', 'recebem', 'recebendo', 'a receber', 'acolhe', 'acolhem', 'acolhendo'],
  },
  nl: {
    verbNouns: { eten: 'eating', koken: 'cooking', lezen: 'reading', lopen: 'walking' },
    subjects: ['zij', 'ze', 'hij', 'wij', 'we', 'die', 'ik'],
    receiving: ['ontvangt', 'ontvangen', 'verwelkomt', 'verwelkomen'],
  },
};
