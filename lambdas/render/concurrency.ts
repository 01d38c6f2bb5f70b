/** Runs at most `n` tasks at once; the rest wait their turn in order. */
export function limiter(n: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const handOn = () => {
    while (running < n && waiting.length > 0) {
      running++;
      waiting.shift()!();
    }
  };
  return async (task) => {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      handOn();
    });
    try {
      return await task();
    } finally {
      running--;
      handOn();
    }
  };
}
