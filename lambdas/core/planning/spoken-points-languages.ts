import { capitalise } from './brief-text';
import { isShortFeature } from './feature-lists';
import { lowerFirst, sentence, withoutStop } from './plan-context';

/**
 * A thin Spanish, French, German, Italian, Portuguese or Dutch brief's terse points said as copy
 * (issue 23), as spoken-points.ts says English ones: only grammar is added, and only where it is
 * safe without knowing the product's gender or declining an adjective. A line opening on a verb
 * the product does gets its name ("Kiwi garde l'eau fraîche 24 heures."), a line saying what it is
 * gets its name and "is" ("Nordlicht ist per App steuerbar.", "Kiwi est sans plastique."), a figure
 * and what it counts is what it has ("Tiene 40 horas de batería."), a feature is done with it ("Fija metas con
 * Ahorrín."); any other line is left as written.
 */

interface Grammar {
  /** "is" and "are". */
  is: readonly [string, string];
  /** What the product has: "Tiene 40 horas de batería" (a language that drops its subject), "Kiwi a 3 couleurs". */
  has: (name: string, plural: boolean, things: string) => string;
  /** Verbs, in the third person singular, a product's line opens on ("Garde l'eau fraîche…"); none a noun a line opens on ("Charge rapide", "Offre spéciale"). */
  verbs: RegExp;
  /** What a product is, as the line's first word: an adjective that does not decline, or "without". */
  quality: RegExp;
  /** Words a German or Dutch line opens on before the quality it ends on ("Per App steuerbar", "Met één tik dimbaar"). */
  how?: RegExp;
  /** A feature said as done with the product: "Fija metas con Ahorrín", "Mit Sparfuchs Ziele setzen". */
  doneWith?: (feature: string, name: string) => string;
  /** A line with a subject or finite verb of its own ("Nous livrons…", "Es regulable"): a sentence already, or someone else's. */
  said: RegExp;
}

/** A word with one of an adjective's endings ("regulable", "dimbaar") after three letters at least, so no noun ("table", "cable", "Gedicht") is one, or a listed one. */
const quality = (endings: string, listed: string) => new RegExp(`^(?:\\p{L}{3,}(?:${endings})|${listed})$`, 'iu');

/** Any of `alternatives` as a whole word. */
const word = (alternatives: string) => new RegExp(`(?<![\\p{L}’'])(?:${alternatives})(?![\\p{L}’'])`, 'iu');
/** A line opening on any of `alternatives`. */
const opening = (alternatives: string) => new RegExp(`^(?:${alternatives})(?![\\p{L}])`, 'iu');

const GRAMMARS: Readonly<Record<string, Grammar>> = {
  es: {
    doneWith: (f, n) => `${f} con ${n}`,
    is: ['es', 'son'],
    has: (_, p, t) => `${p ? 'Tienen' : 'Tiene'} ${t}`,
    verbs: opening('mantiene|conserva|dura|cabe|protege|funciona|filtra|mide|resiste|ofrece|incluye|ahorra|calienta|enfría|ilumina|muele|hierve|registra|avisa|sincroniza|controla|reduce|elimina|purifica|aguanta|alcanza|recorre|guarda|se pliega|se carga|se recarga|se regula|se conecta|se adapta|se limpia|se lava'),
    quality: quality('able|ible|ables|ibles', 'sin|liger[oa]s?|silencios[oa]s?|portátil(?:es)?|inalámbric[oa]s?|vegan[oa]s?|ecológic[oa]s?|compact[oa]s?|resistentes?|potentes?'),
    said: word('yo|tú|él|ella|nosotr[oa]s|ell[oa]s|usted(?:es)?|es|son|está|están|era|hay|tiene|tienen|nuestr[oa]s?|mis?|vuestr[oa]s?'),
  },
  fr: {
    doneWith: (f, n) => `${f} avec ${n}`,
    is: ['est', 'sont'],
    has: (n, p, t) => `${n} ${p ? 'ont' : 'a'} ${t}`,
    verbs: opening('garde|conserve|dure|tient|protège|fonctionne|résiste|inclut|pèse|économise|chauffe|refroidit|éclaire|moud|enregistre|synchronise|contrôle|réduit|élimine|purifie|se plie|se recharge|se règle|se connecte|s[’\']adapte|se nettoie|se lave|se range|se glisse|s[’\']allume'),
    quality: quality('able|ible|ables|ibles', 'sans|léger|légère|légers|légères|silencieux|silencieuse|étanche|végan|végane|écologique|compact|compacte'),
    said: word('je|tu|il|elle|nous|vous|ils|elles|on|est|sont|était|ont|c[’\']est|notre|nos|mon|ma|mes'),
  },
  de: {
    doneWith: (f, n) => `Mit ${n} ${f}`,
    is: ['ist', 'sind'],
    has: (n, p, t) => `${n} ${p ? 'haben' : 'hat'} ${t}`,
    verbs: opening('hält|lädt|passt|misst|filtert|schützt|läuft|spart|funktioniert|bietet|wiegt|dimmt|leuchtet|speichert|reinigt|zählt|mahlt|kocht|kühlt|wärmt|heizt|erinnert|verbindet|synchronisiert|faltet|liefert|begleitet|übersteht|reduziert|entfernt|lässt sich'),
    // Undeclined only ("leicht", never "leichte"): a declined adjective is a noun's ("Warmes Licht").
    quality: quality('bar|los|frei|dicht|sicher', 'ohne|leicht|leise|vegan|robust|kompakt'),
    how: /^(?:per|mit|über|dank|ganz|einfach|sofort|bis)$/iu,
    said: word('ich|du|er|sie|es|wir|ihr|ist|sind|war|hat|haben|wird|kann|unser|unsere|mein|meine'),
  },
  it: {
    doneWith: (f, n) => `${f} con ${n}`,
    is: ['è', 'sono'],
    has: (_, p, t) => `${p ? 'Hanno' : 'Ha'} ${t}`,
    verbs: opening('mantiene|conserva|dura|protegge|funziona|filtra|misura|resiste|offre|include|risparmia|riscalda|raffredda|illumina|macina|registra|sincronizza|controlla|riduce|elimina|purifica|entra|si piega|si ricarica|si regola|si collega|si adatta|si pulisce|si lava'),
    quality: quality('abile|ibile|abili|ibili', 'senza|legger[oaie]|silenzios[oaie]|portatil[ei]|vegan[oaie]|ecologic[oa]|compatt[oaie]|wireless'),
    said: word('io|tu|lui|lei|noi|voi|loro|è|sono|era|ha|hanno|nostr[oaie]|mi[oae]|miei'),
  },
  pt: {
    doneWith: (f, n) => `${f} com ${n}`,
    is: ['é', 'são'],
    has: (_, p, t) => `${p ? 'Têm' : 'Tem'} ${t}`,
    verbs: opening('mantém|conserva|dura|protege|funciona|filtra|mede|resiste|oferece|inclui|poupa|aquece|arrefece|esfria|ilumina|carrega|mói|regista|registra|sincroniza|controla|reduz|elimina|purifica|cabe|dobra-se|regula-se|liga-se|adapta-se|limpa-se'),
    quality: quality('ável|ível|áveis|íveis', 'sem|leves?|silencios[oa]s?|portáte?is|portátil|vegan[oa]s?|ecológic[oa]s?|compact[oa]s?'),
    said: word('eu|tu|ele|ela|nós|você|vocês|eles|elas|é|são|está|estão|era|tem|têm|há|noss[oa]s?|meu|minha|meus|minhas'),
  },
  nl: {
    is: ['is', 'zijn'],
    has: (n, p, t) => `${n} ${p ? 'hebben' : 'heeft'} ${t}`,
    verbs: opening('houdt|bewaart|laadt|past|meet|filtert|beschermt|werkt|biedt|weegt|dimt|verlicht|reinigt|maalt|kookt|koelt|verwarmt|verbindt|synchroniseert|vouwt|gaat|blijft|bespaart|zuivert'),
    // Undeclined only ("dimbaar", never "dimbare"); "licht" is as often the noun.
    quality: quality('baar|loos|vrij|dicht|bestendig', 'zonder|stil|compact|veganistisch|duurzaam'),
    how: /^(?:via|met|in|heel|zeer|gewoon|eenvoudig)$/iu,
    said: word('ik|jij|je|u|hij|zij|ze|wij|we|jullie|is|zijn|was|heeft|hebben|wordt|ons|onze|mijn'),
  },
};

/** Units of time and measure: a figure of one alone ("24 heures", "200 g") is no feature to come with. */
const UNIT = /^(?:horas?|minutos?|segundos?|días?|dias?|semanas?|mes(?:es)?|años?|anos?|heures?|minutes?|secondes?|jours?|semaines?|mois|ans?|années?|stunden?|minuten?|sekunden?|tage?|wochen?|monate?|jahre?|or[ae]|minuti|secondi|giorni|settimane|mesi|anni|uur|seconden|dagen|weken|maanden|jaar|g|kg|km|m|cm|mm|l|ml|w|mah|gb|tb|%)$/iu;
/** How often ("10 minutos al día", "2 Mal pro Woche"): whose figure that is, the brief does not say. */
const FREQUENCY = word('por|par|pro|per|al|am|a|ao|à|alla|cada|chaque|jeden|jede|ogni|todos|elke|mal|fois|veces|volte|vezes|keer');
/** The longest figure-and-noun line said with "with", as in English. */
const NOUN_PHRASE_WORDS = 6;

/** "40 horas de batería", "24 Stunden Akku", "3 niveaux de lumière": a figure and what it counts, no more. */
function isCounted(text: string, language: string): boolean {
  const [figure = '', ...rest] = text.split(/\s+/u);
  if (!/^\d[\d.,]*$/u.test(figure) || rest.length === 0 || rest.length >= NOUN_PHRASE_WORDS || FREQUENCY.test(text)) return false;
  if (rest.length === 1 && UNIT.test(rest[0]!)) return false;
  // German declines an adjective after "mit" ("3 warme Stufen" → "mit 3 warmen Stufen"): nouns and units only.
  return language !== 'de' || rest.every((w) => /^\p{Lu}/u.test(w) || UNIT.test(w));
}

/** `point` said in `language` as a sentence about the product `name`; undefined when it is left as written. */
export function spokenPointIn(point: string, name: string, plural: boolean, language: string): string | undefined {
  const grammar = GRAMMARS[language.slice(0, 2).toLowerCase()];
  const text = withoutStop(point).trim();
  if (!grammar || !text || text.startsWith(name) || grammar.said.test(text)) return undefined;
  const subject = capitalise(name);
  if (!plural && grammar.verbs.test(text)) return sentence(`${subject} ${lowerFirst(text)}`);
  const words = text.split(/\s+/u);
  if (grammar.quality.test(words[0]!) || (grammar.how?.test(words[0]!) && grammar.quality.test(words.at(-1)!))) return sentence(`${subject} ${grammar.is[plural ? 1 : 0]} ${lowerFirst(text)}`);
  // What it has, said as a sentence ("Tiene 40 horas de batería.", "Nordlicht hat 40 Stunden Akku."), never "Con …" alone.
  if (isCounted(text, language)) return sentence(grammar.has(subject, plural, text));
  // A feature is done with the product ("Fija metas con Ahorrín.", "Mit Sparfuchs Ziele setzen.").
  if (grammar.doneWith && isShortFeature(text, language)) return sentence(grammar.doneWith(text, subject));
  return undefined;
}
