type Key = string | number | boolean | undefined;

/**
 * A pure function of its plain arguments, remembered for the last `size` distinct calls: planning
 * asks the same question of the same brief for every draft it weighs, and a 4,000-character brief
 * made each ask cost milliseconds. Bounded so a long-lived worker's memory does not grow with
 * traffic. Callers must not mutate what it returns.
 */
export function boundedMemo<F extends (...args: never[]) => unknown>(fn: F, size = 512): F {
  const seen = new Map<string, ReturnType<F>>();
  const remembered = (...args: Key[]): ReturnType<F> => {
    const key = args.map(String).join('\u0000');
    if (seen.has(key)) return seen.get(key)!;
    const result = fn(...(args as never[])) as ReturnType<F>;
    if (seen.size >= size) seen.delete(seen.keys().next().value!);
    seen.set(key, result);
    return result;
  };
  return remembered as unknown as F;
}
