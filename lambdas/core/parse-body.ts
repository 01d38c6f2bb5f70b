import type { z } from 'zod';
import { MAX_PROBLEMS, validationFailed, type Problem } from './errors';
import { problemsFromZod } from './render/zod-problems';

/**
 * Request bodies are validated with bounded work. Before the schema sees a body, one pass over
 * the parsed JSON refuses a body far wider or deeper than any valid one: validating it would
 * only list thousands of problems (a strict object reports every unknown key), and no refusal
 * shows more than MAX_PROBLEMS of them. The bounds come from the schema itself.
 */

/** The largest shape a valid body of a schema can have. */
export interface ShapeBounds {
  /** Levels of objects and arrays (a flat object is 1). */
  depth: number;
  /** Keys of the widest object. */
  keys: number;
  /** Items of the longest array. */
  items: number;
}

/**
 * What the pre-check lets through, from a schema's bounds: an object or array may exceed them up
 * to MAX_PROBLEMS (so that a few unknown keys or extra items are still named one by one by the
 * schema), and one level deeper (so that an object sent where a string belongs is reported as
 * "must be a string").
 */
export function shapeLimits(bounds: ShapeBounds): ShapeBounds {
  return { depth: bounds.depth + 1, keys: Math.max(bounds.keys, MAX_PROBLEMS), items: Math.max(bounds.items, MAX_PROBLEMS) };
}

/**
 * Validates a parsed JSON body: 400 `Validation failed` with the problems listed, or the
 * schema's output. Parsed with `reportInput` so that a missing field reads "is required".
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const bounds = shapeBoundsOf(schema);
  const tooBig = shapeProblem(body, shapeLimits(bounds), bounds);
  if (tooBig) throw validationFailed([tooBig]);
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return result.data;
  const rootIsNotObject = typeof body !== 'object' || body === null || Array.isArray(body);
  throw validationFailed(
    problemsFromZod(result.error.issues).map((p) => (p.path === '' && rootIsNotObject ? { path: 'body', message: p.message } : p)),
  );
}

const measured = new WeakMap<z.ZodType, ShapeBounds>();

/** The schema's bounds, measured once per schema. */
export function shapeBoundsOf(schema: z.ZodType): ShapeBounds {
  let bounds = measured.get(schema);
  if (!bounds) measured.set(schema, (bounds = measure(schema)));
  return bounds;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: readonly z.ZodType[];
  checks?: readonly { _zod: { def: { check: string; maximum?: number } } }[];
}

const LEAF: ShapeBounds = { depth: 0, keys: 0, items: 0 };
/** Wrappers whose input is their inner schema's. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);
/** Scalars and their refinements: nothing inside to measure. */
const SCALARS = new Set(['string', 'number', 'int', 'boolean', 'bigint', 'null', 'undefined', 'enum', 'literal', 'transform', 'unknown', 'any', 'date']);

function measure(schema: z.ZodType): ShapeBounds {
  const def = schema._zod.def as unknown as Def;
  if (WRAPPERS.has(def.type)) return measure(def.innerType!);
  if (SCALARS.has(def.type)) return LEAF;
  switch (def.type) {
    case 'pipe':
      return measure(def.in!);
    case 'union':
      return def.options!.map(measure).reduce(widest, LEAF);
    case 'object': {
      const fields = Object.values(def.shape!).map(measure).reduce(widest, LEAF);
      return { depth: fields.depth + 1, keys: Math.max(fields.keys, Object.keys(def.shape!).length), items: fields.items };
    }
    case 'array': {
      const max = def.checks?.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum;
      if (max === undefined) throw new Error('shapeBoundsOf: a request array needs a maximum length');
      const element = measure(def.element!);
      return { depth: element.depth + 1, keys: element.keys, items: Math.max(max, element.items) };
    }
    default:
      // Records, tuples, lazy schemas…: unbounded or unmeasured; a request schema must not use them unnoticed.
      throw new Error(`shapeBoundsOf: cannot measure a ${def.type} schema`);
  }
}

function widest(a: ShapeBounds, b: ShapeBounds): ShapeBounds {
  return { depth: Math.max(a.depth, b.depth), keys: Math.max(a.keys, b.keys), items: Math.max(a.items, b.items) };
}

/**
 * The first place where `value` exceeds `limits`, in one iterative pass (no recursion, so any
 * depth JSON.parse accepts is safe); `bounds` are the valid shape the message names.
 */
export function shapeProblem(value: unknown, limits: ShapeBounds, bounds: ShapeBounds): Problem | undefined {
  const stack: { value: unknown; depth: number; path: readonly string[] }[] = [{ value, depth: 0, path: [] }];
  while (stack.length > 0) {
    const { value: node, depth: above, path } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    const depth = above + 1;
    const at = path.length > 0 ? path.join('.') : 'body';
    if (depth > limits.depth) {
      return { path: at, message: `is nested too deeply (a valid body has at most ${bounds.depth} levels of objects and arrays)` };
    }
    if (Array.isArray(node)) {
      if (node.length > limits.items) {
        return { path: at, message: `has ${node.length} items (a valid body's arrays have at most ${bounds.items})` };
      }
      node.forEach((item: unknown, i) => stack.push({ value: item, depth, path: [...path, String(i)] }));
    } else {
      const keys = Object.keys(node);
      if (keys.length > limits.keys) {
        return { path: at, message: `has ${keys.length} keys (a valid body's objects have at most ${bounds.keys})` };
      }
      for (const key of keys) stack.push({ value: (node as Record<string, unknown>)[key], depth, path: [...path, key] });
    }
  }
  return undefined;
}
