/**
 * Runs at most `n` tasks at once; the rest wait their turn in order, except that a task run
 * with `first` goes ahead of every waiting one (short work that unblocks the end of a render).
 */
export function limiter(n: number): <T>(task: () => Promise<T>, first?: boolean) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task, first = false) => {
    if (running >= n) await new Promise<void>((resolve) => (first ? waiting.unshift(resolve) : waiting.push(resolve)));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
