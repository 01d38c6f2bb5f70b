/**
 * A free trial the brief offers with no call to action of its own ("Set goals, get alerts, free for
 * 30 days.") is the call: "Try Pocketwise free for 30 days.", "Prueba Pocketwise gratis 30 días.",
 * "Testen Sie Pocketwise 30 Tage kostenlos." (issue 23), rather than the offer said on its own and
 * a stock "Try Pocketwise today." after it. The brief's words for the trial are kept whole.
 */

/** A period of time, in figures or words, in the languages the planner writes. */
const PERIOD = String.raw`(?:\d+|a|an|one|two|three|four|un|une|una|uno|ein|eine|einen|um|uma|een)\s+(?:days?|weeks?|months?|días?|semanas?|mes(?:es)?|jours?|semaines?|mois|tage?n?|wochen?|monate?n?|giorni|settimane?|mesi|mese|dias?|mês|meses|dagen|weken|maanden?)`;
/** Free, in those languages. */
const FREE = String.raw`(?:free|gratis|gratuit(?:e|ement|s|es)?|offerts?|offertes?|kostenlos|gratuit[oa]s?|grátis)`;

/** "free for 30 days", "30 days free", "free trial", "gratis durante 30 días", "30 Tage kostenlos", "30 jours offerts". */
const TRIAL = new RegExp(`^(?:${FREE}(?:\\s+(?:for|durante|por|pendant|per|für|voor))?\\s+${PERIOD}|${PERIOD}\\s+(?:${FREE}|(?:free )?trial)|(?:a\\s+)?(?:\\d+-(?:day|week|month)\\s+)?free trial|${FREE})$`, 'iu');

/**
 * A trial named as one ("30-day free trial", "prueba gratuita de 30 días", "essai gratuit de 30 jours",
 * "30-tägige kostenlose Testphase", "prova gratuita di 30 giorni", "teste grátis de 30 dias", "gratis
 * proefperiode van 30 dagen") is started, as a software advert closes: "Start your 30-day free trial of
 * LedgerLite.".
 */
const NAMED_TRIAL = /^(?:a\s+|an\s+|une?\s+|una?\s+|eine\s+)?(?:\S+\s+)?(?:free trial|prueba gratuita|essai gratuit|kostenlose (?:testphase|testversion)|prova gratuita|teste gr[aá]tis|gratis proefperiode)(?:\s+(?:de|di|van)\s+\d+\s+\p{L}+)?$/iu;

/** How each language asks the viewer to start a trial it names, of the product named. */
const START: Readonly<Record<string, (name: string, trial: string) => string>> = {
  en: (n, t) => `Start your ${t.replace(/^an?\s+/iu, '')} of ${n}`,
  es: (n, t) => `Empieza tu ${t.replace(/^una?\s+/iu, '')} con ${n}`,
  fr: (n, t) => `Commencez votre ${t.replace(/^une?\s+/iu, '')} avec ${n}`,
  de: (n, t) => `Starten Sie Ihre ${t.replace(/^eine\s+/iu, '')} mit ${n}`,
  it: (n, t) => `Inizia la tua ${t.replace(/^una?\s+/iu, '')} con ${n}`,
  pt: (n, t) => `Comece seu ${t.replace(/^uma?\s+/iu, '')} com ${n}`,
  nl: (n, t) => `Start je ${t.replace(/^een\s+/iu, '')} met ${n}`,
};

/** How each language asks the viewer to try something named. */
const TRY: Readonly<Record<string, (name: string, trial: string) => string>> = {
  en: (n, t) => `Try ${n} ${/trial$/iu.test(t) ? `with a ${t.replace(/^a\s+/iu, '')}` : t}`,
  es: (n, t) => `Prueba ${n} ${t}`,
  fr: (n, t) => `Essayez ${n} ${t.replace(/^gratuit(?:e|s|es)?(?![\p{L}])/iu, 'gratuitement')}`,
  de: (n, t) => `Testen Sie ${n} ${t}`,
  it: (n, t) => `Prova ${n} ${t}`,
  pt: (n, t) => `Experimente ${n} ${t}`,
  nl: (n, t) => `Probeer ${n} ${t}`,
};

/** The call to try `name` for the free trial `offer` gives, in `language`; undefined when the offer is none. */
export function trialCall(offer: string, name: string, language: string): string | undefined {
  const trial = offer.trim().replace(/[.!]+$/u, '');
  const lang = language.slice(0, 2).toLowerCase();
  const said = `${trial.charAt(0).toLowerCase()}${trial.slice(1)}`;
  const start = START[lang];
  if (start && NAMED_TRIAL.test(trial)) return start(name, said);
  const say = TRY[lang];
  return say && TRIAL.test(trial) ? say(name, said) : undefined;
}
