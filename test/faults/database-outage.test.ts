import { describe, expect, it } from 'vitest';
import { scriptedEngine } from '../support/scripted-engine';
import { allEnded, call, customer, expectConsistent, render } from './consistency';
import { useFaultStack } from './fault-stack';

/**
 * Issue 14: DynamoDB Local stopped under in-flight renders and brought back, the stack left
 * running. At a tenth of real time the workflow's table tasks ride out 12 s of outage with their
 * retries; what they cannot ride out, the sweeper ends with its refund once the table is back.
 */
const SCALE = 1 / 10;
const faults = useFaultStack({
  timeScale: SCALE,
  // A 10-minute limit (60 s here) bounds how long a job whose failure path failed can stay running.
  renderLimitSeconds: 600,
  renderWorkers: 4,
  ports: { engine: scriptedEngine(() => 'ok', 800) },
});

describe('fault: the database stops under in-flight renders and comes back', () => {
  it('every job ends, rendered or refunded; no slot stays taken; each final event reaches each hook once; only 503s with a code', async () => {
    const { stack, db, ledger, events } = faults;
    const customers = [];
    for (let i = 0; i < 5; i++) customers.push(await customer(ledger, db, stack.url, events.receiver));
    // Three each: the spec's per-minute render limit.
    for (const [i, who] of customers.slice(0, 4).entries()) for (let j = 0; j < 3; j++) await render(ledger, stack.url, who, `Outage ${i}-${j}`, 3);

    // Callers keep asking while the table is gone.
    let polling = true;
    const poller = (async () => {
      while (polling) {
        await call(ledger, stack.url, 'GET', '/v1/me', { key: customers[0]!.apiKey });
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    await new Promise((r) => setTimeout(r, 1_500));
    await faults.databaseOutage(4_000);
    polling = false;
    await poller;
    expect(ledger.answers.some((a) => a.status === 503 && (a.body as { code?: string }).code === 'DB_UNAVAILABLE'), 'the outage was seen').toBe(true);

    await allEnded(ledger, () => stack.url, 150_000);
    // After the outage the service renders as before, without a restart.
    const after = await render(ledger, stack.url, customers[4]!, 'After the outage', 1);
    await allEnded(ledger, () => stack.url, 30_000);
    expect((await call(ledger, stack.url, 'GET', `/v1/job/${after}`, { key: customers[4]!.apiKey }))?.body.status).toBe('succeeded');
    await stack.idle();
    await expectConsistent(ledger, db, events.delivered());
  }, 180_000);
});
