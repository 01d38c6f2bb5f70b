/**
 * npm run doctor [-- -c key=value ... --region R]: checks the AWS account (credentials and Region
 * as the AWS SDK finds them, or --region) against what the deployment's settings need, with the
 * same context `cdk deploy` reads (cdk.json, then -c). Exits 1 when a need is not met.
 */
import '../bin/runtime-env';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { configFromContext } from '../lib/config';
import { checkLambdaConcurrency } from '../lib/doctor';
import { cdkJsonContext } from '../lib/state-machines';

const args = process.argv.slice(2);
const context: Record<string, unknown> = { ...cdkJsonContext() };
let region: string | undefined;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '-c' || args[i] === '--context') {
    const [key, ...value] = (args[++i] ?? '').split('=');
    context[key!] = value.join('=');
  } else if (args[i] === '--region') region = args[++i];
  else {
    console.error(`usage: npm run doctor -- [-c key=value ...] [--region REGION]; unknown argument ${args[i]}`);
    process.exit(2);
  }
}

const config = configFromContext((key) => context[key]);
const findings = await checkLambdaConcurrency(new LambdaClient({ region: region ?? config.environment?.region }), config).catch((err: Error) => {
  console.error(`could not read the account's Lambda settings (${err.name}: ${err.message}); set AWS credentials and a Region (--region)`);
  process.exit(2);
});
for (const finding of findings) console.log(`${finding.level === 'ok' ? 'ok     ' : 'WARNING'} ${finding.message}`);
process.exit(findings.some((f) => f.level === 'warning') ? 1 : 0);
