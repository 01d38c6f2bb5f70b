import { describe, expect, it } from 'vitest';
import { RENDER_STEPS } from '../../lambdas/core/settings';
import { scriptedEngine } from '../support/scripted-engine';
import { allEnded, call, customer, expectConsistent, render } from './consistency';
import { useFaultStack } from './fault-stack';

/** Issue 14: faults of the caller's side (a receiver down) and of the render (a scene that fails half-way). */
const engine = scriptedEngine(({ title, index }) => (title.startsWith('Broken') && index === 2 ? 'fail' : 'ok'), 200);
const faults = useFaultStack({ timeScale: 1 / 10, renderWorkers: 4, ports: { engine } });

describe('fault: a receiver down, then up; a scene that fails half-way', () => {
  it('a receiver that refuses while down gets each final event once it is up: the same delivery id on every attempt', async () => {
    const { stack, db, ledger, events } = faults;
    const who = await customer(ledger, db, stack.url, events.receiver);
    events.setDown(true);
    const jobs = [await render(ledger, stack.url, who, 'Down 1'), await render(ledger, stack.url, who, 'Down 2')];
    await allEnded(ledger, () => stack.url, 60_000);
    // Each job's first attempt has met the receiver down before it comes back.
    const deadline = Date.now() + 10_000;
    while (jobs.some((jobId) => !events.delivered().get(jobId)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    events.setDown(false);
    await stack.idle();
    for (const jobId of jobs) {
      const seen = events.delivered().get(jobId)!;
      expect(seen.attempts).toBeGreaterThan(1);
      expect(seen.accepted).toBe(1);
    }
    // The hook's own record agrees: the deliveries ended delivered, the hook healthy again.
    const hooks = (await call(ledger, stack.url, 'GET', '/api/webhooks/hooks', { key: who.apiKey }))!.body;
    expect(hooks.hooks.find((h: { event: string }) => h.event === 'video.completed')).toMatchObject({ failure_count: 0 });
    await expectConsistent(ledger, db, events.delivered());
  });

  it('a scene that fails every attempt, half-way through its job: the job fails with the reason, refunds the unrendered work, and the others render', async () => {
    const { stack, db, ledger, events } = faults;
    const who = await customer(ledger, db, stack.url, events.receiver);
    const broken = await render(ledger, stack.url, who, 'Broken half-way', 4);
    const fine = await render(ledger, stack.url, who, 'Fine alongside', 4);
    await allEnded(ledger, () => stack.url, 60_000);
    const job = (await call(ledger, stack.url, 'GET', `/v1/job/${broken}`, { key: who.apiKey }))!.body;
    expect(job).toMatchObject({ status: 'failed', error: 'Scene 3 could not be rendered; unrendered work was refunded. Try again.' });
    expect(engine.attempts('Broken half-way', 2)).toBe(RENDER_STEPS.maxAttempts);
    expect((await call(ledger, stack.url, 'GET', `/v1/job/${fine}`, { key: who.apiKey }))!.body.status).toBe('succeeded');
    await stack.idle();
    await expectConsistent(ledger, db, events.delivered());
  });
});
