/**
 * A language's words for what a generated scene can show. A prompt is matched in its own
 * language (the planner writes visual prompts in the brief's language and keeps no English
 * gloss), with the English nouns as a fallback for loanwords ("app", "smartphone").
 */
import type { ConceptId } from '../concepts';
import type { Light, Pose, RelationKind, ScreenKind, SettingId, Shot, TimeOfDay } from '../scene-graph';

/**
 * `with` becomes `holding` when a person has something in hand, else `beside`; `and` joins
 * figures; `of` makes the noun after it the head ("a cup of tea" shows tea).
 */
export type RelationWord = RelationKind | 'with' | 'and' | 'of';

/** The few words an app screen shows, in the prompt's language. */
export interface UiLabels {
  signIn: string;
  email: string;
  password: string;
  forgot: string;
  reset: string;
  sent: string;
  newPassword: string;
  done: string;
  revenue: string;
  checkout: string;
  total: string;
  pay: string;
  balance: string;
  arriving: string;
  book: string;
  /** A sign-up form's name field; a verification code's prompt; a card form's number and expiry fields. */
  name: string;
  code: string;
  card: string;
  expiry: string;
}

export interface Lexicon {
  language: string;
  /** false: written without spaces (Japanese); words are found by the longest match in this lexicon. */
  spaced: boolean;
  /** Relation words follow their ground (Japanese postpositions: カウンターの上のラテ, the latte on the counter). */
  groundFirst: boolean;
  /** Unknown words may be compounds whose last part is the noun (German: Hafenmauer = Hafen + Mauer). */
  compounds: boolean;
  /** Every noun is capitalised (German): a capitalised run that opens a sentence is a name only if it still is one without its first word. */
  capitalisedNouns: boolean;
  nouns: Record<string, ConceptId>;
  relations: Record<string, RelationWord>;
  settings: Record<string, SettingId>;
  times: Record<string, TimeOfDay>;
  /** Words for how a place is lit: "sunny", "airy" (bright); "cosy", "candlelit", "moody" (dim, warm lamps). */
  lights: Record<string, Light>;
  screens: Record<string, ScreenKind>;
  /** Words that ask for a framing: "close-up", "gros plan" (close); "wide shot", "plano general" (wide). */
  shots: Record<string, Shot>;
  /** Verbs and phrases that say how a group stands ("walking", "around a table"). */
  poses: Record<string, Pose>;
  /**
   * Words that are a verb and a noun at once ("lit": reads, and a bed): the verb right after someone (a person named or
   * one of `subjects`), drawn as its action (null: nothing more), else the noun (./verb-noun-words.ts).
   */
  verbNouns?: Record<string, Pose | null>;
  /** Subject pronouns and the relative "who": what follows is done by someone. */
  subjects?: readonly string[];
  /** Verbs of receiving: people received are welcomed, things received are handed over. */
  receiving?: readonly string[];
  /** How a place's proper name ends (German "-see": Tegernsee): an unknown word ending so is that place. */
  placeNameEndings?: Record<string, SettingId>;
  /** Words that say a person is young ("a young patient"): drawn a child's height. */
  young: readonly string[];
  /**
   * How a word for someone who does something ends (English -er, -ist; French -eur, -ier): a word the
   * lexicon does not know, ending so, right before an action, is a person ("a glazier fitting a window").
   */
  agent?: RegExp;
  /** How a verb in the progressive ends (English -ing, Spanish -ando/-iendo, French -ant). */
  progressive?: RegExp;
  /**
   * What a business's own words mean on its premises (a café, a shop, a salon: rooms.ts `PREMISES`): "the display" is its display
   * counter, not a screen; "the front door" is its own (its shopfront), not a house's.
   */
  premises?: { nouns?: Record<string, ConceptId>; settings?: Record<string, SettingId> };
  /** Words that end a street's name ("Harbour Lane"): a name ending so is a street, not a business. */
  streets: readonly string[];
  numbers: Record<string, number>;
  /** Articles and particles: they only tell the language apart. */
  function: readonly string[];
  /** The forms a word may be listed under (singular, without a prefix), the word itself first. */
  forms(word: string): string[];
  /** Whether `form`, one of the word's forms, is what the word is the plural of; else any form but the word itself. */
  plural?(word: string, form: string): boolean;
  ui: UiLabels;
}

const NON_ASCII = /[^\x00-\x7f]/;

/** Text as the lexicons list it: lower case, composed, without accents where the script allows. */
export function normalise(text: string, language: string): string {
  // No normal form or accent stripping changes plain ASCII, which most keys and prompts are: about 160,000 keys index.
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  const lower = text.normalize('NFKC').toLowerCase();
  if (language === 'ja') return lower;
  if (language === 'ar') {
    return lower
      .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
      .replace(/[أإآ]/g, 'ا')
      .replace(/ى/g, 'ي');
  }
  return lower.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** Plural endings of the Latin-script languages, tried longest first. */
export function withoutEndings(word: string, endings: readonly [string, string][]): string[] {
  const forms = [word];
  for (const [ending, replacement] of endings) {
    if (word.length > ending.length + 2 && word.endsWith(ending)) forms.push(word.slice(0, -ending.length) + replacement);
  }
  return forms;
}
