/**
 * A line of a non-English brief that says someone doing something ("Unser Bäcker holt jeden Morgen
 * um 6 Uhr Brezeln aus dem Ofen.", "Um cliente recebe um café com leite.", "Een klant krijgt een
 * koffie die …"): who acts, a possessive or an article and their noun, then a verb that is no copula
 * ("Unser Kaffee ist frisch" claims, it shows nothing). Its picture is its main clause, less the
 * clock times and durations a generation model would draw as garbled digits. Pure string work.
 */

const WHO: Readonly<Record<string, RegExp>> = {
  de: /^(?:[Uu]nser|[Uu]nsere|[Ee]in|[Ee]ine)\s+\p{Lu}[\p{L}-]+\s+(?!(?:ist|sind|war|wird|werden|hat|haben|kann|darf)(?![\p{L}]))\p{Ll}/u,
  fr: /^(?:notre|nos|un|une)\s+[\p{L}-]+\s+(?!(?:qui|est|sont|a|ont|peut|de|du|des|à)(?![\p{L}]))\p{Ll}/iu,
  es: /^(?:nuestro|nuestra|nuestros|nuestras|un|una)\s+[\p{L}-]+\s+(?!(?:que|es|son|está|están|ha|han|puede|de|del)(?![\p{L}]))\p{Ll}/iu,
  it: /^(?:il nostro|la nostra|i nostri|le nostre|un|uno|una|un['’])\s*[\p{L}-]+\s+(?!(?:che|è|sono|ha|hanno|può|di|del|della)(?![\p{L}]))\p{Ll}/iu,
  pt: /^(?:o nosso|a nossa|os nossos|as nossas|nosso|nossa|um|uma)\s+[\p{L}-]+\s+(?!(?:que|é|são|está|estão|tem|têm|pode|de|do|da)(?![\p{L}]))\p{Ll}/iu,
  nl: /^(?:onze|ons|een)\s+[\p{L}-]+\s+(?!(?:die|dat|is|zijn|was|heeft|hebben|kan|van)(?![\p{L}]))\p{Ll}/iu,
};

/** "um 6 Uhr", "à 6 heures", "a las 6", "alle 6", "às 6h", "om 7 uur", "en 30 minutos", "in 20 minuti". */
const CLOCK = /\s+(?:um|ab|gegen|in|à|dès|en|a las|desde las|alle|dalle|às|em|om|vanaf|binnen)\s+\d+(?:[:.h]\d+)?\s*(?:uhr|heures?|h|horas?|uur|ore|minuten|minutes|minutos|minuti|min)?(?![\p{L}\p{N}])/giu;

export function statedAction(line: string, language: string): string | undefined {
  const who = WHO[language.toLowerCase().split(/[-_]/u)[0]!];
  const main = line.trim().split(/[,;:.!?]/u)[0]!.replace(CLOCK, '').trim();
  return who?.test(main) && !/\p{N}/u.test(main) ? main : undefined;
}
