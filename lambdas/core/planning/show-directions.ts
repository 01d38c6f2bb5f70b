import { ingForm } from './brief-actions';

/**
 * A request to show said with whom it is shown to or a "please" ("Show us a baker …", "Montrez-nous
 * un boulanger …", "Muéstranos …", "Mostraci …", "Mostre-nos …", "Bitte zeige …", "Laat ons … zien"),
 * or as how someone does something ("Muestra cómo el panadero saca …", "Zeigen Sie, wie der Bäcker …
 * holt", "Laat zien hoe de bakker … haalt"): the plain direction ("Show a baker …", "Muestra el
 * panadero saca …", "Zeigen Sie den Bäcker, der … holt", "Toon de bakker die … haalt"), which
 * brief-text.ts and picture-words.ts read as a picture, never a sentence to say nor the subject.
 * "Show us your best selfie" asks the viewer: it is left as it is. Pure string work; never throws.
 */

/** A "please" before the request, in the languages pictures are read in. */
const PLEASE = /^(?:please|bitte|s['’]il vous plaît|por favor|per favore|alsjeblieft|graag)[,\s]+(?=\p{L})/iu;

/** The request with its "us" (or "me"), before what it shows (an article or a count), and the plain request. */
const TO_US: readonly (readonly [RegExp, string])[] = [
  [/^show\s+(?:us|me)\s+(?=(?:a|an|the|some|two|three)\s)/iu, 'Show '],
  [/^montre[zr]?-(?:nous|moi)\s+/iu, 'Montrez '],
  [/^(?:muéstranos|muéstrame|muestranos|muestrame)\s+/iu, 'Muestra '],
  [/^(?:mostraci|mostrami|mostrateci)\s+/iu, 'Mostra '],
  [/^(?:mostre-nos|mostra-nos|mostre-me|mostra-me)\s+/iu, 'Mostre '],
  // "ons" before a noun is "our" ("Toon ons team"): it is "us" only before an article or "zien".
  [/^toon\s+(?:ons|me)\s+(?=(?:de|het|een|twee|drie|hoe)\s)/iu, 'Toon '],
  [/^laat\s+(?:ons|me)\s+zien\s+/iu, 'Laat zien '],
  [/^laat\s+(?:ons|me)\s+(?=(?:de|het|een|twee|drie)\s.+?\s+zien(?![\p{L}]))/iu, 'Laat '],
];

/**
 * "How" after a request in the Romance languages, whose clause after it reads as the picture
 * itself ("el panadero saca el pan del horno"): the request keeps its verb, the "how" goes.
 */
// Only before someone ("cómo el panadero …"): "cómo se hace", "come preparare" teach a how-to (brief-text.ts HOW_TO).
// Who is shown keeps the rest as their relative clause ("el panadero que saca …"), as a request to show them would say it.
const ROMANCE_HOW =
  /^((?:muestr|muéstr|enseñ|montr|filmez|mostr|fai vedere|fate vedere|filme)\p{L}*)\s+(cómo|como|comment|come)\s+((?:el|la|los|las|un|una|unos|unas|le|les|des|il|lo|i|gli|uno|o|a|os|as|um|uma|nuestr[oa]s?|notre|nos|nostr[oaei]|nosso|nossa|nossos|nossas)\s+|l['’])(\p{L}+)\s+(.+)$/iu;
/** The relative pronoun after who is shown, by the language's "how". */
const ROMANCE_WHO: Readonly<Record<string, string>> = { cómo: 'que', como: 'que', comment: 'qui', come: 'che' };
/** "nuestra panadera" is shown as "la panadera": the brand says "nuestra" itself when it says what its people do. */
const ROMANCE_OWN: Readonly<Record<string, string>> = {
  nuestro: 'el', nuestra: 'la', nuestros: 'los', nuestras: 'las', nostro: 'il', nostra: 'la', nostri: 'i', nostre: 'le',
  nosso: 'o', nossa: 'a', nossos: 'os', nossas: 'as', nos: 'les',
};
/** French "notre" says no gender: a noun with a feminine ending is "la", another "le". */
const FR_FEMININE = /(?:ère|euse|rice|ienne|esse|ette|ine)$/iu;
const romanceArticle = (article: string, noun: string) => {
  const own = article.trim().toLowerCase();
  if (own === 'notre') return FR_FEMININE.test(noun) ? 'la ' : 'le ';
  return ROMANCE_OWN[own] ? `${ROMANCE_OWN[own]} ` : article;
};

/** German and Dutch set the verb last after "wie"/"hoe": who does it is shown, the rest becomes their relative clause. */
const DE_HOW = /^(?:zeigen sie|zeige|zeig|zeigt)(?:\s+uns)?\s*,?\s+wie\s+(der|die|das|ein|eine|unser|unsere)\s+(\p{Lu}[\p{L}-]*)\s+(.+)$/iu;
const NL_HOW = /^(?:toon|laat\s+zien)\s*,?\s+hoe\s+(de|het|een|onze|ons)\s+(\p{L}[\p{L}-]*)\s+(.+)$/iu;
/** Someone shown without an article ("hoe klanten …", "wie Kunden …"): only the "how" goes; "hoe je …", "wie man …" teach a how-to. */
const BARE_HOW = /^(?:zeigen sie|zeige|zeig|zeigt|toon|laat\s+zien)(?:\s+uns)?\s*,?\s+(?:wie|hoe)\s+(?!(?:je|u|jij|jullie|we|wij|ik|man|sie|du|wir|ihr|ich)\s)/iu;

/** The German article as the object of "zeigen" (masculine "der" → "den"), and the relative pronoun after its noun. */
const DE_OBJECT: Readonly<Record<string, readonly [string, string]>> = {
  // "unser Bäcker" is shown as "den Bäcker": the brand says "unser" itself when it says what its people do (staff-lines.ts).
  der: ['den', 'der'], die: ['die', 'die'], das: ['das', 'das'], ein: ['einen', 'der'], eine: ['eine', 'die'], unser: ['den', 'der'], unsere: ['die', 'die'],
};

/** English: "Show how the baker takes bread out" → "Show the baker taking bread out" (one person, a verb in -s). */
const EN_HOW = /^show\s+how\s+((?:the|a|an|our|one)\s+(?:\p{L}+\s+)?\p{L}+?)\s+(\p{L}+s)\s+(.+)$/iu;

function howRequest(sentence: string): string {
  const en = EN_HOW.exec(sentence);
  if (en && !/(?:ss|us|is)$/iu.test(en[2]!)) return `Show ${en[1]} ${ingForm(en[2]!, false)} ${en[3]}`;
  const de = DE_HOW.exec(sentence);
  if (de) {
    const [object, who] = DE_OBJECT[de[1]!.toLowerCase()]!;
    return `Zeigen Sie ${object} ${de[2]}, ${who} ${de[3]}`;
  }
  const nl = NL_HOW.exec(sentence);
  if (nl) {
    const neuter = /^(?:het|ons)$/iu.test(nl[1]!);
    const article = /^(?:onze|ons)$/iu.test(nl[1]!) ? (neuter ? 'het' : 'de') : nl[1]!.toLowerCase();
    return `Toon ${article} ${nl[2]} ${neuter ? 'dat' : 'die'} ${nl[3]}`;
  }
  if (BARE_HOW.test(sentence)) return sentence.replace(BARE_HOW, /^(?:z)/iu.test(sentence) ? 'Zeigen Sie ' : 'Toon ');
  const romance = ROMANCE_HOW.exec(sentence);
  return romance ? `${romance[1]} ${romanceArticle(romance[3]!, romance[4]!)}${romance[4]} ${ROMANCE_WHO[romance[2]!.toLowerCase()]} ${romance[5]}` : sentence;
}

/** What a request to show opens on once its "please" and "us" are gone. */
const REQUEST = /^(?:show|zeig|montre|filmez|muestr|muéstr|enseñ|mostr|fai vedere|inquadra|filma|filme|toon|laat)/iu;

export function plainDirection(sentence: string): string {
  const plain = howRequest(TO_US.reduce((s, [re, by]) => s.replace(re, by), sentence.trim().replace(PLEASE, '')));
  return plain !== sentence.trim() && REQUEST.test(plain) ? `${plain.charAt(0).toUpperCase()}${plain.slice(1)}` : sentence;
}
