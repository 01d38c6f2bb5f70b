import { splitScript } from './narration-fit';
import { primaryLanguage } from '../presets';

/**
 * Two things a product has, said one after the other in a scene ("Nordlicht hat 40 Stunden Akku.
 * Nordlicht hat 3 Lichtstufen.", "It has ceramic burrs. It has a quiet motor."), are one sentence
 * as a copywriter writes it: "Nordlicht hat 40 Stunden Akku und 3 Lichtstufen." Pure string work.
 */

/** "Has" in the planner's languages, as spoken-points.ts says what a product has, and "and". */
const HAS: Readonly<Record<string, readonly [has: RegExp, and: string]>> = {
  en: [/^(?:has|have)$/u, 'and'],
  es: [/^(?:Tiene|Tienen)$/u, 'y'],
  fr: [/^(?:a|ont)$/u, 'et'],
  de: [/^(?:hat|haben)$/u, 'und'],
  it: [/^(?:Ha|Hanno)$/u, 'e'],
  pt: [/^(?:Tem|Têm)$/u, 'e'],
  nl: [/^(?:heeft|hebben)$/u, 'en'],
};

/** The words up to and including its "has" verb, when the sentence opens on what has it (a name or "It") or on the verb. */
function hasPrefix(sentence: string, has: RegExp): string | undefined {
  const words = sentence.split(/\s+/u);
  const at = words.findIndex((w, i) => i <= 3 && has.test(w));
  const opening = words.slice(0, Math.max(at, 0));
  return at >= 0 && at < words.length - 1 && opening.every((w) => /^\p{Lu}|^&$/u.test(w)) ? words.slice(0, at + 1).join(' ') : undefined;
}

/** `script` with each run of sentences saying what the same thing has joined into one. */
export function joinedHaves(script: string, language: string): string {
  const [has, and] = HAS[primaryLanguage(language)] ?? [];
  if (!has || !and) return script;
  const sentences = splitScript(script);
  const out: string[] = [];
  for (const s of sentences) {
    const prev = out.at(-1);
    const prefix = hasPrefix(s, has);
    if (prev && prefix && hasPrefix(prev, has) === prefix) {
      const stop = /[.!]$/u.exec(s)?.[0] ?? '.';
      out[out.length - 1] = `${prev.replace(/[.!]$/u, '')} ${and} ${s.slice(prefix.length + 1).replace(/[.!]$/u, '')}${stop}`;
    } else out.push(s);
  }
  return out.join(' ');
}
