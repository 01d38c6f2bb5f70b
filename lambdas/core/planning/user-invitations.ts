import { baseForm } from './brief-actions';
import { deInfinitive, ES_IMPERATIVE, vousForm } from './customer-lines';
import { viewersOwn } from './viewer-words';
import { DE_SEPARABLE, namesStaff, presentEs, type PictureLanguage } from './picture-words';

/**
 * A picture of one person using a product ("une randonneuse qui boit au sommet d'une montagne",
 * "ein Mann, der abends im Sessel liest"), said as an invitation to the viewer in the brief's
 * language (issue 23), as English briefs' actions are (brief-actions.ts actionLine): "Buvez au
 * sommet d'une montagne.", "Lesen Sie abends im Sessel.", "Lee bajo su luz cálida.", and in English
 * where actionLine does not take the person for the viewer ("Check your spending on your phone
 * over breakfast.", "Wear Aero on a train."). Only grammar is
 * added, the brief's own words kept; undefined where the language's grammar is not safe here
 * (staff, animals, several people, a reflexive or irregular verb the rules cannot make).
 * Pure string work; never throws.
 */
export function userInvitation(picture: string, lang: PictureLanguage): string | undefined {
  const p = picture.trim().replace(/[.!]+$/u, '');
  const sayer = SAYERS[lang];
  if (!sayer || ANIMALS.test(p) || (lang !== 'en' && namesStaff(p, lang))) return undefined;
  const said = sayer(p);
  return said && `${said.charAt(0).toUpperCase()}${said.slice(1).replace(/\s+/gu, ' ').trim()}.`;
}

/** Who is one person: an article, a noun and perhaps an adjective beside it. */
const ONE = (articles: string) => `^(?:${articles})\\s*\\p{L}+(?:\\s+\\p{L}+)?`;

const ANIMALS = /(?<![\p{L}])(?:dog|cat|puppy|kitten|horse|perro|perra|gato|gata|chien|chienne|chat|chatte|hund|katze|cane|gatto|gatta|cão|cadela|hond|kat|poes|caballo|cheval|pferd|cavallo|cavalo|paard)(?![\p{L}])/iu;

type Sayer = (picture: string) => string | undefined;

// Spanish: the familiar imperative, which a regular verb shares with its present ("lee", "bebe").
const ES = new RegExp(`${ONE('un|una|el|la')}\\s+(?:que\\s+(\\p{L}+)|(\\p{L}+?)(ando|iendo|yendo))(?![\\p{L}])(.*)$`, 'iu');
const es: Sayer = (p) => {
  const m = ES.exec(p);
  if (!m) return undefined;
  const present = (m[1] ?? presentEs(m[2]!, m[3]!.toLowerCase())).toLowerCase();
  return REFLEXIVE.test(present) ? undefined : `${ES_IMPERATIVE[present] ?? present}${m[4]}`;
};

// French: the vous imperative ("boit" → "Buvez"), the person's own things made the viewer's ("sa" → "votre").
const FR = new RegExp(`${ONE("un|une|le|la|l['’]")}\\s+qui\\s+(\\p{L}+)(?![\\p{L}'’])(.*)$`, 'iu');
const FR_YOURS: Readonly<Record<string, string>> = { son: 'votre', sa: 'votre', ses: 'vos' };
const fr: Sayer = (p) => {
  const m = FR.exec(p);
  const verb = m && !REFLEXIVE.test(m[1]!) ? vousForm(m[1]!) : undefined;
  return verb && `${verb}${m![2]!.replace(/(?<![\p{L}])(son|sa|ses)(?![\p{L}])/giu, (w) => FR_YOURS[w.toLowerCase()]!)}`;
};

// German: the Sie imperative from the relative clause's verb ("liest" → "Lesen Sie"), a separable prefix at the end.
const DE = /^(?:ein|eine|der|die)\s+(?:\p{Ll}+\s+)?\p{Lu}\p{L}*,\s*(?:der|die)\s+(?:(.+?)\s+)?(\p{Ll}+t)$/iu;
const de: Sayer = (p) => {
  const m = DE.exec(p);
  if (!m) return undefined;
  const infinitive = deInfinitive(m[2]!);
  const separable = DE_SEPARABLE.exec(infinitive);
  const [verb, prefix] = separable ? [separable[2]!, ` ${separable[1]}`] : [infinitive, ''];
  const rest = (m[1] ?? '').replace(/(?<![\p{L}])(?:sein|ihr)(e|en|em|er|es)?(?![\p{L}])/gu, (_, end: string | undefined) => `Ihr${end ?? ''}`);
  return `${verb} Sie ${rest}${prefix}`;
};

// Italian: the tu imperative: a first-conjugation present as it is ("gioca"), the others in -i ("beve" → "bevi").
const IT = new RegExp(`${ONE("un|uno|una|il|lo|la|un['’]|l['’]")}\\s+che\\s+(\\p{L}+)(?![\\p{L}])(.*)$`, 'iu');
const IT_IRREGULAR: Readonly<Record<string, string>> = { fa: 'fai', va: 'vai', sta: 'stai', dà: 'dai' };
const IT_YOURS: Readonly<Record<string, string>> = { suo: 'tuo', sua: 'tua', suoi: 'tuoi', sue: 'tue' };
const it: Sayer = (p) => {
  const m = IT.exec(p);
  const v = m?.[1]!.toLowerCase();
  if (!m || !v || REFLEXIVE.test(v)) return undefined;
  const verb = IT_IRREGULAR[v] ?? (/[^aeiou]a$/u.test(v) ? v : /[^aeiouè]e$/u.test(v) && !/^(?:dice|ha)$/u.test(v) ? `${v.slice(0, -1)}i` : undefined);
  return verb && `${verb}${m[2]!.replace(/(?<![\p{L}])(suo|sua|suoi|sue)(?![\p{L}])/giu, (w) => IT_YOURS[w.toLowerCase()]!)}`;
};

// Portuguese: the imperative of "você" the Portuguese phrases use, from the picture's infinitive ("a beber") or gerund ("bebendo").
const PT = new RegExp(`${ONE('um|uma|o|a')}\\s+(?:a\\s+(\\p{L}+?)([aei])r|(\\p{L}+?)(ando|endo|indo))(?![\\p{L}])(.*)$`, 'iu');
const PT_IRREGULAR: Readonly<Record<string, string>> = {
  ler: 'leia', ver: 'veja', fazer: 'faça', ter: 'tenha', ir: 'vá', vir: 'venha', dizer: 'diga', trazer: 'traga', ouvir: 'ouça', pedir: 'peça', dormir: 'durma', sair: 'saia',
  dar: 'dê', estar: 'esteja', ser: 'seja', poder: 'possa', saber: 'saiba', querer: 'queira', servir: 'sirva', seguir: 'siga', sentir: 'sinta', vestir: 'vista', perder: 'perca', subir: 'suba',
};
const pt: Sayer = (p) => {
  const m = PT.exec(p);
  if (!m) return undefined;
  const [stem, vowel] = m[1] !== undefined ? [m[1], m[2]!] : [m[3]!, { ando: 'a', endo: 'e', indo: 'i' }[m[4]!.toLowerCase()]!];
  const infinitive = `${stem}${vowel}r`.toLowerCase();
  // -ar takes -e, -er and -ir take -a, the stem's last sound kept: "tocar" → "toque", "conhecer" → "conheça", "proteger" → "proteja".
  const regular = vowel === 'a' ? `${stem.replace(/c$/u, 'qu').replace(/g$/u, 'gu').replace(/ç$/u, 'c')}e` : `${stem.replace(/c$/u, 'ç').replace(/g$/u, 'j')}a`;
  return `${PT_IRREGULAR[infinitive] ?? regular.toLowerCase()}${m[5]}`;
};

// Dutch: the imperative is the verb's stem, the singular present less its -t ("leest" → "Lees", "rijdt" → "Rijd").
const NL = /^(?:een|de|het)\s+\p{L}+(?:\s+\p{L}+)?\s+die\s+(?:(.+?)\s+)?(\p{L}+t)((?:\s+(?:aan|in|op|bij|met|naar|voor|onder|achter|naast|tegen|langs|rond)\s.+)?)$/iu;
const NL_IRREGULAR: Readonly<Record<string, string>> = { gaat: 'ga', staat: 'sta', doet: 'doe', ziet: 'zie', slaat: 'sla', heeft: 'heb' };
const nl: Sayer = (p) => {
  const m = NL.exec(p);
  const v = m?.[2]!.toLowerCase();
  // A stem may end in t itself ("zit", "eet", "praat"); one in -cht may or may not ("lacht", "wacht"): left unsaid.
  const verb = !v ? undefined : (NL_IRREGULAR[v] ?? (/cht$/u.test(v) ? undefined : /[^aeiout]t$/u.test(v) ? v.slice(0, -1) : v));
  if (!m || !verb || /(?<![\p{L}])(?:zich|haar)(?![\p{L}])/iu.test(m[1] ?? '')) return undefined;
  return `${verb}${m[1] ? ` ${m[1].replace(/(?<![\p{L}])zijn(?![\p{L}])/giu, 'je')}` : ''}${m[3]}`;
};

/** A reflexive or object pronoun where the verb should be ("se sienta", "s'assoit", "si siede"): not a form made here. */
const REFLEXIVE = /^(?:se|s|si|me|te|le|lo|la|les|nos|ne|n|y|en)$/iu;

// English: one person of any name ("someone", "a woman") using the product, which actionLine invites only when the
// person names the viewer; where they are said before what they do ("a commuter on a train wearing Aero") is said after it.
const EN_ONE = /^(?:someone|somebody|(?:a|an)(?:\s+[\p{L}-]+)?\s+(?:woman|man|person|girl|boy|guy|lady|student|commuter|traveller|traveler|runner|rider|cyclist|hiker|parent|mum|mom|dad|professional|worker|shopper|user|customer|reader|gamer|couple))(?:\s+((?:on|in|at|by)\s+(?:a|an|the)\s+(?:[\p{L}-]+\s+)?[\p{L}-]+))?\s+([\p{L}]+?)ing(?![\p{L}])(.*)$/iu;
const en: Sayer = (p) => {
  const m = EN_ONE.exec(p);
  if (!m || CHILDREN_EN.test(p)) return undefined;
  const [, where, stem, rest] = m as unknown as [string, string | undefined, string, string];
  return viewersOwn(`${baseForm(stem.toLowerCase())}${rest}${where ? ` ${where}` : ''}`, 'en');
};
const CHILDREN_EN = /(?<![\p{L}])(?:kids?|child|children|toddlers?|bab(?:y|ies))(?![\p{L}])/iu;

/** The languages whose invitations are made here; English ones only where brief-actions.ts actionLine makes none. */
const SAYERS: Readonly<Partial<Record<PictureLanguage, Sayer>>> = { en, es, fr, de, it, pt, nl };
