/**
 * Events a brief advertises ("the grand opening of Crumb & Co.", "Solmar's summer sale"): the
 * event is what happens, the business or product after it is the subject. Without this a hook
 * reads "Meet grand opening of Crumb & Co." Pure string work; never throws.
 */

export type EventKind = 'opening' | 'launch' | 'sale' | 'open-day' | 'anniversary' | 'webinar';

export interface BriefEvent {
  kind: EventKind;
  /** The event in the brief's words: "grand opening", "summer sale", "10th anniversary". */
  name: string;
}

/** Event words per kind, in the languages the planner reads (matched whole-word, case-insensitively). */
const EVENT_WORDS: Readonly<Record<EventKind, readonly string[]>> = {
  opening: [
    'grand opening', 'grand reopening', 'opening', 'reopening', 'ouverture', 'grande ouverture', 'inauguration', 'réouverture', 'eröffnung',
    'neueröffnung', 'große eröffnung', 'wiedereröffnung', 'inauguración', 'gran inauguración', 'apertura', 'gran apertura', 'reapertura',
    'inaugurazione', 'grande apertura', 'riapertura', 'inauguração', 'grande inauguração', 'reabertura', 'grote opening', 'heropening',
  ],
  launch: ['launch', 'relaunch', 'lancement', 'markteinführung', 'einführung', 'lanzamiento', 'lancio', 'lançamento', 'lancering'],
  sale: [
    '(?!(?:for|on)\\s)[\\p{L}-]+ sale', 'sale', 'clearance', 'soldes', 'ausverkauf', 'schlussverkauf', 'rebajas', 'saldi', 'liquidação', 'liquidacion', 'uitverkoop',
  ],
  'open-day': ['open day', 'open house', 'portes ouvertes', 'journée portes ouvertes', 'tag der offenen tür', 'jornada de puertas abiertas', 'puertas abiertas', 'giornata a porte aperte', 'open dag'],
  anniversary: ['\\d+(?:st|nd|rd|th) anniversary', '\\d+(?:st|nd|rd|th) birthday', 'anniversary', 'anniversaire', 'jubiläum', 'aniversario', 'anniversario', 'aniversário', 'jubileum'],
  // Not "workshop", "atelier", "taller": those are places as often as events.
  webinar: ['webinar', 'live webinar', 'webinaire', 'seminario web', 'masterclass', 'livestream'],
};

/** Words joining the event to its subject: "of", "de", "von", "di"… */
const JOINS = 'of|for|at|by|with|de|du|des|d’|d\'|chez|von|vom|der|bei|im|del|di|della|dello|da|do|na|no|van|bij';

const alternation = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const ALL_WORDS = alternation(Object.values(EVENT_WORDS).flat());

const DETERMINERS = 'the|our|a|an|my|your|this|la|le|l’|l\'|el|die|der|das|il|lo|o|de|unser|unsere|nuestra|nuestro|notre|nostro|nossa|nosso|ons|onze';
/** "the grand opening of Crumb & Co", "la inauguración de la Panadería Sol". */
const EVENT_FIRST = new RegExp(`^(?:(?:${DETERMINERS})\\s+)?(${ALL_WORDS})\\s+(?:${JOINS})\\s*(.+)$`, 'iu');
/** "our 10th anniversary": the event alone, its subject the brand. */
const EVENT_ALONE = new RegExp(`^(?:(?:${DETERMINERS})\\s+)?(${ALL_WORDS})$`, 'iu');
/** "Crumb & Co.'s grand opening", "Solmar summer sale". */
const EVENT_LAST = new RegExp(`^(.+?)(?:['’]s)?\\s+(${ALL_WORDS})$`, 'iu');

/** The event a phrase names and its real subject, or undefined when it names none. */
export function findEvent(phrase: string): { event: BriefEvent; subject?: string } | undefined {
  const text = phrase.trim();
  const alone = EVENT_ALONE.exec(text);
  if (alone) return { event: eventOf(alone[1]!)! };
  const first = EVENT_FIRST.exec(text);
  const last = first ? null : EVENT_LAST.exec(text);
  const name = first?.[1] ?? last?.[2];
  const subject = (first?.[2] ?? last?.[1])?.trim();
  // "a car for sale" sells a car: a subject ending on a preposition is no subject.
  if (!name || !subject || !/[\p{L}\p{N}]/u.test(subject) || new RegExp(`\\s(?:${JOINS})$`, 'iu').test(subject)) return undefined;
  const event = eventOf(name);
  return event && { event, subject };
}

function eventOf(name: string): BriefEvent | undefined {
  const kind = (Object.keys(EVENT_WORDS) as EventKind[]).find((k) => new RegExp(`^(?:${alternation(EVENT_WORDS[k])})$`, 'iu').test(name));
  return kind && { kind, name: name.toLowerCase() };
}
