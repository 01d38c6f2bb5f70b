import './runtime-env';
import { AccountNotFound } from '../lambdas/adapters/dynamo/account-store';
import { parseCommand } from '../lambdas/admin/commands';
import { connect } from '../lambdas/admin/connect';
import { dataDirFromEnv } from '../lambdas/local/local-config';
import { logToStderr } from '../lambdas/shared/logger';

/**
 * `npm run --silent admin -- <command>`: its result as one JSON document on stdout; errors, notes
 * and logs as JSON on stderr, errors with a non-zero exit. `--help` (alone or after a command)
 * prints the commands and their flags, as text, and exits 0. Account events are queued, not delivered,
 * here: the local stack or the deployed queue delivers them, so the command exits at once.
 */
async function main(argv: string[]): Promise<number> {
  logToStderr();
  let parsed;
  try {
    parsed = parseCommand(argv);
  } catch (err) {
    console.error(JSON.stringify({ error: (err as Error).message }));
    return 2;
  }
  if ('help' in parsed) {
    process.stdout.write(parsed.help);
    return 0;
  }
  const { command, flags } = parsed;
  const connection = await connect({
    table: (flags.table as string | undefined) ?? process.env.TABLE_NAME,
    region: (flags.region as string | undefined) ?? process.env.AWS_REGION,
    dataDir: dataDirFromEnv(),
  });
  try {
    console.log(JSON.stringify(await command.run(connection, flags)));
    if (connection.eventsNote) console.error(JSON.stringify({ warning: connection.eventsNote }));
    return 0;
  } catch (err) {
    const e = err as Error;
    const known = e.name === 'UsageError' || err instanceof AccountNotFound;
    console.error(JSON.stringify({ error: known ? e.message : `${e.name}: ${e.message}` }));
    return known ? 2 : 1;
  } finally {
    await connection.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(JSON.stringify({ error: (err as Error).message }));
    process.exit(1);
  },
);
