import type { z } from 'zod';
import type { Problem } from '../errors';

/**
 * Turns zod issues into the `field: message` problems of §4.2's validation answer: every field
 * with a problem, once (its first problem: "too long" makes "not a hex colour" noise), and each
 * unknown key as its own `path.key: unrecognized key`. Messages are ours, not zod's defaults.
 * Parse with `reportInput: true` so a missing field reads "is required".
 */
export function problemsFromZod(issues: readonly z.core.$ZodIssue[]): Problem[] {
  const problems = issues.flatMap((issue): Problem[] => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: path ? `${path}.${key}` : key, message: 'unrecognized key' }));
    }
    return [{ path, message: messageFor(issue) }];
  });
  // A set keeps this linear: a body may carry thousands of unknown keys.
  const seen = new Set<string>();
  return problems.filter((p) => {
    if (seen.has(p.path)) return false;
    seen.add(p.path);
    return true;
  });
}

function messageFor(issue: z.core.$ZodIssue): string {
  const missing = 'input' in issue && issue.input === undefined;
  switch (issue.code) {
    case 'invalid_type':
      return missing ? 'is required' : `must be ${article(issue.expected)}`;
    case 'too_small':
      return `must be at least ${String(issue.minimum)}${unitOf(issue.origin, issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}${unitOf(issue.origin, issue.maximum)}`;
    case 'invalid_value':
      return missing ? 'is required' : `must be one of ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    default:
      // Our own refinements (custom, invalid_format) carry a message written for the caller.
      return issue.message;
  }
}

function unitOf(origin: string, bound: number | bigint): string {
  const plural = Number(bound) === 1 ? '' : 's';
  if (origin === 'string') return ` character${plural}`;
  if (origin === 'array') return ` item${plural}`;
  return '';
}

function article(expected: string): string {
  const names: Record<string, string> = {
    object: 'an object',
    array: 'an array',
    int: 'an integer',
    number: 'a number',
    string: 'a string',
    boolean: 'a boolean',
  };
  return names[expected] ?? `of type ${expected}`;
}
