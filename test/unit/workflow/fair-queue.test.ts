import { describe, expect, it } from 'vitest';
import { queueKeyOf, slotsFor, turnAfter, turnFor } from '../../../lambdas/core/jobs/fair-queue';

/**
 * The fair order on its own, as the capacity store applies it: each job joins with its turn,
 * jobs are admitted by queue key (turn, acceptance time, id), and the turn admitted last is what
 * a newcomer's turn starts from.
 */
function fairQueue() {
  const next = new Map<string, number>();
  const waiting: { key: string; account: string }[] = [];
  let admittedTurn = 0;
  let clock = 0;
  return {
    join(account: string, slots = 1) {
      const turn = turnFor(admittedTurn, next.get(account));
      next.set(account, turnAfter(turn, slots));
      const at = new Date(Date.UTC(2026, 10, 1) + clock++ * 1_000).toISOString();
      waiting.push({ key: queueKeyOf(turn, at, `${account}-${clock}`), account });
    },
    /** Admits the first job in order; its account. */
    admit(): string {
      waiting.sort((a, b) => (a.key < b.key ? -1 : 1));
      const [first] = waiting.splice(0, 1);
      admittedTurn = Number(first!.key.split('#')[0]);
      return first!.account;
    },
    get size() {
      return waiting.length;
    },
  };
}

describe('issue 25: the fair queue shares render slots across accounts', () => {
  it("one account's burst, queued first, does not keep the others waiting: admissions go round the accounts", () => {
    const queue = fairQueue();
    for (let i = 0; i < 20; i++) queue.join('A');
    for (let i = 0; i < 4; i++) queue.join('B');
    for (let i = 0; i < 4; i++) queue.join('C');
    const order = Array.from({ length: 12 }, () => queue.admit());
    expect(order).toEqual(['A', 'B', 'C', 'A', 'B', 'C', 'A', 'B', 'C', 'A', 'B', 'C']);
    // Then A alone is left, in its own order.
    expect(Array.from({ length: queue.size }, () => queue.admit())).toEqual(Array(16).fill('A'));
  });

  it('a newcomer takes its turn among the jobs not yet admitted, never behind the whole backlog', () => {
    const queue = fairQueue();
    for (let i = 0; i < 10; i++) queue.join('A');
    for (let i = 0; i < 5; i++) expect(queue.admit()).toBe('A');
    queue.join('B');
    expect(queue.admit()).toBe('B');
  });

  it('an account that was idle saves no turns: it cannot jump ahead of jobs already waiting for more than one turn', () => {
    const queue = fairQueue();
    queue.join('B');
    expect(queue.admit()).toBe('B');
    for (let i = 0; i < 6; i++) queue.join('A');
    for (let i = 0; i < 3; i++) queue.admit();
    for (let i = 0; i < 3; i++) queue.join('B');
    // B gets one turn in three, not its three jobs in a row for the time it was idle.
    expect([queue.admit(), queue.admit(), queue.admit(), queue.admit()]).toEqual(['B', 'A', 'B', 'A']);
  });

  it('shares are in slots: an account whose jobs hold four slots each gets a turn for every four of an account whose jobs hold one', () => {
    const queue = fairQueue();
    for (let i = 0; i < 3; i++) queue.join('WIDE', 4);
    for (let i = 0; i < 12; i++) queue.join('NARROW', 1);
    const order = Array.from({ length: 10 }, () => queue.admit());
    expect(order).toEqual(['WIDE', 'NARROW', 'NARROW', 'NARROW', 'NARROW', 'WIDE', 'NARROW', 'NARROW', 'NARROW', 'NARROW']);
  });

  it('a job holds one slot per scene it may render at once, at least one, at most the per-job fan-out', () => {
    expect([slotsFor(1, 10), slotsFor(3, 10), slotsFor(12, 10), slotsFor(12, 4), slotsFor(0, 10)]).toEqual([1, 3, 10, 4, 1]);
  });

  it('queue keys sort by turn first, then by acceptance time, whatever the digits', () => {
    const keys = [queueKeyOf(10, '2026-11-01T00:00:00.000Z', 'a'), queueKeyOf(9, '2026-11-02T00:00:00.000Z', 'b'), queueKeyOf(9, '2026-11-01T00:00:00.000Z', 'c')];
    expect([...keys].sort()).toEqual([keys[2], keys[1], keys[0]]);
  });
});
