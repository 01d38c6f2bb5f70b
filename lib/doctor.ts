/**
 * What a deployment's settings need from the AWS account, checked against the account itself
 * before deploying (`npm run doctor`): today, Lambda concurrency. Render steps and webhook
 * deliveries reserve theirs; Lambda keeps LAMBDA_UNRESERVED_MINIMUM unreserved for every other
 * function (the API, the workflow tasks), so a quota below the sum refuses the deployment, and
 * a new account's default quota (often 10) is far below it.
 */
import { GetAccountSettingsCommand, type GetAccountSettingsCommandOutput } from '@aws-sdk/client-lambda';
import { LAMBDA_UNRESERVED_MINIMUM } from '../lambdas/core/settings';
import type { ServiceConfig } from './config';

/** The one call the doctor makes (a LambdaClient in use; a fake in tests). */
export interface LambdaAccountReader {
  send(command: GetAccountSettingsCommand): Promise<Pick<GetAccountSettingsCommandOutput, 'AccountLimit'>>;
}

export interface ConcurrencyNeeds {
  /** Reserved for render steps and webhook deliveries (0 each with reserveConcurrency=false). */
  reserved: { renderStep: number; webhookDelivery: number };
  /** The account quota ("Concurrent executions") the settings need: the two caps plus the unreserved minimum. */
  quota: number;
}

export function concurrencyNeeds(config: Pick<ServiceConfig, 'renderConcurrency' | 'webhookConcurrency' | 'reserveConcurrency'>): ConcurrencyNeeds {
  const reserve = (n: number) => (config.reserveConcurrency ? n : 0);
  return {
    reserved: { renderStep: reserve(config.renderConcurrency), webhookDelivery: reserve(config.webhookConcurrency) },
    quota: config.renderConcurrency + config.webhookConcurrency + LAMBDA_UNRESERVED_MINIMUM,
  };
}

export interface Finding {
  level: 'ok' | 'warning';
  message: string;
}

/** Reads the account's Lambda concurrency and says whether the settings fit in it. */
export async function checkLambdaConcurrency(lambda: LambdaAccountReader, config: Pick<ServiceConfig, 'renderConcurrency' | 'webhookConcurrency' | 'reserveConcurrency'>): Promise<Finding[]> {
  const { AccountLimit } = await lambda.send(new GetAccountSettingsCommand({}));
  const quota = AccountLimit?.ConcurrentExecutions ?? 0;
  const unreserved = AccountLimit?.UnreservedConcurrentExecutions ?? quota;
  const needs = concurrencyNeeds(config);
  const reserving = needs.reserved.renderStep + needs.reserved.webhookDelivery;
  const settings = `renderConcurrency ${config.renderConcurrency} + webhookConcurrency ${config.webhookConcurrency} + ${LAMBDA_UNRESERVED_MINIMUM} Lambda keeps unreserved`;
  const raise = `ask for "Concurrent executions" of at least ${needs.quota} in Service Quotas (AWS Lambda), or lower renderConcurrency and webhookConcurrency`;
  const findings: Finding[] = [{ level: 'ok', message: `Lambda concurrency: quota ${quota}, unreserved ${unreserved}; these settings need ${needs.quota} (${settings})` }];
  if (quota < needs.quota) {
    findings.push({
      level: 'warning',
      message: config.reserveConcurrency
        ? `the deployment would fail: reserving ${reserving} leaves less than ${LAMBDA_UNRESERVED_MINIMUM} of the quota of ${quota} unreserved. ${raise}; -c reserveConcurrency=false deploys without reservations, and render steps then compete with the API for ${quota}.`
        : `render steps and deliveries at their caps would take the account's whole quota of ${quota} from the API and the workflow: ${raise}.`,
    });
  } else if (config.reserveConcurrency && unreserved - reserving < LAMBDA_UNRESERVED_MINIMUM) {
    findings.push({
      level: 'warning',
      message: `other functions of the account already reserve ${quota - unreserved}: reserving ${reserving} more would leave ${unreserved - reserving} unreserved, under Lambda's minimum of ${LAMBDA_UNRESERVED_MINIMUM} (if this stage is already deployed, its own reservations are among them, and an update is fine). ${raise}.`,
    });
  }
  return findings;
}
