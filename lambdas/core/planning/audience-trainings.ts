import { primaryLanguage } from '../presets';

/**
 * A training whose heading names who it is for and nothing it teaches ("45-second training for new
 * hotel receptionists: greeting guests, …"), titled and introduced by its audience and its steps
 * (issue 23): "4 steps for new hotel receptionists", "This short training is for new hotel
 * receptionists.", never "This short training covers training for …". The audience is said as the
 * heading writes it ("les nouveaux serveurs", "neue Kassierer"), after the heading's own word for
 * "for". Pure string work.
 */
interface AudienceWords {
  /** The title with the steps' count: "4 steps for new hotel receptionists". */
  steps(count: number, audience: string): string;
  /** The title without steps to count. */
  title(audience: string): string;
  /** The intro's line. */
  intro(audience: string): string;
}

const WORDS: Readonly<Record<string, AudienceWords>> = {
  en: { steps: (n, a) => `${n} steps for ${a}`, title: (a) => `Training for ${a}`, intro: (a) => `This short training is for ${a}.` },
  fr: { steps: (n, a) => `${n} étapes pour ${a}`, title: (a) => `Formation pour ${a}`, intro: (a) => `Une courte formation pour ${a}.` },
  de: { steps: (n, a) => `${n} Schritte für ${a}`, title: (a) => `Schulung für ${a}`, intro: (a) => `Eine kurze Schulung für ${a}.` },
  es: { steps: (n, a) => `${n} pasos para ${a}`, title: (a) => `Formación para ${a}`, intro: (a) => `Una breve formación para ${a}.` },
  it: { steps: (n, a) => `${n} passaggi per ${a}`, title: (a) => `Formazione per ${a}`, intro: (a) => `Una breve formazione per ${a}.` },
  pt: { steps: (n, a) => `${n} passos para ${a}`, title: (a) => `Formação para ${a}`, intro: (a) => `Uma breve formação para ${a}.` },
  nl: { steps: (n, a) => `${n} stappen voor ${a}`, title: (a) => `Training voor ${a}`, intro: (a) => `Een korte training voor ${a}.` },
};

/** The title of a training for `audience` with `steps` steps, or undefined in a language without these words. */
export function audienceTitle(audience: string, steps: number, language: string): string | undefined {
  const words = WORDS[primaryLanguage(language)];
  const title = words && (steps >= 2 ? words.steps(steps, audience) : words.title(audience));
  return title && `${title.charAt(0).toUpperCase()}${title.slice(1)}`;
}

/** The intro's line of a training for `audience`, or undefined in a language without these words. */
export function audienceIntro(audience: string, language: string): string | undefined {
  return WORDS[primaryLanguage(language)]?.intro(audience);
}
