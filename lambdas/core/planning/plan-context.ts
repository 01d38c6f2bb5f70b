import type { RouteFormat, Slot } from '../render/routes-catalog';
import type { MotionLayout, SceneType } from '../render/vocabulary';
import type { BriefFacts } from './brief-text';
import type { SubjectKind } from './compositions';
import type { SceneCopy, Voice } from './narration-fit';
import type { Phrasebook } from './phrases';
import type { PlanInput } from './planner';

/** What the built-in planner knows while it writes one plan. */
export interface Context {
  input: PlanInput;
  facts: BriefFacts;
  format: RouteFormat;
  phrases: Phrasebook;
  /** What the scenes talk about. */
  subject: string;
  /** The subject is a thing with a name (product, brand, category) that one can meet and try. */
  named: boolean;
  kind: SubjectKind;
  /** Seconds the scenes share (the end card's are not theirs). */
  budget: number;
  /** Seconds the scenes may run past `budget` to keep a line whole (within the length rule). */
  slack: number;
  /** The narrator, or null when the plan has no narration. */
  voice: Voice | null;
  notes: string[];
}

/** `demo` marks a demonstration scene, so the renderer's step numbering counts only steps. */
export type Role = Slot['role'] | 'demo';

/** A scene before its length and script are fitted. */
export interface Draft extends SceneCopy {
  role: Role;
  type: SceneType;
  prompt: string;
  layout?: MotionLayout;
  sfx?: string;
  /** The prompt showing another point, for a scene that says another point than its own, or none when it says none. */
  restage?: (point?: string) => string;
}

/** How a sentence refers to the subject: a named thing with its article (in English), a topic as it stands. */
export function mention({ subject, named, input }: Pick<Context, 'subject' | 'named' | 'input'>): string {
  if (!/^en\b/i.test(input.language)) return subject;
  return named ? theSubject(subject) : lowerFirst(subject);
}

/** "the oat-milk latte", "the Volt running shoe", but "Northwind CRM": a name ends in a capital. */
function theSubject(subject: string): string {
  const last = subject.split(/\s+/).pop() ?? '';
  return /^\p{Lu}/u.test(last) || /^(?:the|a|an|your|our|this)\b/i.test(subject) || !/^\p{L}/u.test(last) ? subject : `the ${subject}`;
}

export function sentence(text: string): string {
  return /[.!?…。！？।؟]$/u.test(text) ? text : `${text}${fullStop(text)}`;
}

/** The stop that ends a sentence in the text's script: "。" in Chinese and Japanese, none in Thai (a space ends one). */
export function fullStop(text: string): string {
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return '。';
  return /\p{Script=Thai}/u.test(text) ? '' : '.';
}

export function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function withoutStop(text: string): string {
  return text.replace(/[.!…。！]+$/u, '');
}

/** A caller's text with something to show in it, trimmed; undefined for blanks and symbols. */
export function visible(text: string | undefined): string | undefined {
  return text !== undefined && /[\p{L}\p{N}]/u.test(text) ? text.trim() : undefined;
}
