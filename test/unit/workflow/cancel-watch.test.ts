import { describe, expect, it } from 'vitest';
import { unlessAborted, watchJob } from '../../../lambdas/core/jobs/cancel-watch';
import type { Job } from '../../../lambdas/core/jobs/job';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A job reader whose job's status a test sets, counting its reads. */
function reader(status: Job['status']) {
  const state = { status, reads: 0 };
  return { state, jobs: { get: async () => (state.reads++, { status: state.status } as Job) } };
}

describe('issue 26: a render step watches its job and stops once it has ended', () => {
  it('the signal aborts, with the given reason, at the first read after the job is cancelled; never while it runs', async () => {
    const { state, jobs } = reader('processing');
    const gone = new Error('gone');
    const watch = watchJob(jobs, 'j', 20, gone);
    await sleep(90);
    expect(watch.signal.aborted).toBe(false);
    state.status = 'cancelled';
    await sleep(60);
    expect(watch.signal.aborted).toBe(true);
    expect(watch.signal.reason).toBe(gone);
    const reads = state.reads;
    await sleep(60);
    expect(state.reads, 'no read after the abort').toBe(reads);
  });

  it('reads at most once per interval, and not at all once stopped', async () => {
    const { state, jobs } = reader('processing');
    const watch = watchJob(jobs, 'j', 50, new Error('gone'));
    await sleep(275);
    expect(state.reads).toBeGreaterThanOrEqual(1);
    expect(state.reads).toBeLessThanOrEqual(5);
    watch.stop();
    const reads = state.reads;
    await sleep(120);
    expect(state.reads).toBe(reads);
  });

  it('unlessAborted rejects at the abort without waiting for the work it abandons', async () => {
    const controller = new AbortController();
    const never = new Promise<string>(() => undefined);
    const race = unlessAborted(never, controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(race).rejects.toThrow('cancelled');
    await expect(unlessAborted(Promise.resolve('done'), new AbortController().signal)).resolves.toBe('done');
  });
});
