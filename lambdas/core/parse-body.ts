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

/**
 * What no body of any route may exceed, checked on the raw text before it is parsed: parsing
 * is the costly step (a 10 MB object of a million keys takes seconds to parse and list), so a
 * body no schema's pre-check would let through is refused after reading at most the bytes up
 * to its first excess. Keys and items: the pre-check lets MAX_PROBLEMS through whatever the
 * schema; depth: far past any request schema's.
 */
export const RAW_LIMITS: ShapeBounds = { depth: 32, keys: MAX_PROBLEMS, items: MAX_PROBLEMS };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

interface Container {
  object: boolean;
  /** Keys or items seen so far (a comma opens the next one). */
  count: number;
  /** Nothing but whitespace inside yet. */
  empty: boolean;
  /** The key being read (objects), for the path. */
  key: string;
}

/**
 * The first place where JSON `text` exceeds `limits`, found in one pass over its characters
 * without parsing it (strings are skipped, escapes included). Malformed JSON is left for
 * JSON.parse to refuse; only the shape is judged here.
 */
export function rawShapeProblem(text: string, limits: ShapeBounds = RAW_LIMITS): Problem | undefined {
  const stack: Container[] = [];
  const at = () => {
    const parts = ['body'];
    for (let i = 0; i < stack.length - 1; i++) {
      const c = stack[i]!;
      parts.push(c.object ? c.key : String(c.count - 1));
    }
    return parts.length > 1 ? parts.slice(1).join('.') : 'body';
  };
  let lastString = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const start = i + 1;
      for (i = start; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
      }
      // Only short strings can be keys worth naming in a path.
      lastString = i - start <= 100 ? text.slice(start, i) : '…';
      const top = stack[stack.length - 1];
      if (top?.empty) {
        top.empty = false;
        top.count = 1;
      }
      continue;
    }
    if (WHITESPACE.has(c)) continue;
    const top = stack[stack.length - 1];
    if (c === COLON && top?.object) {
      top.key = lastString;
      continue;
    }
    if (top?.empty && c !== CLOSE_OBJECT && c !== CLOSE_ARRAY) {
      top.empty = false;
      top.count = 1;
    }
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      stack.push({ object: c === OPEN_OBJECT, count: 0, empty: true, key: '' });
      if (stack.length > limits.depth) return { path: at(), message: `is nested more than ${limits.depth} levels deep` };
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      stack.pop();
    } else if (c === COMMA && top) {
      top.count++;
      const limit = top.object ? limits.keys : limits.items;
      if (top.count > limit) {
        return { path: at(), message: `has more than ${limit} ${top.object ? 'keys' : 'items'} (no request body has more)` };
      }
    }
  }
  return undefined;
}
