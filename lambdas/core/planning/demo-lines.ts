import { primaryLanguage } from '../presets';

/**
 * What a training says over the picture of a step its card or its own line has said already: that
 * this is how it is done, in words that vary from step to step, never the step again (a step is
 * said once). They claim nothing of the task; the plan says them only in time its own lines leave.
 */
const DEMO_LINES: Readonly<Record<string, readonly string[]>> = {
  en: ['Here is what that looks like.', 'Watch how it’s done.', 'Take a close look.', 'This is how it looks in practice.'],
  es: ['Así se hace.', 'Fíjate bien en cómo se hace.', 'Mira con atención.', 'Así queda en la práctica.'],
  fr: ['Voici à quoi cela ressemble.', 'Regardez bien comment faire.', 'Observez attentivement.', 'Voilà ce que cela donne en pratique.'],
  de: ['So sieht das aus.', 'Schauen Sie genau hin.', 'So wird es gemacht.', 'So sieht das in der Praxis aus.'],
  it: ['Ecco come si fa.', 'Guarda bene come si fa.', 'Osserva con attenzione.', 'Ecco come appare in pratica.'],
  pt: ['Veja como se faz.', 'Repare bem em como se faz.', 'Observe com atenção.', 'É assim que fica na prática.'],
  nl: ['Zo ziet dat eruit.', 'Kijk goed hoe het moet.', 'Let goed op.', 'Zo ziet het er in de praktijk uit.'],
};

/** The line over step `index`'s picture in `language`; a language without its own lines keeps its phrasebook's one (`fallback`). */
export function demoLine(language: string, index: number, fallback: string): string {
  const lines = DEMO_LINES[primaryLanguage(language)];
  return lines ? lines[index % lines.length]! : fallback;
}
