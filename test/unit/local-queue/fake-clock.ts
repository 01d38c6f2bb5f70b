import type { SchedulingClock } from '../../../lambdas/adapters/sqs/local-queue';

/** A clock that moves only when told to, firing the timers that fall due on the way. */
export class FakeClock implements SchedulingClock {
  #now = Date.parse('2025-01-01T00:00:00Z');
  #timers = new Set<{ at: number; fn: () => void }>();

  now(): Date {
    return new Date(this.#now);
  }

  setTimer(fn: () => void, ms: number): () => void {
    const timer = { at: this.#now + ms, fn };
    this.#timers.add(timer);
    return () => this.#timers.delete(timer);
  }

  advance(seconds: number): void {
    const target = this.#now + seconds * 1000;
    for (;;) {
      const due = [...this.#timers].filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.#timers.delete(due);
      this.#now = due.at;
      due.fn();
    }
    this.#now = target;
  }
}
