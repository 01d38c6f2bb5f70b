import { findAction, WHO } from './brief-actions';
import { showsAction, type PictureLanguage } from './picture-words';
import { THING_MOVING } from './it-antecedents';

/**
 * "Show a barista serving a galão and customers on the terrace" asks for two shots (issue 23): the
 * second part after "and" is people of its own, somewhere or doing something ("clientes na
 * esplanada", "people on rowing machines", "des clients en terrasse", "Gäste auf der Terrasse"),
 * not more of what the first verb acts on ("un galão e um croissant"; "spotting a man and a woman
 * on the bench", where the object before "and" is someone already). Pure string work; never throws.
 */

type Latin = Exclude<PictureLanguage, 'ar' | 'ja' | 'hi'>;

const AND: Readonly<Record<Latin, string>> = { en: 'and', es: 'y|e', fr: 'et', de: 'und', it: 'e|ed', pt: 'e', nl: 'en' };

/** What may open the second people: a count, an article or "our"; never "his" or "their", who belong to the first part's people. */
const OPENING: Readonly<Record<Exclude<Latin, 'en'>, string>> = {
  // Spanish marks people it shows with "a": "y a unos clientes en la terraza".
  es: '(?:a\\s+)?(?:(?:un|una|unos|unas|el|la|los|las|dos|tres|cuatro|varios|varias|algunos|algunas|muchos|muchas|otros|otras|nuestros|nuestras)\\s+)?',
  fr: "(?:(?:un|une|des|les|le|la|deux|trois|quatre|quelques|plusieurs|nos|d['’]autres)\\s+|l['’])?",
  de: '(?:(?:ein|eine|einige|mehrere|viele|zwei|drei|vier|die|der|andere|unsere)\\s+)?',
  it: "(?:(?:un|uno|una|i|gli|le|il|lo|la|dei|degli|delle|due|tre|quattro|alcuni|alcune|molti|molte|altri|altre|i nostri|le nostre)\\s+|(?:un|l)['’])?",
  pt: '(?:(?:um|uma|uns|umas|o|a|os|as|dois|duas|três|quatro|alguns|algumas|vários|várias|muitos|muitas|outros|outras|os nossos|as nossas)\\s+)?',
  nl: '(?:(?:een|de|het|twee|drie|vier|enkele|veel|wat|andere|onze)\\s+)?',
};

/** Possessives that tie people to someone already named: "y sus niños", "et leurs enfants", "und ihre Kinder". */
const THEIRS = '(?:su|sus|seu|sua|seus|suas|son|sa|ses|leur|leurs|ihr|ihre|ihren|sein|seine|seinen|suo|suoi|sue|loro|hun|zijn|haar)';

/** Words for people, singular and plural: who a shot of its own may show. */
const PEOPLE: Readonly<Record<Exclude<Latin, 'en'>, string>> = {
  es:
    'clientes?|clientas?|personas|gente|amig[oa]s|familias?|parejas?|niñ[oa]s?|chic[oa]s|mujer(?:es)?|hombres?|jóvenes|estudiantes?|alumn[oa]s|turistas?|visitantes?|huéspedes|' +
    'compañer[oa]s|vecin[oa]s|soci[oa]s|miembros|atletas?|deportistas|ciclistas?|corredor(?:es|as)|comensales|invitad[oa]s|adolescentes|abuel[oa]s|padres|madres|bebés|surfistas?|bañistas|' +
    'camarer[oa]s?|cociner[oa]s?|panader[oa]s?|baristas?|entrenador(?:es|as)?|profesor(?:es|as)?|emplead[oa]s?|trabajador(?:es|as)|señor(?:a|es|as)?|pacientes?|mayores',
  fr:
    'clients?|clientes?|gens|personnes|amis?|amies?|familles?|couples?|enfants?|femmes?|hommes?|jeunes|étudiants?|étudiantes?|élèves|touristes?|visiteurs?|visiteuses?|convives|invités?|' +
    'habitués|voisins|membres|adhérents|sportifs|sportives|athlètes|cyclistes?|coureurs|collègues|ados|adolescents|parents|grands-parents|bébés|serveurs?|serveuses?|cuisiniers?|boulangers?|' +
    'baristas?|coachs?|entraîneurs?|professeurs?|employés?|patients?|promeneurs|passants|baigneurs|surfeurs|seniors',
  de:
    'Kunden|Kundinnen|Kunde|Kundin|Gäste|Gast|Leute|Menschen|Freunde|Freundinnen|Familien|Familie|Paare|Paar|Kinder|Kind|Frauen|Frau|Männer|Mann|Jugendliche|Studenten|Studierende|Schüler|' +
    'Touristen|Besucher|Besucherinnen|Stammgäste|Nachbarn|Mitglieder|Sportler|Athleten|Radfahrer|Läufer|Kollegen|Eltern|Großeltern|Babys|Kellner|Kellnerinnen|Köche|Bäcker|Baristas|' +
    'Trainer|Lehrer|Mitarbeiter|Mitarbeitende|Patienten|Spaziergänger|Badegäste|Surfer|Senioren',
  it:
    'clienti|cliente|persone|gente|amici|amiche|amico|amica|famiglie|famiglia|coppie|coppia|bambini|bambine|bambino|bambina|ragazzi|ragazze|ragazzo|ragazza|donne|donna|uomini|uomo|giovani|' +
    'studenti|studentesse|turisti|turista|visitatori|ospiti|ospite|avventori|vicini|soci|membri|sportivi|atleti|ciclisti|corridori|colleghi|genitori|nonni|neonati|camerieri|cameriere|cameriera|' +
    'cuochi|cuoco|fornai|baristi|barista|allenatori|istruttori|insegnanti|dipendenti|pazienti|bagnanti|surfisti|anziani|commensali|passanti',
  pt:
    'clientes?|pessoas|gente|amig[oa]s?|famílias?|casais|casal|crianças?|miúd[oa]s|menin[oa]s?|mulher(?:es)?|homens?|homem|rapaz(?:es)?|raparigas?|jovens|estudantes?|alun[oa]s|turistas?|' +
    'visitantes?|hóspedes|colegas|vizinh[oa]s|sóci[oa]s|membros|atletas?|ciclistas?|corredor(?:es|as)|fregues(?:es|as)|comensais|convidad[oa]s|adolescentes|idos[oa]s|avós|pais|mães|bebés|bebês|' +
    'surfistas?|banhistas|baristas?|empregad[oa]s?|cozinheir[oa]s?|padeir[oa]s?|pasteleir[oa]s?|treinador(?:es|as)?|professor(?:es|as)?|funcionári[oa]s|trabalhador(?:es|as)|' +
    'senhor(?:a|es|as)?|pacientes?|utentes',
  nl:
    "klanten|klant|gasten|gast|mensen|vrienden|vriendinnen|families|gezinnen|gezin|stellen|koppels|kinderen|kind|vrouwen|vrouw|mannen|man|jongeren|studenten|scholieren|toeristen|bezoekers|buren|" +
    "leden|sporters|atleten|fietsers|lopers|collega['’]s|ouders|grootouders|baby['’]s|obers|ober|serveersters|koks|bakkers|barista['’]?s|trainers|docenten|medewerkers|patiënten|" +
    'wandelaars|surfers|ouderen|stamgasten|voorbijgangers',
};

/** The pets a business sees: a shot's subject too, and of another kind than people ("checking a puppy and a family in the waiting room"). */
const PETS: Readonly<Record<Latin, string>> = {
  en: 'dogs?|puppies|puppy|cats?|kittens?|pets?|horses?',
  es: 'perr(?:it)?[oa]s?|cachorros?|gat(?:it)?[oa]s?|mascotas?|caballos?',
  fr: 'chiens?|chiennes?|chiots?|chats?|chatons?|chevaux|cheval',
  de: 'Hunde?|Welpen?|Katzen?|Kätzchen|Haustiere?|Pferde?',
  it: 'cani|cane|cagnolin[oi]|cuccioli|cucciolo|gatti|gatto|gattin[oi]|animali|cavall[oi]',
  pt: 'cães|cão|cachorr(?:inh)?os?|gat(?:inh)?os?|animais|cavalos?',
  nl: "honden|hond|puppy['’]?s|katten|kat|kittens?|paarden|paard|huisdieren",
};

/** The words that open where the second people are. */
const PLACE: Readonly<Record<Latin, string>> = {
  en: 'in|on|at|by|around|round|inside|outside|under|near|beside|along|across|behind|over|through|next to',
  es: 'en|junto|bajo|sobre|alrededor|frente|delante|al|a la|cerca|dentro|fuera|por|entre',
  fr: 'en|à|au|aux|dans|sur|sous|devant|près|autour|chez|derrière|contre|le long',
  de: 'am|im|auf|an|in|vor|hinter|neben|unter|über|bei|beim|um|draußen|drinnen|zwischen|ins|ans',
  it: 'in|a|al|alla|allo|ai|agli|alle|sul|sulla|sullo|sui|sulle|nel|nella|nello|nei|negli|nelle|sotto|davanti|vicino|intorno|dentro|fuori|fra|tra|lungo|accanto',
  pt: 'na|no|nas|nos|em|num|numa|junto|ao|à|aos|às|sob|sobre|dentro|fora|perto|pela|pelo|pelas|pelos|entre|diante',
  nl: 'op|in|aan|bij|voor|naast|onder|buiten|binnen|rond|achter|langs|tussen',
};

const isLatin = (lang: PictureLanguage): lang is Latin => lang in AND;

/** People or pets named, from an opening count or article: in English the planner's own words for who acts. */
function named(lang: Latin): string {
  // The others allow one adjective before the noun ("jovens"), never a possessive ("sus niños" are the first people's).
  return lang === 'en' ? WHO : `${OPENING[lang]}(?:(?!${THEIRS}\\s)\\p{L}+\\s+)?(?:${PEOPLE[lang]}|${PETS[lang]})`;
}

/** Pets, or people: "spotting a man and a woman" names two of one kind, "a puppy and a family" two kinds. */
function kindOf(noun: string, lang: Latin, flags: string): 'pet' | 'person' {
  return new RegExp(`(?<![\\p{L}])(?:${PETS[lang]})$`, flags).test(noun) ? 'pet' : 'person';
}

/** Whether `part` shows someone doing something (in English, or something moving: "a car going through the wash"), in its language's grammar. */
function acts(part: string, lang: Latin): boolean {
  return lang === 'en' ? findAction(part) !== undefined || THING_MOVING.test(part) : showsAction(part, lang);
}

/**
 * The shots a picture asks for: the picture whole, or split before each "and" (or comma) whose people are a
 * subject of their own, somewhere (a place word after them, perhaps past one word: "clientes sentados
 * na esplanada") or doing something; the first part must show someone acting.
 */
export function ownSubjects(picture: string, language: PictureLanguage): string[] {
  if (!isLatin(language)) return [picture];
  const lang = language;
  // German nouns are capitalised: matched as written.
  const flags = lang === 'de' ? 'u' : 'iu';
  const opens = new RegExp(`^(?:${named(lang)})(?![\\p{L}'’])`, flags);
  const endsOnSomeone = new RegExp(`(?<![\\p{L}])(?:${named(lang)})$`, flags);
  const placed = new RegExp(`^\\s+(?:(?!(?:${PLACE[lang]})\\s)\\p{L}+\\s+)?(?:${PLACE[lang]})(?![\\p{L}'’])`, flags);
  const cuts: { at: number; from: number }[] = [];
  // "…, clientes na esplanada e crianças a brincar": a comma parts people as "and" does, but in German it opens a relative clause.
  const joins = lang === 'de' ? `,?\\s+(?:${AND[lang]})\\s+` : `,\\s+(?:(?:${AND[lang]})\\s+)?|\\s+(?:${AND[lang]})\\s+`;
  for (const m of picture.matchAll(new RegExp(joins, `g${flags}`))) {
    const before = picture.slice(cuts.at(-1)?.from ?? 0, m.index).trim();
    const rest = picture.slice(m.index + m[0].length);
    const who = opens.exec(rest)?.[0];
    if (!who || (cuts.length === 0 && !acts(before, lang))) continue;
    // "spotting a man and a woman on the bench": someone after someone of the same kind is the verb's too.
    const object = endsOnSomeone.exec(before)?.[0];
    if (object !== undefined && kindOf(object, lang, flags) === kindOf(who, lang, flags)) continue;
    const after = rest.slice(who.length);
    if (placed.test(after) || actsFirst(rest, after, lang)) cuts.push({ at: m.index, from: m.index + m[0].length });
  }
  const starts = [0, ...cuts.map((c) => c.from)];
  const ends = [...cuts.map((c) => c.at), picture.length];
  // Spanish marks the people it shows with "a" ("y a unos clientes…"), German in the accusative ("und einen Gast im Spa"):
  // a picture names them bare, in the nominative.
  return starts.map((from, i) => picture.slice(from, ends[i]).trim()).map((p, i) => (i > 0 ? SHOWN_AS_OBJECT[lang]?.(p) ?? p : p));
}

const SHOWN_AS_OBJECT: Partial<Record<Latin, (part: string) => string>> = {
  es: (p) => p.replace(/^a\s+(?=\p{L})/iu, ''),
  de: (p) => p.replace(/^einen(?=\s)/iu, 'ein').replace(/^den(?=\s)/iu, 'der'),
};

/** The second people's own action follows them straight away: "friends laughing by the window", "clientes a tomar café", "Gäste, die lachen". */
function actsFirst(rest: string, after: string, lang: Latin): boolean {
  if (lang === 'en') return rest.toLowerCase().startsWith(findAction(rest)?.toLowerCase() ?? '\u0000');
  return acts(/^\s*,?\s*\S+(?:\s+\S+)?/u.exec(after)?.[0] ?? '', lang);
}
