import { DE_SEPARABLE, politeForm, presentEs } from './picture-words';

/**
 * A picture of the business's customers, or of people with their company, said to the viewer in
 * the brand's voice (issue 23), in every language the planner writes pictures' lines in besides
 * English (brief-actions.ts actionLine says English ones): its who, verb and place turned into a
 * line for "you", nothing added. "des amis qui discutent en terrasse" → "Chez nous, vous discutez
 * entre amis en terrasse."; "Kunden, die Kuchen im Garten genießen" → "Bei uns genießen Sie Kuchen
 * im Garten."; "unos amigos charlando en la terraza" → "Charla con tus amigos en nuestra terraza.";
 * "degli amici che mangiano la pizza in terrazza" → "Da noi mangi la pizza con gli amici in
 * terrazza."; "clientes a tomar café na esplanada" → "Venha tomar café na esplanada."; "klanten die
 * koffie drinken op het terras" → "Kom bij ons koffie drinken op het terras."; "お客様がテラスで
 * コーヒーを飲む" → "テラスでコーヒーを飲みませんか。". Undefined for anyone else (staff, children:
 * picture-words.ts inBrandVoice) and for a verb whose form for "you" the rules here cannot make.
 * Pure string work; never throws.
 */
export function customerLine(picture: string, language: string): string | undefined {
  const lang = language.toLowerCase().split(/[-_]/)[0]!;
  const text = picture.trim().replace(/[.!。]+$/u, '');
  return CLAUSE[lang]?.test(text) ? undefined : SAYERS[lang]?.(text);
}

/**
 * A second clause of the customer's ("sonriendo cuando lo prueban", "qui sourient quand ils le
 * prennent"): said to "you", its own subject and pronoun would dangle ("Sonríe cuando lo prueban."),
 * so the picture is said by none of these lines.
 */
const CLAUSE: Readonly<Record<string, RegExp>> = {
  es: /(?<![\p{L}])(?:mientras|cuando|al tiempo que)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:quand|lorsqu['’]?|pendant qu['’]?|tandis qu['’]?)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:während|wenn|sobald)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(?:mentre|quando|appena)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:enquanto|quando|assim que)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:terwijl|wanneer|zodra)(?![\p{L}])/iu,
};

type Sayer = (picture: string) => string | undefined;

/** Who a picture shows: the viewer (a customer), or the viewer with the company named (`company`, said with the verb). */
interface Who {
  customers: RegExp;
  companions: readonly [RegExp, string][];
}

/**
 * The viewer's company for `noun`, or '' for a customer, or undefined for anyone else. As in
 * English ("customers laughing at tables"), a customer is invited only to what acts on something
 * (`acts`): "des clients qui rient en terrasse" is no line of the brand's; "des amis qui rient" is,
 * said with the friends.
 */
function companyOf(noun: string, who: Who, acts: boolean): string | undefined {
  if (who.customers.test(noun)) return acts ? '' : undefined;
  return who.companions.find(([re]) => re.test(noun))?.[1];
}

/**
 * Whether `words` (a verb's, its verb left out) say what it acts on, not only where (`places`: the
 * words opening a place): "des crêpes en terrasse", "im Garten Kuchen", never "en terrasse".
 */
function actsOn(words: string, places: string): boolean {
  const place = new RegExp(`^\\s*(?:${places})(?:\\s+(?:${ARTICLES}))*\\s+[\\p{L}'’-]+`, 'iu');
  const rest = words.replace(place, '');
  return /\p{L}/u.test(rest) && !new RegExp(`^\\s*(?:${places})(?![\\p{L}])`, 'iu').test(rest);
}
/** The small words between a preposition and its noun, in the languages here. */
const ARTICLES = "de|la|le|les|du|des|l['’]|het|een|dem|der|den|das|el|los|las|del|una|un|une|ein|eine|einem|einer|il|lo|gli|i|o|os|as|da|do|dos";

/** `rest` with `company` before where it happens (its first place word), else at its end. */
function withCompany(rest: string, company: string, places: string): string {
  if (company === '') return rest;
  const at = new RegExp(`\\s(?:${places})\\s`, 'iu').exec(rest)?.index ?? rest.length;
  return `${rest.slice(0, at)} ${company}${rest.slice(at)}`;
}

const line = (text: string, stop = '.') => {
  const t = text.replace(/\s+/gu, ' ').trim();
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}${stop}`;
};

// French: "Chez nous, vous …", the verb in the vous form.
const FR_WHO: Who = {
  customers: /^(?:clients?|clientes?|habitués|habituées|gens|visiteurs|visiteuses|convives|personnes|gourmands|gourmandes|promeneurs)$/iu,
  companions: [[/^(?:amis?|amies?|copains|copines)$/iu, 'entre amis'], [/^familles?$/iu, 'en famille'], [/^couples?$/iu, 'en amoureux'], [/^collègues$/iu, 'entre collègues'], [/^voisins$/iu, 'entre voisins']],
};
const FR_PLACE = 'en|à|au|aux|dans|sur|sous|devant|près|autour|chez|par|ensemble';
const FR_PICTURE = /^(?:(?:des|les|deux|trois|quelques|plusieurs|un|une)\s+)?(\p{L}+)\s+qui\s+(\p{L}+)(.*)$/iu;
/** Verbs whose vous form the endings below do not make. */
const FR_VOUS: Readonly<Record<string, string>> = {
  boivent: 'buvez', boit: 'buvez', prennent: 'prenez', prend: 'prenez', font: 'faites', fait: 'faites', sont: 'êtes', est: 'êtes', ont: 'avez', a: 'avez', vont: 'allez', va: 'allez',
  disent: 'dites', dit: 'dites', viennent: 'venez', vient: 'venez', tiennent: 'tenez', préfèrent: 'préférez', préfère: 'préférez', peuvent: 'pouvez', veulent: 'voulez',
  reçoivent: 'recevez', voient: 'voyez', voit: 'voyez', essaient: 'essayez', paient: 'payez', lisent: 'lisez', lit: 'lisez', rit: 'riez', sourit: 'souriez',
  court: 'courez', écrit: 'écrivez', dort: 'dormez', part: 'partez', sort: 'sortez', met: 'mettez', conduit: 'conduisez', suit: 'suivez', sert: 'servez',
};
/** Stems whose infinitive has a plain e (acheter, lever, mener…); the others' è is an é (récupérer, préférer, régler). */
const E_VERBS = /(?:achèt|achèv|lèv|mèn|pès|sèm|gèl|pèl|crèv|modèl)$/u;
export function vousForm(verb: string): string | undefined {
  const v = verb.toLowerCase();
  if (FR_VOUS[v]) return FR_VOUS[v];
  // "achètent" → "achetez", "discutent" → "discutez", "récupère" → "récupérez": other third persons are irregular.
  const stem = /ent$/u.test(v) ? v.slice(0, -3) : /[^i]e$/u.test(v) ? v.slice(0, -1) : undefined;
  return stem === undefined ? undefined : `${stem.replace(/è(?=[^aeiouyéè]+$)/u, E_VERBS.test(stem) ? 'e' : 'é')}ez`;
}
const fr: Sayer = (p) => {
  const m = FR_PICTURE.exec(p);
  const company = m ? companyOf(m[1]!, FR_WHO, actsOn(m[3]!, FR_PLACE)) : undefined;
  const verb = m ? vousForm(m[2]!) : undefined;
  return m && company !== undefined && verb ? line(`Chez nous, vous ${verb}${withCompany(m[3]!, company, FR_PLACE)}`) : undefined;
};

// German: "Bei uns … Sie …": the Sie form is the plural's, so only a plural says it; a separable prefix goes to the end.
const DE_WHO: Who = {
  customers: /^(?:Kunden?|Kundin(?:nen)?|Gast|Gäste|Besucher(?:in|innen)?|Leute|Menschen|Stammgast|Stammgäste|Feinschmecker)$/u,
  companions: [[/^(?:Freunde|Freundinnen)$/u, 'mit Freunden'], [/^Familien$/u, 'mit der Familie'], [/^Paare$/u, 'zu zweit'], [/^(?:Kollegen|Kolleginnen)$/u, 'mit Kollegen'], [/^Nachbarn$/u, 'mit den Nachbarn']],
};
const DE_PICTURE = /^(?:(?:zwei|drei|einige|viele|mehrere|die)\s+)?(\p{Lu}\p{L}*),\s*die\s+(?:(.+?)\s+)?(\p{Ll}+en)$/u;
/** One customer: "eine Kundin, die ihr Fahrrad abholt"; the Sie form is the infinitive (deInfinitive). */
const DE_ONE = /^(?:eine?|der|die)\s+(\p{Lu}\p{L}*),\s*(?:der|die)\s+(?:(.+?)\s+)?(\p{Ll}+t)$/u;
/** Third persons singular whose infinitive the endings do not give. */
const DE_IRREGULAR: Readonly<Record<string, string>> = {
  isst: 'essen', nimmt: 'nehmen', liest: 'lesen', sieht: 'sehen', gibt: 'geben', fährt: 'fahren', trägt: 'tragen', läuft: 'laufen', hält: 'halten', trifft: 'treffen', hat: 'haben', wäscht: 'waschen', schläft: 'schlafen', spricht: 'sprechen', hilft: 'helfen',
};
/** "holt" → "holen", "wartet" → "warten", "sammelt" → "sammeln", "feiert" → "feiern", "abholt" → "abholen". */
export function deInfinitive(third: string): string {
  const [, prefix = '', verb = third] = DE_SEPARABLE.exec(third) ?? [];
  const irregular = DE_IRREGULAR[verb];
  const infinitive = irregular ?? (/(?:el|er)t$/u.test(verb) ? `${verb.slice(0, -1)}n` : /[dt]et$/u.test(verb) ? `${verb.slice(0, -2)}en` : `${verb.slice(0, -1)}en`);
  return `${prefix}${infinitive}`;
}
const DE_PLACE = 'am|im|auf|an|in|vor|hinter|neben|unter|über|bei|zusammen|gemeinsam|draußen';
const de: Sayer = (p) => {
  const one = DE_ONE.exec(p);
  const m = DE_PICTURE.exec(p) ?? (one ? ([one[0], one[1], one[2], deInfinitive(one[3]!)] as unknown as RegExpExecArray) : null);
  const company = m ? companyOf(m[1]!, DE_WHO, actsOn(m[2] ?? '', DE_PLACE)) : undefined;
  if (!m || company === undefined) return undefined;
  const separable = DE_SEPARABLE.exec(m[3]!);
  const [verb, prefix] = separable ? [separable[2]!, ` ${separable[1]}`] : [m[3]!, ''];
  return line(`Bei uns ${verb} Sie ${company} ${m[2] ?? ''}${prefix}`);
};

// Spanish: the familiar imperative, which a regular verb shares with its third person singular.
const ES_WHO: Who = {
  customers: /^(?:clientes|clientas|comensales|visitantes|gente|personas)$/iu,
  companions: [[/^(?:amig[oa]s)$/iu, 'con tus amigos'], [/^familias?$/iu, 'en familia'], [/^parejas?$/iu, 'en pareja'], [/^compañer[oa]s$/iu, 'con tus compañeros'], [/^vecin[oa]s$/iu, 'con tus vecinos']],
};
const ES_PLACE = 'en|junto|bajo|sobre|alrededor|frente|delante|al|a la|juntos';
const ES_PICTURE = /^(?:(?:unos|unas|los|las|dos|tres|varios|varias|algunos|algunas)\s+)?(\p{L}+)\s+(?:que\s+(\p{L}+?)(n)|(\p{L}+?)(ando|iendo|yendo))(?![\p{L}])(.*)$/iu;
/** Imperatives a present does not give: "hace" → "haz". */
export const ES_IMPERATIVE: Readonly<Record<string, string>> = { hace: 'haz', tiene: 'ten', pone: 'pon', sale: 'sal', viene: 'ven', dice: 'di', va: 've', es: 'sé' };
const es: Sayer = (p) => {
  const m = ES_PICTURE.exec(p);
  const company = m ? companyOf(m[1]!, ES_WHO, actsOn(m[6]!, ES_PLACE)) : undefined;
  if (!m || company === undefined) return undefined;
  const present = m[2] !== undefined ? m[2]!.toLowerCase() : presentEs(m[4]!, m[5]!.toLowerCase());
  const verb = ES_IMPERATIVE[present] ?? present;
  // The business's own place is "ours": "en la terraza" → "en nuestra terraza".
  const rest = m[6]!.replace(/(?<![\p{L}])en (el|la) (?=\p{L})/u, (_, a: string) => `en ${a === 'la' ? 'nuestra' : 'nuestro'} `);
  return line(`${verb}${withCompany(rest, company, ES_PLACE)}`);
};

// Italian: "Da noi …", the verb in the tu form the Italian phrases use ("Vieni a trovarci!").
const IT_WHO: Who = {
  customers: /^(?:clienti|cliente|persone|ospiti|visitatori|avventori|buongustai)$/iu,
  companions: [[/^(?:amici|amiche)$/iu, 'con gli amici'], [/^famiglie$/iu, 'in famiglia'], [/^coppie$/iu, 'in due'], [/^colleghi$/iu, 'con i colleghi']],
};
const IT_PLACE = 'in|a|al|alla|allo|ai|alle|sul|sulla|sotto|davanti|vicino|intorno|insieme';
const IT_PICTURE = /^(?:(?:degli|delle|dei|gli|le|i|due|tre|alcuni|alcune|una|un|la|il)\s+)?(\p{L}+)\s+che\s+(\p{L}+)(.*)$/iu;
const IT_TU: Readonly<Record<string, string>> = { fa: 'fai', va: 'vai', sta: 'stai', ha: 'hai', è: 'sei', dà: 'dai', esce: 'esci', viene: 'vieni', dice: 'dici', fanno: 'fai', vanno: 'vai', stanno: 'stai', hanno: 'hai', sono: 'sei', danno: 'dai', escono: 'esci', vengono: 'vieni', bevono: 'bevi', dicono: 'dici' };
function tuForm(verb: string): string | undefined {
  const v = verb.toLowerCase();
  if (IT_TU[v]) return IT_TU[v];
  // "giocano" → "giochi", "pagano" → "paghi", "mangiano" → "mangi", "finiscono" → "finisci", "prendono" → "prendi";
  // a singular's too: "ritira" → "ritiri", "gioca" → "giochi", "prende" → "prendi".
  const rules: [RegExp, string][] = [[/cano$/u, 'chi'], [/gano$/u, 'ghi'], [/iano$/u, 'i'], [/ano$/u, 'i'], [/ono$/u, 'i'], [/ca$/u, 'chi'], [/ga$/u, 'ghi'], [/ia$/u, 'i'], [/[ae]$/u, 'i']];
  const rule = rules.find(([re]) => re.test(v));
  return rule ? v.replace(rule[0], rule[1]) : undefined;
}
const it: Sayer = (p) => {
  const m = IT_PICTURE.exec(p);
  const company = m ? companyOf(m[1]!, IT_WHO, actsOn(m[3]!, IT_PLACE)) : undefined;
  const verb = m ? tuForm(m[2]!) : undefined;
  return m && company !== undefined && verb ? line(`Da noi ${verb}${withCompany(m[3]!, company, IT_PLACE)}`) : undefined;
};

// Portuguese: "Venha …" with the picture's own infinitive ("a tomar") or the gerund's ("tomando").
const PT_WHO: Who = {
  customers: /^(?:clientes?|pessoas|visitantes?|fregues(?:es|a)?)$/iu,
  companions: [[/^(?:amig[oa]s)$/iu, 'com os amigos'], [/^famílias$/iu, 'em família'], [/^casais$/iu, 'a dois'], [/^colegas$/iu, 'com os colegas']],
};
const PT_PLACE = 'na|no|nas|nos|em|junto|ao|à|sob|sobre|juntos';
const PT_PICTURE = /^(?:(?:uns|umas|os|as|dois|duas|três|alguns|algumas|um|uma|o|a)\s+)?(\p{L}+)\s+(?:a\s+(\p{L}+?r)|(\p{L}+?)(ando|endo|indo))(?![\p{L}])(.*)$/iu;
const pt: Sayer = (p) => {
  const m = PT_PICTURE.exec(p);
  const company = m ? companyOf(m[1]!, PT_WHO, actsOn(m[5]!, PT_PLACE)) : undefined;
  if (!m || company === undefined) return undefined;
  const infinitive = m[2] ?? `${m[3]}${{ ando: 'ar', endo: 'er', indo: 'ir' }[m[4]!.toLowerCase()]}`;
  return line(`Venha ${infinitive.toLowerCase()}${withCompany(m[5]!, company, PT_PLACE)}`);
};

// Dutch: "Kom bij ons …": a relative clause ends on its plural verb, which is the infinitive "kom" takes.
const NL_WHO: Who = {
  customers: /^(?:klanten|gasten|bezoekers|mensen|fijnproevers)$/iu,
  companions: [[/^vrienden$/iu, 'met vrienden'], [/^families$/iu, 'met het gezin'], [/^stellen$/iu, 'met z’n tweeën'], [/^collega['’]?s$/iu, 'met collega’s']],
};
const NL_PICTURE = /^(?:(?:de|twee|drie|enkele|wat)\s+)?(\p{L}+)\s+die\s+(.+\p{L}en(?:\s.+)?)$/iu;
const NL_PLACE = 'op|in|aan|bij|voor|naast|onder|buiten|samen';
const nl: Sayer = (p) => {
  const m = NL_PICTURE.exec(p);
  const company = m ? companyOf(m[1]!, NL_WHO, actsOn(m[2]!.replace(/\S+$/u, ''), NL_PLACE)) : undefined;
  if (!m || company === undefined) return undefined;
  return line(`Kom ${company === '' ? 'bij ons' : company} ${m[2]}`);
};

// Japanese: the polite invitation "…ませんか", with the company before it ("ご友人と、").
const JA_WHO = /^(?:(お客様|お客さん|お客|人々|来店客)|(友人|友達|友だち|仲間)(?:たち)?|(家族|ご家族|親子)(?:連れ)?|(カップル|夫婦))(?:が|は)(.+)$/u;
const ja: Sayer = (p) => {
  const m = JA_WHO.exec(p);
  // A customer is invited only to what acts on something (を), as in the other languages.
  if (!m || !/[うくぐすつぬぶむる]$/u.test(m[5]!) || (m[1] && !m[5]!.includes('を'))) return undefined;
  const company = m[2] ? 'ご友人と、' : m[3] ? 'ご家族で、' : m[4] ? 'お二人で、' : '';
  return `${company}${politeForm(m[5]!).replace(/ます$/u, 'ませんか')}。`;
};

const SAYERS: Readonly<Record<string, Sayer>> = { fr, de, es, it, pt, nl, ja };

/**
 * An English customer's action said in a clause after how they look ("a customer smiling as she
 * takes the bouquet"): the line invites the viewer to the clause's action ("Take your bouquet."),
 * never to the look ("Smile as she takes it."). Its verb in the base form and what it acts on,
 * which is undefined where that is a pronoun no line can say ("it", "them"); null when the
 * picture says no such clause.
 */
export function customerClause(rest: string): { verb: string; object?: string } | null {
  const m = /^\s*(?:as|while|when|after|once|before)\s+(?:he|she|they|we|i)\s+(\p{L}+)(.*)$/iu.exec(rest);
  if (!m) return null;
  const object = /^\s+(?:it|them|this|that)(?![\p{L}])/iu.test(m[2]!) ? undefined : m[2]!;
  return { verb: baseOfThird(m[1]!.toLowerCase()), ...(object ? { object } : {}) };
}

/** "takes" → "take", "carries" → "carry", "watches" → "watch", "goes" → "go". */
function baseOfThird(verb: string): string {
  if (/ies$/u.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|z|o)es$/u.test(verb)) return verb.slice(0, -2);
  return verb.replace(/s$/u, '');
}
