import { GetAccountSettingsCommand } from '@aws-sdk/client-lambda';
import { describe, expect, it } from 'vitest';
import { configFromContext } from '../../lib/config';
import { checkLambdaConcurrency, concurrencyNeeds, type LambdaAccountReader } from '../../lib/doctor';
import { LAMBDA_UNRESERVED_MINIMUM, RENDER_STEPS, WEBHOOK_DELIVERIES } from '../../lambdas/core/settings';

/** A Lambda client that answers GetAccountSettings with these limits, and keeps what it was sent. */
function account(limits: { ConcurrentExecutions: number; UnreservedConcurrentExecutions: number }) {
  const sent: unknown[] = [];
  const client: LambdaAccountReader = {
    send: async (command) => {
      sent.push(command);
      return { AccountLimit: { ...limits, TotalCodeSize: 80_530_636_800, CodeSizeUnzipped: 262_144_000, CodeSizeZipped: 52_428_800 } };
    },
  };
  return { client, sent };
}

const config = (context: Record<string, string> = {}) => configFromContext((key) => context[key]);
const NEED = RENDER_STEPS.concurrency + WEBHOOK_DELIVERIES.concurrency + LAMBDA_UNRESERVED_MINIMUM;

describe('issue 25: npm run doctor reads the account\'s Lambda concurrency', () => {
  it('asks Lambda for the account settings, once, with an empty request', async () => {
    const { client, sent } = account({ ConcurrentExecutions: 1_000, UnreservedConcurrentExecutions: 1_000 });
    await checkLambdaConcurrency(client, config());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(GetAccountSettingsCommand);
    expect((sent[0] as GetAccountSettingsCommand).input).toEqual({});
  });

  it(`the default settings need a quota of ${NEED}: the two reservations and the ${LAMBDA_UNRESERVED_MINIMUM} Lambda keeps unreserved`, () => {
    expect(concurrencyNeeds(config())).toEqual({ reserved: { renderStep: RENDER_STEPS.concurrency, webhookDelivery: WEBHOOK_DELIVERIES.concurrency }, quota: NEED });
    expect(concurrencyNeeds(config({ reserveConcurrency: 'false' })).reserved).toEqual({ renderStep: 0, webhookDelivery: 0 });
  });

  it("an account with the usual 1,000 passes", async () => {
    const findings = await checkLambdaConcurrency(account({ ConcurrentExecutions: 1_000, UnreservedConcurrentExecutions: 1_000 }).client, config());
    expect(findings.map((f) => f.level)).toEqual(['ok']);
    expect(findings[0]!.message).toContain(`quota 1000, unreserved 1000; these settings need ${NEED}`);
  });

  it("a new account's quota of 10 is a warning that says the deployment would fail, and what to ask for", async () => {
    const findings = await checkLambdaConcurrency(account({ ConcurrentExecutions: 10, UnreservedConcurrentExecutions: 10 }).client, config());
    expect(findings.map((f) => f.level)).toEqual(['ok', 'warning']);
    expect(findings[1]!.message).toMatch(/deployment would fail/);
    expect(findings[1]!.message).toContain(`"Concurrent executions" of at least ${NEED}`);
    expect(findings[1]!.message).toContain('reserveConcurrency=false');
  });

  it('smaller caps fit a smaller quota; reservations that other functions leave no room for are a warning', async () => {
    const small = config({ renderConcurrency: '20', webhookConcurrency: '2' });
    expect((await checkLambdaConcurrency(account({ ConcurrentExecutions: 122, UnreservedConcurrentExecutions: 122 }).client, small)).map((f) => f.level)).toEqual(['ok']);
    const crowded = await checkLambdaConcurrency(account({ ConcurrentExecutions: 1_000, UnreservedConcurrentExecutions: 150 }).client, config());
    expect(crowded.map((f) => f.level)).toEqual(['ok', 'warning']);
    expect(crowded[1]!.message).toContain('already reserve 850');
  });
});
