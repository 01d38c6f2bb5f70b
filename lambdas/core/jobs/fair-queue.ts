/**
 * The order in which jobs waiting for render slots are admitted: a fair share of slots across
 * accounts (stride scheduling). Every waiting job has a turn; jobs are admitted by turn, then by
 * acceptance time. An account's job takes the turn after its previous one, moved on by the slots
 * that one holds, but never a turn already past: a burst of one account lines up behind the jobs
 * other accounts send meanwhile instead of in front of them, and an idle account saves no turns.
 */

/** Slots a job holds while admitted: the render steps it may run at once (its scenes, up to the per-job fan-out). */
export function slotsFor(sceneCount: number, sceneConcurrency: number): number {
  return Math.max(1, Math.min(sceneCount, sceneConcurrency));
}

/** The turn of an account's next job: its own next turn, or the turn admitted last if that is further on. */
export function turnFor(admittedTurn: number, accountNextTurn: number | undefined): number {
  return Math.max(admittedTurn, accountNextTurn ?? 0);
}

/** The turn the account's following job may take after a job of `slots` slots takes `turn`. */
export function turnAfter(turn: number, slots: number): number {
  return turn + slots;
}

/** Sorts as the admission order: turn, then acceptance time, then job id (a total order). */
export function queueKeyOf(turn: number, createdAt: string, jobId: string): string {
  return `${String(turn).padStart(15, '0')}#${createdAt}#${jobId}`;
}
