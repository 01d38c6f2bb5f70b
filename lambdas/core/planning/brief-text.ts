/**
 * Reads a plain-language brief the way a motion designer would: what it is about, the points
 * it makes, the steps it lists, its call to action, any proof it offers, and its mood.
 * Pure string work; every function accepts any text and never throws.
 */

export interface BriefFacts {
  /** What the advert sells, e.g. "oat-milk latte" from "a 20-second ad for our oat-milk latte". */
  product?: string;
  /** What the video is about when it names no product: "reset your password", "Three tips for summer skin". */
  topic?: string;
  /** A name the brief mentions (capitalised words not opening a sentence), e.g. "Calm Sleep". */
  name?: string;
  /** The brief's opening words, when it names no subject outright. */
  lead?: string;
  /** "reset your password" from "how to reset your password". */
  howTo?: string;
  /** Content sentences, with meta talk (length, format, tone, ending) removed. */
  points: string[];
  /** Enumerated items (numbered lines, bullets, "first… then… finally", "a, b and c"). */
  steps: string[];
  /** The call to action the brief asks for, if it names one. */
  cta?: string;
  /** A sentence with a figure, rating or award: evidence for the proof scene. */
  proof?: string;
  mood?: string;
}

const MOODS = [
  'upbeat', 'energetic', 'playful', 'fun', 'calm', 'relaxing', 'luxurious', 'premium', 'elegant',
  'bold', 'warm', 'cozy', 'cosy', 'friendly', 'serious', 'professional', 'inspiring', 'emotional',
  'dramatic', 'minimal', 'quirky', 'joyful', 'modern', 'nostalgic', 'confident',
];

const CTA_VERBS =
  /^(?:order|pre-?order|buy|shop|try|visit|download|get|book|sign up|join|start|subscribe|call|discover|learn more|install|grab|reserve|register|claim|find out|come|swipe|tap|click|follow|contact|apply|donate|upgrade|switch|save)\b/i;

const FORMAT_WORDS =
  '(?:ad|advert|advertisement|commercial|spot|video|film|clip|reel|promo|short|story|explainer|demo|training|tutorial|walkthrough|guide|course|lesson)';
const SUBJECT_AFTER_FORMAT = new RegExp(
  `\\b${FORMAT_WORDS}\\s+(?:for|about|of|on|showing|introducing|presenting|featuring)\\s+(.+?)(?=[,.;:!?\\n]|\\s+(?:that|which|with|ending|ends|where|so)\\b|$)`,
  'i',
);
const HOW_TO = /\bhow to\s+(.+?)(?=[,.;:!?\n]|\s+(?:in|within|under)\s+\d|$)/i;
const QUOTED = /"([^"\n]{1,160})"|“([^”\n]{1,160})”|‘([^’\n]{1,160})’|«([^»\n]{1,160})»|'(.{1,160}?)'(?!\p{L})/u;
const ENDS_WITH = /\b(?:ends?|ending|closes?|closing|finish(?:es)?|finishing|wraps? up)\s+(?:with|on)\s*:?\s*/i;
const CTA_LABEL = /\b(?:call[- ]to[- ]action|cta)\s*(?:is|:|-|=)?\s*/i;
const PROOF = /\d|%|\baward|\brated\b|\bstars?\b|\breviews?\b|\btrusted\b|\bcertified\b|\bloved by\b|\bcustomers\b/i;
const DURATION = /\b\d+\s*(?:-\s*)?(?:s|secs?|seconds?|mins?|minutes?)\b(?:\s*long)?/i;
const DETERMINER = /^(?:(?:our|my|your|their|his|her|its|the|a|an|this|new|brand[- ]new)\s+)+/i;

export function readBrief(brief: string): BriefFacts {
  const text = brief.replace(/\r\n?/g, '\n');
  const cta = findCta(text);
  const steps = findSteps(text);
  const sentences = splitSentences(text);
  const points = sentences.map((s) => capitalise(stripMeta(s))).filter((s) => wordCount(s) >= 3 && !sameText(s, cta));
  // A list of phrases ("drink water, wear SPF 50, …") makes one point per item; single words do not.
  const listed = steps.length >= 2 && steps.every((step) => wordCount(step) >= 2) ? steps.map(sentenceOf) : [];
  return {
    product: cleanPhrase(SUBJECT_AFTER_FORMAT.exec(text)?.[1]?.replace(/^how to\b.*/i, '')),
    topic: findTopic(text),
    name: findName(text),
    lead: cleanPhrase(firstWords(steps[0] ?? points[0] ?? '', 6)),
    howTo: cleanPhrase(HOW_TO.exec(text)?.[1]),
    points: listed.length > 0 ? listed : points,
    steps,
    cta,
    // A figure inside a list item ("wear SPF 50") is advice, not proof.
    proof: listed.length > 0 ? undefined : points.find((p) => PROOF.test(p)),
    mood: MOODS.find((m) => new RegExp(`\\b${m}\\b`, 'i').test(text)),
  };
}

export function splitSentences(text: string): string[] {
  return text
    // A full stop after a list number ("1. Open Settings 2. Tap…") does not end a sentence.
    .split(/(?<=[.!?])(?<!(?:^|\s)\d{1,2}\.)\s+|\n+/)
    .map((s) => s.replace(/^\s*(?:\d+[.)]|[-*•])\s+/, '').trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

function findTopic(text: string): string | undefined {
  const howTo = cleanPhrase(HOW_TO.exec(text)?.[1]);
  if (howTo) return howTo;
  // "Password hygiene training. …" names its topic before the format word.
  const named = /^([^.:\n]{3,60}?)\s+(?:training|tutorial|course|lesson|guide|walkthrough|video|ad|advert|commercial|explainer)(?=\s*[.:,;!\n]|\s*$|\s+(?:for|on|about)\b)/i.exec(text.trim());
  if (named) return cleanPhrase(named[1]);
  // "Password reset: 1. …" names its topic before the colon.
  const beforeColon = /^([^:\n]{3,60}):/.exec(text.trim())?.[1];
  return beforeColon && wordCount(beforeColon) <= 6 ? cleanPhrase(beforeColon) : undefined;
}

/** The call to action: quoted after "ends with" or "CTA", else a short imperative sentence. */
function findCta(text: string): string | undefined {
  for (const label of [ENDS_WITH, CTA_LABEL]) {
    const at = label.exec(text);
    if (!at) continue;
    const rest = text.slice(at.index + at[0].length);
    const quoted = QUOTED.exec(rest);
    const phrase = quoted && quoted.index === 0 ? quoted.slice(1).find((g) => g !== undefined) : undefined;
    const words = phrase ?? /^([^,.;!?\n]{2,80})/.exec(rest)?.[1];
    const cta = cleanPhrase(words);
    if (cta && CTA_VERBS.test(cta)) return capitalise(cta);
    if (cta && phrase) return capitalise(cta);
  }
  const imperative = splitSentences(text).filter((s) => CTA_VERBS.test(s) && wordCount(s) <= 10).pop();
  return imperative ? capitalise(imperative.replace(/[.!]+$/, '')) : undefined;
}

/** Items the brief enumerates, in order; empty when it enumerates nothing. */
export function findSteps(text: string): string[] {
  const lines = text.split('\n').map((l) => /^\s*(?:\d+[.)]|[-*•]|step\s+\d+\s*[:.)-]?)\s*(.+)$/i.exec(l)?.[1]);
  const listed = lines.filter((l): l is string => l !== undefined && /[\p{L}\p{N}]/u.test(l));
  if (listed.length >= 2) return listed.map(cleanStep);

  const inline = text.split(/(?:^|\s)\(?\d{1,2}[.)]\s+/).slice(1);
  if (inline.length >= 2) return inline.map(cleanStep).filter(Boolean);

  const sequence = text.split(/\b(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|then|next|after that|finally|lastly)\b\s*,?/i);
  if (sequence.length >= 3) {
    const items = sequence.slice(1).map(cleanStep).filter((s) => wordCount(s) >= 1);
    if (items.length >= 2) return items;
  }

  const colonList = /:\s*([^:\n]+)$/m.exec(text)?.[1];
  const items = colonList?.split(/,\s*(?:and\s+|or\s+)?|\s+and\s+/).map(cleanStep).filter(Boolean) ?? [];
  return items.length >= 3 ? items : [];
}

/** Drops the talk about the video itself ("a 20-second ad for", "upbeat", "ends with…"). */
function stripMeta(sentence: string): string {
  // "Product ad for the Volt shoe: light and springy" keeps what follows the colon.
  const afterIntro = SUBJECT_AFTER_FORMAT.test(sentence) ? /:\s*(.+)$/.exec(sentence)?.[1] : undefined;
  // Split after ", " only, so "2,000" stays whole; each clause keeps its own punctuation.
  const clauses = (afterIntro ?? sentence).split(/(?<=[,;])\s+/).filter((clause) => {
    const c = clause.replace(/[,;]$/, '').trim();
    if (ENDS_WITH.test(c) || CTA_LABEL.test(c)) return false;
    if (new RegExp(`\\b${FORMAT_WORDS}\\b\\s+(?:for|about|of|on|showing|introducing|presenting|featuring)\\b`, 'i').test(c)) return false;
    if (DURATION.test(c) && wordCount(c) <= 6) return false;
    const words = c.toLowerCase().split(/\s+/).filter(Boolean);
    return !words.every((w) => MOODS.includes(w.replace(/[^a-z]/g, '')) || /^(?:and|tone|mood|vibe|feel|music|style)$/.test(w));
  });
  return clauses.join(' ').replace(/[,;]$/, '').trim();
}

const NOT_NAMES = new Set([
  'I', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'January', 'February',
  'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
]);

/** The first run of capitalised words that does not open a sentence: most often a product or brand. */
function findName(text: string): string | undefined {
  for (const sentence of splitSentences(text)) {
    const words = sentence.split(/\s+/).slice(1);
    const start = words.findIndex((w) => /^\p{Lu}[\p{L}\p{N}'’-]*$/u.test(w) && !NOT_NAMES.has(w));
    if (start < 0) continue;
    const run = words.slice(start);
    const end = run.findIndex((w) => !/^\p{Lu}[\p{L}\p{N}'’-]*[,.!?]?$/u.test(w) || NOT_NAMES.has(w.replace(/[,.!?]$/, '')));
    return cleanPhrase(run.slice(0, end < 0 ? run.length : Math.max(end, 1)).join(' '));
  }
  return undefined;
}

function sentenceOf(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

function cleanStep(step: string): string {
  return capitalise(step.trim().replace(/^(?:and|or)\s+/i, '').replace(/[\s,;.]+$/, ''));
}

function cleanPhrase(phrase: string | undefined): string | undefined {
  const cleaned = phrase?.trim().replace(DETERMINER, '').replace(/[\s,;:.!?'"“”‘’«»]+$/u, '').replace(/^['"“‘«]+/u, '').trim();
  return cleaned && /[\p{L}\p{N}]/u.test(cleaned) ? cleaned : undefined;
}

function sameText(a: string, b: string | undefined): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return b !== undefined && norm(a) === norm(b);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function firstWords(text: string, n: number): string {
  return text.trim().split(/\s+/).slice(0, n).join(' ');
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
