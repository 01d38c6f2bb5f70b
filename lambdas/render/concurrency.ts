/**
 * Runs at most `n` tasks at once; the rest wait their turn in order, except that a task run
 * with `first` goes ahead of every waiting one (short work that unblocks the end of a render).
 * A freed slot is handed on only after the current turn of the event loop, so work that the
 * finished task itself makes ready (a transition once both its scenes exist) is queued by then
 * and can go first.
 */
export function limiter(n: number): <T>(task: () => Promise<T>, first?: boolean) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  let handing = false;
  const handOn = () => {
    handing = false;
    while (running < n && waiting.length > 0) {
      running++;
      waiting.shift()!();
    }
  };
  const schedule = () => {
    if (handing) return;
    handing = true;
    setImmediate(handOn);
  };
  return async (task, first = false) => {
    await new Promise<void>((resolve) => {
      if (first) waiting.unshift(resolve);
      else waiting.push(resolve);
      schedule();
    });
    try {
      return await task();
    } finally {
      running--;
      schedule();
    }
  };
}
