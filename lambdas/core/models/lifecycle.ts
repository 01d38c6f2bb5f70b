import type { IsoDate, ModelEntry } from './model';

/**
 * What a model's lifecycle means for a deployment on a given day: usable, usable but on its way out
 * (Legacy: new accounts cannot start using it, and it stops at its end-of-life date), or refused by
 * its provider (past its end of life; Bedrock migrates nobody). The recorded state is AWS's on the
 * day it was checked; a Legacy model whose end-of-life date has since passed counts as ended.
 */
export type Verdict = { level: 'ok' } | { level: 'legacy' | 'ended'; endOfLife?: IsoDate; message: string };

export function lifecycleVerdict(entry: Pick<ModelEntry, 'name' | 'modelId' | 'lifecycle'>, today: IsoDate): Verdict {
  const { lifecycle } = entry;
  if (lifecycle.state !== 'Active' && lifecycle.state !== 'Legacy' && lifecycle.state !== 'EOL') return { level: 'ok' };
  const named = `${entry.name} (${entry.modelId})`;
  const { endOfLife } = lifecycle;
  if (lifecycle.state === 'EOL' || (endOfLife !== undefined && endOfLife <= today)) {
    return { level: 'ended', endOfLife, message: `${named} reached its end of life${endOfLife ? ` on ${endOfLife}` : ''}: its provider refuses calls to it (${lifecycle.source}).` };
  }
  if (lifecycle.state === 'Legacy') {
    const since = lifecycle.legacySince ? ` since ${lifecycle.legacySince}` : '';
    const until = endOfLife ? `; its end of life is ${endOfLife}` : '';
    return { level: 'legacy', endOfLife, message: `${named} is Legacy${since}${until}. Choose its successor before then (${lifecycle.source}).` };
  }
  return { level: 'ok' };
}

/** Today's date in UTC, as the lifecycle tables write dates. */
export function todayUtc(now: Date = new Date()): IsoDate {
  return now.toISOString().slice(0, 10) as IsoDate;
}
