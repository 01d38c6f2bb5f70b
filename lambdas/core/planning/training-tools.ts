/**
 * The tool a training teaches the use of, from its heading's topic ("using a pallet jack", "el
 * uso de la transpaleta", "Umgang mit dem Hubwagen"): every step picture keeps it in view, so a
 * step that does not name it ("Push, don't pull, and walk slowly") is still drawn with it. A topic
 * that is no use of a thing ("handling an angry customer", "forklift safety") names no tool.
 * Pure string work; never throws.
 */

/** Words before the tool, per planner language: what using, operating or working with it is called. */
const USE: Readonly<Record<string, RegExp>> = {
  en: /^(?:how to\s+)?(?:using|use|operating|operate|(?:the\s+)?(?:safe\s+)?use\s+of|(?:the\s+)?operation\s+of|working\s+with|driving|setting\s+up)\s+(.+)$/iu,
  es: /^(?:(?:el\s+)?(?:buen\s+)?(?:uso|manejo|empleo)\s+(?:seguro\s+)?(?:de(?:l)?)|usar|utilizar|manejar|c[óo]mo\s+usar)\s+(.+)$/iu,
  fr: /^(?:(?:l['’]\s*)?(?:utilisation|usage|emploi)\s+(?:de|du|des|d['’])|utiliser|manier|se\s+servir\s+d['’]?(?:e|u|es)?)\s*(.+)$/iu,
  de: /^(?:(?:den\s+|dem\s+)?(?:umgang|arbeiten|arbeit)\s+mit|(?:die\s+)?(?:bedienung|nutzung|verwendung|benutzung)\s+(?:des|der|von)|(?:die\s+)?(?:sichere\s+)?(?:bedienung|nutzung)\s+(?:des|der|von))\s+(.+)$/iu,
  it: /^(?:(?:l['’]\s*)?(?:uso|utilizzo|impiego)\s+(?:corretto\s+)?(?:del(?:la|lo|le|l['’])?|dei|degli|di)|usare|utilizzare)\s*(.+)$/iu,
  pt: /^(?:(?:o\s+)?(?:uso|manuseio|manuseamento|emprego)\s+(?:seguro\s+)?(?:d[oa]s?|de)|(?:a\s+)?utiliza[çc][ãa]o\s+(?:d[oa]s?|de)|usar|utilizar|operar)\s+(.+)$/iu,
  nl: /^(?:(?:het\s+)?(?:gebruik|bedienen|werken)\s+(?:van|met)|gebruiken\s+van)\s+(.+)$/iu,
};

/** Articles that open the tool's name in the planner's languages, left for the picture's own. */
const ARTICLE = /^(?:a|an|the|el|la|los|las|un|una|le|les|l['’]|une?|der|die|das|dem|den|des|ein(?:e[mnrs]?)?|il|lo|gli|uno|o|os|as|um|uma|de|het|een)\s*(?=\p{L})/iu;

/** Where the tool's name ends: before a manner, a place or a purpose ("a pallet jack safely in the warehouse"). */
const TAIL = /\s+(?:\p{L}+ly|safely|correctly|properly|(?:in|at|on|for|when|while|during|con|en|para|dans|pour|avec|im|in|auf|bei|für|nel|nella|per|no|na|em|com|bij|voor|op)\s.*)$/iu;

/** A training's tool: as the picture names it, and as a step in the brief's language names it after its verb. */
export interface TrainingTool {
  /** "a pallet jack"; in another language its own noun behind "the" ("the transpaleta"), which the picture engine reads. */
  picture: string;
  /** With its own article, for a step that opens on a bare verb ("Empuja la transpaleta"); none where the verb would change its case (German, Dutch). */
  object?: string;
}

/** A preposition fused with its article, per language, and the article alone: "del" → "el", "du" → "le". */
const FUSED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  es: { del: 'el', 'de la': 'la', 'de los': 'los', 'de las': 'las' },
  fr: { du: 'le', 'de la': 'la', "de l'": "l'", 'de l’': 'l’', des: 'les' },
  it: { del: 'il', della: 'la', dello: 'lo', "dell'": "l'", 'dell’': 'l’', dei: 'i', degli: 'gli', delle: 'le' },
  pt: { do: 'o', da: 'a', dos: 'os', das: 'as' },
};

/** People and what they bring are handled, never used: "Umgang mit Beschwerden", "el manejo de quejas", "dealing with angry guests". */
const NO_TOOL =
  /(?<![\p{L}])(?:(?:the\s+|an?\s+|your\s+)?(?:angry\s+|difficult\s+|upset\s+)?(?:complaints?|customers?|guests?|clients?|visitors?|patients?|people|conflicts?|stress|feedback|criticism)|(?:\p{L}+\s+)?(?:beschwerde|reklamation|kund|gäst|gast|konflikt|kritik|quej|reclam|client|huésped|plaint|conflit|lament|ospit|reclama[çc]|h[óo]spede|klacht|klant|gast)\p{L}*)$/iu;

/** The tool named by a training's topic; undefined when the topic names no use of a thing. */
export function trainingTool(topic: string | undefined, language: string): TrainingTool | undefined {
  const lang = language.slice(0, 2).toLowerCase();
  const found = topic && USE[lang]?.exec(topic.trim());
  if (!found) return undefined;
  const name = found[1]!.replace(TAIL, '').replace(/[.,;:!]+$/u, '').trim();
  // A tool is a short noun phrase; a long one is a task ("using the new system to log every delivery on time").
  if (name.split(/\s+/).length > 4 || name.length === 0 || NO_TOOL.test(name)) return undefined;
  if (lang === 'en') {
    const picture = /^(?:a|an|the|your)\s/i.test(name) ? name.replace(/^your\s/i, 'the ') : `the ${name}`;
    return { picture, object: picture.replace(/^an?\s/i, 'the ') };
  }
  const bare = name.replace(ARTICLE, '');
  return { picture: `the ${bare}`, ...(FUSED[lang] ? { object: ownObject(found[0]!.slice(0, found[0]!.length - found[1]!.length), name, bare, FUSED[lang]!) } : {}) };
}

/** "el uso de la transpaleta" → "la transpaleta"; "l’uso del transpallet" → "il transpallet". */
function ownObject(before: string, name: string, bare: string, fused: Readonly<Record<string, string>>): string {
  const article = name.slice(0, name.length - bare.length).trim();
  if (article) return `${article} ${bare}`.replace(/(['’]) /u, '$1');
  const joined = Object.entries(fused).find(([words]) => new RegExp(`(?<![\\p{L}])${words}\\s*$`, 'iu').test(before))?.[1];
  return joined ? `${joined}${/['’]$/u.test(joined) ? '' : ' '}${bare}` : bare;
}
