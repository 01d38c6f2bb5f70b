import { isOffer } from './brief-facts';
import { IN_WORDS, NUMBER_WORDS, SEQUENCE_WORDS, STEP_WORDS, STEPS_WORDS } from './lexicon';
import { inlineStepLabels } from './step-labels';
import { listedSteps } from './listed-steps';
import { joinedSteps } from './joined-steps';

/**
 * The steps a brief lists, in any usual notation: "Step 1: …", "1. …", "1) …", bullets, one per
 * line, inline ("1. … 2. …", "Step 1: … Step 2: …"), or "first … then … finally", in the
 * languages of lexicon.ts. A step never keeps its label: "Step 1: Open the app" is "Open the app",
 * whatever numbered or bulleted it as well. Pure string work; never throws.
 */

const alternation = (words: readonly string[]) =>
  [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

const NUMBER = `(?:\\d{1,2}|[①-⑫]|${alternation(Object.keys(NUMBER_WORDS))})`;
const STEP_WORD = alternation(STEP_WORDS);
const BULLET = '[-*•–—·▪►✓✔→・●■◆]';

/** A label opening a step: "Step 1:", "Schritt 2 –", "ステップ3", "第2步", "2단계", "1.", "١.", "1)", "(1)", "①", "•". */
const LABEL = new RegExp(
  `^\\s*(?:(?:${STEP_WORD})\\s*${NUMBER}\\s*[:：.)\\-–—、]?|第\\s*${NUMBER}\\s*(?:步|ステップ)[:：、]?|${NUMBER}\\s*단계[:.]?|\\(?[\\d٠-٩]{1,2}[.)](?![\\d٠-٩])|[①-⑫]|${BULLET})\\s*`,
  'iu',
);

/** A line that is a numbered, labelled or bulleted item. */
const ITEM_LINE = new RegExp(`${LABEL.source}(\\S.*)$`, 'iu');

/** Strips every label a step opens with ("1. Step 1: Open the app" → "Open the app"). */
export function stripStepLabel(step: string): string {
  let text = step;
  for (let next = text.replace(LABEL, ''); next !== text && /[\p{L}\p{N}]/u.test(next); next = text.replace(LABEL, '')) text = next;
  return text.trim();
}

/** Items the brief enumerates, in order, labels stripped; empty when it enumerates nothing. */
export function findSteps(text: string): string[] {
  const found = itemLines(text) ?? inlineNumbered(text) ?? inlineLabelled(text) ?? inlineBullets(text) ?? arrowChain(text) ?? sequence(text) ?? plainLines(text) ?? colonList(text) ?? [];
  return found.map(cleanStep).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** "in 4 steps", "in four easy steps", "en 4 étapes", "in drei Schritten", "4つのステップ", "3个步骤", "5-step". */
export function promisedStepCount(text: string): number | undefined {
  const patterns = [
    new RegExp(`(?<![\\p{L}])(?:${alternation(IN_WORDS)})\\s+(${NUMBER})\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:${alternation(STEPS_WORDS)})(?![\\p{L}])`, 'iu'),
    new RegExp(`(?<![\\p{L}])(${NUMBER})[- ](?:step|stage)(?![\\p{L}])`, 'iu'),
    /(\d{1,2})\s*(?:つの)?ステップ/u,
    /(\d{1,2})\s*[个個]?步[骤驟]/u,
    /(\d{1,2})\s*단계/u,
  ];
  for (const pattern of patterns) {
    const word = pattern.exec(text)?.[1];
    const n = word === undefined ? undefined : numberOf(word);
    if (n !== undefined && n >= 1 && n <= 30) return n;
  }
  return undefined;
}

function numberOf(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  const circled = '①②③④⑤⑥⑦⑧⑨⑩⑪⑫'.indexOf(word);
  return circled >= 0 ? circled + 1 : NUMBER_WORDS[word.toLowerCase()];
}

/** Two or more lines that are numbered, labelled or bulleted items. */
function itemLines(text: string): string[] | undefined {
  const items = text.split('\n').flatMap((line) => {
    const m = ITEM_LINE.exec(line);
    return m ? [m[m.length - 1]!] : [];
  });
  return items.length >= 2 ? items : undefined;
}

/** "1. Open the app 2. Tap Settings 3. …" on one line (step-labels.ts). */
function inlineNumbered(text: string): string[] | undefined {
  const labels = inlineStepLabels(text);
  return labels?.map((label, i) => text.slice(label.step, labels[i + 1]?.at ?? text.length).replace(/[(（]?\s*$/u, '').trim());
}

/**
 * "Step 1: Open the app. Step 2: Tap Settings.", "Schritt 1: … Schritt 2: …", "手順1 …手順2 …",
 * "第一步，…第二步，…", "1단계: … 2단계: …" on one line.
 */
function inlineLabelled(text: string): string[] | undefined {
  const label = new RegExp(
    `(?:${STEP_WORD})\\s*${NUMBER}\\s*[:：.)\\-–—]|(?:ステップ|手順)\\s*${NUMBER}(?![\\d.])\\s*[:：、]?|第\\s*${NUMBER}\\s*(?:步|ステップ)\\s*[:：、，,]?|${NUMBER}\\s*단계\\s*[:：.,]?`,
    'giu',
  );
  const marks = [...text.matchAll(label)];
  if (marks.length < 2) return undefined;
  return marks.map((m, i) => text.slice(m.index + m[0].length, marks[i + 1]?.index ?? text.length).trim());
}

/** "How to open: • Unlock the door • Switch on the lights • Start the till": two bullets or more on one line. */
function inlineBullets(text: string): string[] | undefined {
  const marks = [...text.matchAll(/(?:^|\s)[•▪►✓✔●■◆・](?=\s*\S)/gu)];
  if (marks.length < 2) return undefined;
  return marks.map((m, i) => text.slice(m.index + m[0].length, marks[i + 1]?.index ?? text.length).trim());
}

/** "手洗い研修：手を水でぬらす→せっけんをつける→すすぐ", "Wet → Soap → Rinse": steps chained by arrows, after a heading's colon. */
function arrowChain(text: string): string[] | undefined {
  const chain = text.split(/(?<=[.!?。！？])\s*|\n/u).find((s) => (s.match(ARROW) ?? []).length >= 2);
  return chain?.slice(chain.search(/[:：]/u) + 1).split(ARROW).map((s) => s.trim());
}

const ARROW = /\s*(?:[→⇒➡]|->)\s*/gu;

/**
 * "First open the app, then tap Settings and finally choose Security." A marker counts at the
 * start of a clause only (after a stop, a comma, "and"), so "in a second" or "the next day"
 * start nothing.
 */
function sequence(text: string): string[] | undefined {
  const kinds = Object.entries(SEQUENCE_WORDS) as [keyof typeof SEQUENCE_WORDS, readonly string[]][];
  const words = alternation(kinds.flatMap(([, w]) => w));
  const marker = new RegExp(
    // Japanese, Chinese and Thai write the step against its marker ("まず豆を挽きます", "首先研磨", "ก่อนอื่นบด…"); a space
    // between Thai words ends a clause, and a marker that carries its "and" (Hebrew "ולבסוף", Arabic "وأخيراً") opens one.
    `(?:^|(?<=[,.;:!?\\n、。，；：।،]\\s*)|(?<=\\s(?:and|und|et|y|e|en|ed|और|و)\\s)|(?<=\\p{Script=Thai}\\s)|(?<=\\s)(?=[וو]))(${words})(?:(?<=[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Thai}])|(?![\\p{L}\\p{M}]))[,、，،]?\\s*`,
    'giu',
  );
  // "First class free, then £9 a class." is an offer, not two steps: its markers start nothing.
  const stops = [0, ...[...text.matchAll(/[.!?。！？।](?=\s|$)|\n/g)].map((m) => m.index! + 1), text.length];
  const sentenceAt = (at: number) => text.slice(stops.findLast((s) => s <= at), stops.find((s) => s > at));
  const marks = [...text.matchAll(marker)].filter((m) => !isOffer(sentenceAt(m.index!)));
  const kindOf = (m: RegExpMatchArray) => kinds.find(([, w]) => w.some((x) => x.toLowerCase() === m[1]!.toLowerCase()))![0];
  if (marks.length < 2 || !marks.some((m) => kindOf(m) !== 'then')) return undefined;
  const items = marks.map((m, i) => text.slice(m.index! + m[0].length, marks[i + 1]?.index ?? text.length));
  // A clause before the first marker is a step too ("Open the app, then …"), unless it is a heading.
  const before = text.slice(0, marks[0]!.index).trim();
  const lastSentence = before.split(/(?<=[.!?。！？])\s*|\n/).pop()?.trim() ?? '';
  const lead = kindOf(marks[0]!) !== 'first' && lastSentence && !/[:：]$/.test(lastSentence) ? [lastSentence] : [];
  // Each item ends at its sentence's end: what follows is commentary, not the step.
  const steps = [...lead, ...items.flatMap((item) => listedSteps(uninverted(item.split(/(?<=[.!?。！？।])\s|\n/)[0]!)))];
  return steps.length >= 2 ? steps : undefined;
}

/**
 * "Eerst haal je de band eraf": after its marker Dutch sets the verb before "je"; the step is "Haal
 * de band eraf". Only before an article or another "je": "Eerst was je handen" asks to wash your hands.
 */
function uninverted(item: string): string {
  return item.replace(/^(\p{L}+)\s+(?:je|jij|u)\s+(?=(?:de|het|een|je|jouw|uw|\d)(?![\p{L}]))/iu, '$1 ');
}

/** A heading, then two or more short lines without stops: one step per line. */
function plainLines(text: string): string[] | undefined {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const body = lines.length >= 3 ? lines.slice(1) : [];
  const short = (l: string) => l.split(/\s+/).length <= 12 && !/[.!?。！？]\s*\S/.test(l);
  return body.length >= 2 && body.every(short) ? body : undefined;
}

/** "Three tips: drink water, wear SPF 50, and sleep eight hours" (the list ends with its sentence, "।" in Hindi). */
function colonList(text: string): string[] | undefined {
  const list = /[:：]\s*(.+?)(?:[.!?](?=\s|$)|[。！？।]|\n|$)/u.exec(text)?.[1];
  const items = joinedSteps(list?.split(/[,，、]\s+(?:and\s+|or\s+)?|\s+and\s+|[，、]/).filter((s) => /[\p{L}\p{N}]/u.test(s)) ?? []);
  return items.length >= 3 ? items : undefined;
}

function cleanStep(step: string): string {
  const text = stripStepLabel(step.trim())
    .replace(/^(?:and|or|und|et|y|e|en)\s+/i, '')
    .replace(/(?:[\s,;.、，。；।،]+(?:and|or|und|oder|et|ou|y|o|e|en|of|और)?)+$/u, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
