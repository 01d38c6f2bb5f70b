/**
 * Ways of saying "always open" ("rund um die Uhr", "around the clock", "24/7", "24 heures sur 24", "dag en
 * nacht"): said as they are, but never pictured, for their clock ("Uhr"), day or night is no thing in the
 * shot. Pure string work.
 */
const ALWAYS_OPEN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[
    // English
    'a?round the clock', '24/7', '24 ?(?:hours|hrs) a day', '(?:24 hours|all day), (?:7|seven) days a week', 'day and night', 'night and day', '365 days a year',
    // Spanish, Portuguese
    'a toda hora', 'a todas horas', '(?:las )?24 horas(?: (?:al|del|por) día| por dia| do dia)?', 'día y noche', 'dia e noite', 'a qualquer hora', '365 días al año', '365 dias por ano',
    // French
    '24 ?h(?:eures)? ?(?:sur|/) ?24', '7 ?j(?:ours)? ?(?:sur|/) ?7', 'jour et nuit', 'nuit et jour', 'à toute heure',
    // German
    'rund um die Uhr', 'Tag und Nacht', '24 Stunden(?: am Tag| täglich)?', '365 Tage im Jahr',
    // Italian
    '24 ore su 24', '24 ore al giorno', '7 giorni su 7', 'giorno e notte', 'notte e giorno', 'a qualsiasi ora', 'h24',
    // Dutch
    'dag en nacht', 'de klok rond', '24 uur per dag', '24 uur', '7 dagen per week',
  ].join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** What is left of "open around the clock": being open, which is nothing to picture either. */
const OPEN_ONLY = /^(?:(?:we(?:['’]re| are)|wir sind|nous sommes|estamos|siamo|estamos|wij zijn|we zijn)\s+)?(?:open|geöffnet|offen|ouverts?|ouvertes?|abiert[oa]s?|apert[oaie]|abert[oa]s?|geopend)(?:\s+(?:for you|für sie|pour vous|para (?:ti|usted|si|você)|per te|per voi|voor (?:u|je|jou)))?$/iu;

/** `text` without its ways of saying "always open" and what they leave hanging ("Notdienst rund um die Uhr" → "Notdienst", "Open 24/7" → ""). */
export function withoutAlwaysOpen(text: string): string {
  const left = text
    .replace(ALWAYS_OPEN, ' ')
    .replace(/\s+(?=[,;.!?])/g, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;]+|[\s,;]+$/g, '')
    .replace(/,(?=[,.!?])/g, '');
  return OPEN_ONLY.test(left.replace(/[.!?]+$/, '')) ? '' : left;
}
