import { unspacedTrainingHeading } from './unspaced-training-headings';

/**
 * How trainers head a brief (issue 23): "60-second training for call centre agents on handling an
 * angry customer: …", "30-second training for office staff: keep customer data safe.", "Training:
 * forklift safety for warehouse staff", "Forklift safety training for warehouse staff", and the same
 * in German, French, Spanish, Italian and Portuguese ("60-Sekunden-Schulung für Lagerpersonal: Staplersicherheit",
 * "Formation de 30 secondes pour le personnel de bureau : protéger les données clients",
 * "Formación sobre seguridad con carretillas para el personal de almacén") and Dutch ("Training voor
 * nieuwe obers"). The heading gives the
 * video's topic and its audience, never its length (Japanese, Chinese and Korean:
 * unspaced-training-headings.ts). Pure string work; never throws.
 */

export interface TrainingHeading {
  /** What the video teaches, as the brief words it: "forklift safety", "handling an angry customer". */
  topic?: string;
  /** Who it is for: "call centre agents". */
  audience?: string;
}

interface HeadingWords {
  /** The video's length, wherever the heading says it ("60-second ", "60-Sekunden-", " de 30 secondes"). */
  length: RegExp;
  /** The format word, with what kind of video it is. */
  format: string;
  /** The word before the audience. */
  for: string;
  /** The words before the topic. */
  on: string;
  /** The topic may follow the format word bare ("Formation sécurité incendie pour …"). */
  bare: boolean;
}

const HEADINGS: Readonly<Record<string, HeadingWords>> = {
  en: {
    length: /(?:^|(?<=\s))(?:(?:a|an|one|our)\s+)?(?:\d+|one|two|three|five|ten)[\s-]*(?:seconds?|secs?|s|minutes?|mins?)(?:[\s-]+long)?[\s-]+/giu,
    format: '(?:training|tutorial|course|lesson|induction|onboarding|refresher|briefing|walkthrough|guide|video)(?:\\s+(?:video|clip|film|module|session|course))?',
    for: 'for',
    on: '(?:on|about|covering)',
    bare: false,
  },
  de: {
    length: /^(?:(?:ein|eine)\s+)?\d+[\s-]*(?:sekunden|minuten)(?:-|\s+)|\s*\(\d+\s*(?:sekunden|minuten)\)/giu,
    format: '(?:schulungsvideo|schulung|unterweisung|einweisung|einarbeitung|onboarding-?video|onboarding|trainingsvideo|training|lernvideo|tutorial)',
    for: 'für',
    on: '(?:zum|zur|zu|über)',
    bare: true,
  },
  fr: {
    length: /^\d+\s*(?:secondes|minutes)\s+(?:de\s+)?|\s+(?:de|d['’])\s*\d+\s*(?:secondes?|minutes?)(?![\p{L}])/giu,
    format: "(?:(?:vidéo|module)\\s+(?:de\\s+|d['’]\\s*)(?:formation|intégration|onboarding)|formation(?:\\s+vidéo)?|tutoriel|intégration|onboarding)",
    for: '(?:pour|à destination d(?:es|u)|destinée? aux?)',
    on: '(?:sur|à propos de|concernant|consacrée? à|à la|au|aux|à)',
    bare: true,
  },
  es: {
    length: /^\d+\s*(?:segundos|minutos)\s+(?:de\s+)?|\s+de\s+\d+\s*(?:segundos?|minutos?)(?![\p{L}])/giu,
    format: '(?:v[íi]deo\\s+de\\s+(?:formación|capacitación|entrenamiento|inducción|onboarding)|formación|capacitación|entrenamiento|inducción|onboarding|tutorial|curso)',
    for: 'para',
    on: '(?:sobre|acerca de|en)',
    bare: true,
  },
  it: {
    length: /^\d+\s*(?:secondi|minuti)\s+(?:di\s+)?|\s+di\s+\d+\s*(?:secondi|minuti)(?![\p{L}])/giu,
    format: '(?:video\\s+di\\s+(?:formazione|addestramento|inserimento|onboarding)|formazione|addestramento|inserimento|onboarding|corso|tutorial)',
    for: 'per',
    on: "(?:sull['’]|sulla|sul|sullo|sugli|sulle|sui|su)",
    bare: true,
  },
  pt: {
    length: /^\d+\s*(?:segundos|minutos)\s+(?:de\s+)?|\s+de\s+\d+\s*(?:segundos|minutos)(?![\p{L}])/giu,
    format: '(?:v[íi]deo\\s+de\\s+(?:formação|treinamento|capacitação|integração|onboarding)|formação|treinamento|capacitação|integração|onboarding|tutorial|curso)',
    for: 'para',
    on: '(?:sobre|acerca de)',
    bare: true,
  },
  nl: {
    length: /^(?:een\s+)?\d+[\s-]*(?:seconden|minuten)[\s-]+|\s+van\s+\d+\s*(?:seconden|minuten)(?![\p{L}])/giu,
    format: '(?:(?:trainings|instructie|opleidings)(?:video|filmpje)|training|opleiding|instructie|cursus|inwerkvideo|tutorial)',
    for: 'voor',
    on: '(?:over|rond)',
    bare: true,
  },
};

/** Words that say what kind of training it is, not what it teaches ("Short training for …"). */
const NO_TOPIC = /^(?:(?:please|make|create|produce|need|want|we|i|a|an|the|our|short|quick|brief|new|starters?|hires?|joiners?|mandatory|annual|online|internal|staff|team|employee|kurze?s?|neue?s?|courte|nouvelle|corta|breve|nueva|la|le|el|une?|eine?|una|uno|uma|um|il|lo|een|korte|nieuwe|het|de)(?:\s+|$))+$/iu;

/** What follows the heading's colon is its topic when it is a short phrase, not a list of steps. */
const isTopicPhrase = (text: string) => text.split(/\s+/).length <= 8 && !/[,;]/.test(text) && !/^(?:\(?\d|[-*•–])/.test(text);

/** The heading of a training brief, in its first sentence or line; {} when it has none. */
export function trainingHeading(firstSentence: string, language: string): TrainingHeading {
  const words = HEADINGS[language];
  if (!words) return unspacedTrainingHeading(firstSentence, language);
  const [lead, after] = splitHeading(firstSentence.trim().replace(/[.!。！]+$/u, ''));
  // A bare topic cannot open on the audience's word; where none is allowed, its group never matches.
  const bare = `|\\s+(?!${words.bare ? `${words.for}\\s` : ''})(.+?)`;
  // The format word is found first at the start: "Vídeo de formación para …" is the format whole, no topic "Vídeo de".
  const heading = new RegExp(
    `^(?:(.+?)[\\s-]+)??${words.format}(?:\\s+${words.on}\\s+(.+?)${bare})?(?:\\s+${words.for}\\s+(.+?))?(?:\\s+(${words.on}\\s+.+?))?$`,
    'iu',
  ).exec(spaceElisions(lead).replace(words.length, ' ').replace(/\s+/g, ' ').trim());
  if (!heading) return {};
  const [, before, named, bareTopic, audience, onAbout] = heading;
  const about = onAbout?.replace(new RegExp(`^${words.on}\\s+`, 'iu'), '');
  const own = [named, bareTopic, about, before].find((t) => t !== undefined && !NO_TOPIC.test(t.trim()) && !/\d/.test(t));
  if (after !== undefined) {
    // "Training: forklift safety for warehouse staff" names its audience after its topic.
    const split = audience === undefined ? new RegExp(`^(.+?)\\s+${words.for}\\s+(.+)$`, 'iu').exec(after) : null;
    // "Training for staff on the shop floor: greeting customers": what follows "on" was the audience's.
    const [topic, who] = split ? [split[1]!, split[2]] : [after, audience && onAbout ? `${audience} ${onAbout}` : audience];
    if (isTopicPhrase(topic)) return present({ topic, audience: who });
  }
  return present({ topic: own, audience });
}

/** "sull’uso del transpallet": the elided "on" stands apart from its topic, as the heading's words expect. */
const spaceElisions = (text: string) => text.replace(/(?<=(?:^|\s)sull['’])(?=\p{L})/giu, ' ');

/** The heading before its colon or dash, and what follows it. */
function splitHeading(sentence: string): [string, string | undefined] {
  const at = /\s*(?:[:：]|\s[–—-])\s*/u.exec(sentence);
  return at ? [sentence.slice(0, at.index), sentence.slice(at.index + at[0].length).trim() || undefined] : [sentence, undefined];
}

/** The heading's parts that say something. */
function present(heading: TrainingHeading): TrainingHeading {
  const trim = (t: string | undefined) => t?.trim() || undefined;
  const [topic, audience] = [trim(heading.topic), trim(heading.audience)];
  return { ...(topic ? { topic } : {}), ...(audience ? { audience } : {}) };
}
