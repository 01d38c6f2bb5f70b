/**
 * Reading a motion scene's copy (its prompt): the headline and its supporting line, list items,
 * the address of a call to action, and the words worth emphasising.
 */
import { findAddresses } from '../../core/planning/brief-facts';
import { LEAD_WORDS } from '../draw/text-breaks';
import { textUnits } from '../draw/text-fit';
import { figureValue } from './figures';
import { numberWord, readNumberWords } from './number-words';
import type { RenderSpec, SceneSpec } from '../spec';

/**
 * Splits copy into a headline and an optional supporting line at the first sentence break. A
 * short lead ending in a colon is a label, not a sentence: "Tuesday deal: two pizzas for £12"
 * stays one headline, never a label over the offer in small type.
 */
export function splitCopy(prompt: string): [string, string] {
  const text = prompt.trim();
  // A full stop or colon ends a sentence only before a space: "ironhouse.fit" and "4.9" are one word.
  const stop = /(?:[.!?:](?=\s)|[。！？])\s*/gsu;
  for (let m = stop.exec(text); m; m = stop.exec(text)) {
    const head = text.slice(0, m.index + 1).trim();
    const rest = text.slice(m.index + m[0].length).trim();
    if (!rest) break;
    if (head.endsWith(':') && textUnits(head).length <= LEAD_WORDS) continue;
    // A title over its tag ("Using a fire extinguisher: step by step") drops the colon; one over a question or a sentence keeps it.
    return [head.endsWith(':') && !/[.!?。！？]$/u.test(rest) ? head.slice(0, -1) : head, rest];
  }
  const dash = /^(.+?)\s+[—–]\s+(\S.*)$/s.exec(text);
  return dash ? [dash[1]!.trim(), dash[2]!.trim()] : [text, ''];
}

/** Items of a list: one per line, or separated by ";" / "•" / "1." markers. */
export function listItems(prompt: string): string[] {
  return prompt
    .split(/\n+|;\s*|\s*•\s*|(?:^|\s)\d+[.)]\s+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 5);
}

/** A web address, e-mail, social handle or phone number in the copy. */
const ADDRESS =
  /(?:https?:\/\/)?(?:www\.)?(?:[\p{L}\d-]+\.)+(?:com|io|app|co|net|org|dev|ai|shop|store|uk|de|fr|es|it|nl|eu|me|tv|info|biz|sa|ae|il|example|ca|au|nz|ie|in|jp|kr|cn|hk|sg|mx|br|ar|cl|pt|ch|at|be|pl|se|no|dk|fi|gr|tr|za|online|site|xyz|club|fit|gym|studio|cafe|health|dental|travel|salon|pet|vet|bike|auto|flowers)(?:\/[^\s]*)?|@[\w.]{2,}|\+?\d[\d\s-]{7,}\d/iu;

/**
 * A button's words as its lines: the action ("Book at") on one, the address and each further
 * address after a dash on their own ("apexauto.example.com", "020 7946 0321"), so the verb keeps
 * its preposition and is never left alone above an address cut from it. Null when the words hold
 * no address or nothing before it.
 */
export function addressLines(text: string): string[] | null {
  const at = ADDRESS.exec(text)?.index ?? -1;
  const action = text.slice(0, Math.max(0, at)).replace(/[\s:–—-]+$/u, '');
  if (at <= 0 || !/[\p{L}\p{N}]/u.test(action)) return null;
  return [action, ...text.slice(at).split(/\s+[—–|·]\s+/u)].slice(0, 3);
}

export function findAddress(text: string): string | null {
  const found = ADDRESS.exec(text)?.[0];
  if (found) return found.replace(/^https?:\/\//i, '').replace(/^www\./i, '').replace(/[.,!?]$/, '');
  // A street the brief gives ("Find us at 14 Milsom Street"), read as the planner reads it.
  return findAddresses(text).find((a) => a.kind === 'street')?.text ?? null;
}

export interface CallToAction {
  /** What the button says: the address when the copy has one, else the action itself. */
  button: string;
  /** The words above the button, if any are left (the copy without its address). */
  headline: string;
}

/** Words a call to action button holds at most before the copy is too long for it. */
const BUTTON_WORDS = 5;

/** Words that lead to an address ("at", "من", "to", "a"): they go with it, never left dangling after the headline's verb ("Ven a la"). */
const TO_ADDRESS = 'at|on|via|from|en|al|au|sur|auf|bei|unter|op|su|em|no|na|pelo|pela|per|من|على|عبر|في|ב|דרך|to|in|im|zum|zur|am|a|à|aux|chez|ao|aos|nel|nella|alla|naar|bij|إلى';
/** The article a preposition may take before a number or a street ("en el 976 …", "a la calle …"; "au 01 …" has it in one word). */
const ADDRESS_ARTICLES = 'el|la|le|il|lo|the|der|die|das|dem|den|het|o|a|los|las|les|os|as|de|del|du|des|do|da';

/** The town after a street ("Calle Mayor 14 de Madrid", "12 Main Street in Leeds"): it goes with the address. */
const IN_TOWN = '\\s+(?:de|in|en|à|di|em|im|a)\\s+\\p{Lu}[\\p{L}-]*(?![\\p{L}])';

/**
 * The copy without its address and the word leading to it ("Order now at", "اطلب الآن من"). The
 * sentence's own full stop stays where another sentence follows, so the two never run together.
 */
function withoutAddress(text: string, address: string): string {
  const escaped = address.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return text
    // Case-sensitive: a town is named with a capital ("in Leeds", never "in time").
    .replace(new RegExp(`(${escaped})${IN_TOWN}`, 'u'), '$1')
    .replace(new RegExp(`(?:\\s+(?:${TO_ADDRESS}|${ADDRESS_ARTICLES}))*\\s*(?:https?://)?(?:www\\.)?${escaped}([.!]?)`, 'iu'), (cut, stop: string, at: number, whole: string) =>
      whole.slice(at + cut.length).trim() ? stop : '',
    )
    .replace(/[\s:,–—-]+$/u, '')
    // A label whose address was cut ("Bookings: — 14 Park Row") keeps only the dash to what follows.
    .replace(/\s*[:,]\s*(?=[—–]\s)/u, ' ')
    .replace(/\s{2,}/gu, ' ')
    .trim();
}

export function callToAction(prompt: string): CallToAction {
  const cta = readCallToAction(prompt.trim());
  return { ...cta, button: buttonLabel(cta.button) };
}

/**
 * A button's words without the punctuation that joined them to the copy around them (the dash of
 * "Kommen Sie vorbei! — site", the "¡" of "¡Reserva ya!" once its "!" is cut): it starts and ends on a word.
 */
const buttonLabel = (text: string) => text.replace(/^[\s\p{Pd}:;,.·|•/¡¿]+|[\s\p{Pd}:;,.·|•/!?]+$/gu, '');

/** Words a button holds at most when the action before its address is a lone verb ("Ven a la calle Colón 12"): it says the whole line. */
const LONE_VERB_BUTTON_WORDS = 8;

function readCallToAction(text: string): CallToAction {
  const address = findAddress(text);
  if (address) {
    // The sentence holding the address is the action; the others ("Your first one is free
    // this week.") are the headline, so the action's verb is never cut off from its address.
    const sentences = text.split(/(?<=[.!?。！？])\s+/u);
    const action = sentences.findIndex((s) => findAddress(s) === address);
    const others = sentences.filter((_, i) => i !== action).join(' ');
    const line = sentences[action]?.replace(/[.!]$/u, '') ?? '';
    const rest = withoutAddress(text, address);
    // A lone verb left over ("Call") says nothing above the button: the button says the whole line.
    const lone = textUnits(rest).length <= 1;
    if ((others || lone) && textUnits(line).length <= (lone ? LONE_VERB_BUTTON_WORDS : BUTTON_WORDS)) return { button: line, headline: others };
    // An offer above an action that only leads to its address ("Show this ad for a free cookie. Find us at 14 Milsom Street"):
    // the offer heads the card, the address is the button.
    if (others && textUnits(withoutAddress(line, address)).length <= 3) return { button: address, headline: others };
    return { button: address, headline: rest };
  }
  const [head, sub] = splitCopy(text);
  // "Order in the app" is the button; a longer first sentence is the headline, its second the button.
  if (sub && textUnits(sub).length <= BUTTON_WORDS) return { button: sub.replace(/[.!]$/u, ''), headline: head };
  if (textUnits(head).length <= BUTTON_WORDS) return { button: head.replace(/[.!]$/u, ''), headline: sub };
  return { button: '', headline: text };
}

/** The scene carrying the video's call to action: the last whose beat or role is `cta`. */
function ctaScene(spec: Pick<RenderSpec, 'scenes'>): SceneSpec | null {
  return [...spec.scenes].reverse().find((s) => (s.motion?.beat ?? s.role) === 'cta' || s.motion?.layout === 'cta') ?? null;
}

/** The video's call to action (for the end card), or null when the plan has none. */
export function videoCallToAction(spec: Pick<RenderSpec, 'scenes'>): CallToAction | null {
  const scene = ctaScene(spec);
  if (!scene) return null;
  const cta = callToAction(scene.prompt);
  return cta.button ? cta : null;
}

/**
 * A house number: a bare number of up to four digits before a street's name and kind ("12 Quay
 * Street"), after them ("Calle Mayor 14", "Rue Royale 8") or after a German street ("Hauptstraße
 * 5"). It locates, it does not sell, so it is never a key word ("Open 24 Hours" still is).
 */
function isHouseNumber(words: readonly string[], i: number): boolean {
  if (!/^\p{Nd}{1,4}[a-z]?[,.]?$/u.test(words[i]!)) return false;
  const capital = (w: string | undefined) => w !== undefined && /^\p{Lu}\p{L}/u.test(w) && !/[.!?:;]$/u.test(w);
  const street = (w: string | undefined) => w !== undefined && /(?:stra(?:ß|ss)e|gasse|weg|platz|allee|ring|damm)$/iu.test(w);
  return (capital(words[i + 1]) && /^\p{Lu}/u.test(words[i + 2] ?? '')) || (capital(words[i - 2]) && capital(words[i - 1])) || street(words[i - 1]);
}

/**
 * Words to set in the accent colour: the figures (a price, a count, a share, never a house number),
 * else the longest word of at least five letters (the product, the benefit), never more than two.
 * Scripts without spaces get none.
 */
export function keyWords(words: readonly string[]): Set<number> {
  const figures = words.flatMap((w, i) => (/\d/.test(w) && !isHouseNumber(words, i) ? [i] : []));
  if (figures.length) return new Set(figures.slice(0, 2));
  const lengths = words.map((w) => [...w.replace(/[\p{P}]/gu, '')].length);
  const longest = Math.max(0, ...lengths);
  const i = lengths.indexOf(longest);
  return longest >= 5 && words.length > 1 ? new Set([i]) : new Set();
}

/**
 * Lower-case words of each text, without punctuation: what a viewer reads as "the same words". A
 * figure and the same number said in words of `language` read alike ("2,000", "2 000", "2k",
 * "two thousand" are all "#2000"), number words read across the texts (one caption's words each).
 */
export function plainWordsOf(texts: readonly string[], language: string): string[][] {
  const owner: number[] = [];
  const words: string[] = [];
  const add = (word: string, i: number) => {
    words.push(word);
    owner.push(i);
  };
  texts.forEach((text, i) => {
    for (const u of textUnits(text.normalize('NFKC'))) {
      const value = figureValue(u.text);
      if (value !== null) {
        add(numberWord(value), i);
        // "91%" on screen is "ninety-one percent" said.
        if (/[%٪]\p{P}*$/u.test(u.text)) add(PERCENT, i);
        continue;
      }
      const word = u.text.toLocaleLowerCase().replace(/[\p{P}\p{S}]/gu, '');
      if (PERCENT_WORDS.has(word) || /^[%٪]\p{P}*$/u.test(u.text)) add(PERCENT, i);
      else if (word === 'cent' || word === 'ciento' || word === 'cento') {
        // "per cent", "pour cent", "por ciento": the word before was the first half.
        if (['per', 'pour', 'por'].includes(words.at(-1) ?? '') && owner.at(-1) === i) words[words.length - 1] = PERCENT;
        else add(word, i);
      } else if (word) add(word, i);
    }
  });
  const read = readNumberWords(words, language);
  return texts.map((_, i) => read.filter((_, k) => owner[k] === i));
}

/** The per-cent sign, written or said, as one word: a figure's "%" reads as the word after its number. */
const PERCENT = '#%';
const PERCENT_WORDS = new Set(['percent', 'prozent', 'procent', 'percento', 'porcentaje', 'pourcentage', 'بالمئة', 'بالمائة']);

export const plainWords = (text: string, language = '') => plainWordsOf([text], language)[0]!;
