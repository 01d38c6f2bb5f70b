/**
 * An occasion held again and again (a Saturday market, a weekly quiz), in the six languages the
 * planner reads occasions in: "every Saturday", "on Sundays", "weekly", "le samedi", "tous les
 * dimanches", "los sábados", "cada domingo", "samstags", "jeden Freitag", "ogni sabato", "aos
 * sábados". Such an occasion has no one date to save. Pure string work.
 */

const EN_DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const ES_PT_DAYS = 'lunes|martes|miércoles|jueves|viernes|sábados?|domingos?|segundas?(?:-feiras?)?|terças?(?:-feiras?)?|quartas?(?:-feiras?)?|quintas?(?:-feiras?)?|sextas?(?:-feiras?)?';
const FR_DAYS = 'lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?';
const DE_DAYS = 'montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag';
const IT_DAYS = 'lunedì|martedì|mercoledì|giovedì|venerdì|sabato|sabati|domenica|domeniche';
const PERIODS = 'day|tag|giorno|jour|día|dia|week|weekend|month|semana|fin de semana|mes|semaine|week-end|mois|woche|wochenende|monat|settimana|fine settimana|mese|mês';

const RECURRING = new RegExp(
  [
    `(?:every|each|cada|chaque|jede[nrs]?|ogni|todos?\\s+(?:os|as|los|las)|todas?\\s+(?:os|as|los|las)|tous\\s+les|toutes\\s+les|tutti\\s+i|tutte\\s+le)\\s+(?:other\\s+)?(?:${EN_DAYS}|${ES_PT_DAYS}|${FR_DAYS}|${DE_DAYS}|${IT_DAYS}|${PERIODS})`,
    `(?:on|los|aos|às|nas)\\s+(?:${EN_DAYS}s|${ES_PT_DAYS})`,
    // "le samedi à Nantes" is every Saturday; "le samedi 14 juin" one day.
    `(?:le|il)\\s+(?:${FR_DAYS}|${IT_DAYS})(?!\\s+\\d)`,
    `(?:${EN_DAYS})s(?=\\s+(?:from|at|in|\\d))`,
    '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\\s+to\\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?',
    '(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|werk)s',
    'weekly|fortnightly|monthly|semanal(?:mente)?|mensual|hebdomadaire|mensuel(?:le)?|wöchentlich|monatlich|settimanale|mensile|quinzenal|mensal',
  ].join('|'),
  'iu',
);
const WHOLE = new RegExp(`(?<![\\p{L}])(?:${RECURRING.source})(?![\\p{L}])`, 'iu');

/** The text says the occasion is held every week, day or month, or on a weekday each week. */
export function isRecurring(text: string): boolean {
  return WHOLE.test(text);
}
