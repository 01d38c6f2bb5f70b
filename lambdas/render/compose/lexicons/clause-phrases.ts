/**
 * A pose said as a verb with its object, in the orders a language puts them. A phrase is read only where its words
 * stand together, so each order a brief may use is listed: the verb first ("corta el queso", "che taglia la carne",
 * "a cortar o queijo"), and in German and Dutch also last, as a relative clause puts it ("der einen Laib Bergkäse
 * schneidet", "die vlees snijdt").
 */
import type { Pose } from '../scene-graph';

/** Each pose's verbs and the objects they take. */
export type Said = Partial<Record<Pose, readonly [verbs: readonly string[], objects: readonly string[]]>>;

/** Every verb with every object, verb first; with `verbLast`, also object first. */
export const clauses = (said: Said, verbLast = false): Record<string, Pose> =>
  Object.fromEntries(
    Object.entries(said).flatMap(([pose, [verbs, objects]]) =>
      verbs.flatMap((v) => objects.flatMap((o) => [[`${v} ${o}`, pose as Pose], ...(verbLast ? [[`${o} ${v}`, pose as Pose]] : [])])),
    ),
  );

/** Each id's words, listed under it, as a lexicon's table of word → id (a pose's phrases, a concept's nouns). */
export const listed = <T extends string>(lists: Partial<Record<T, readonly string[]>>): Record<string, T> =>
  Object.fromEntries(Object.entries(lists).flatMap(([id, list]) => (list as readonly string[]).map((w) => [w, id as T])));
