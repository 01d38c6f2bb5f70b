import type { Clock } from '../ports/clock';
import { METRIC, type Metrics } from '../ports/metrics';

/**
 * The scheduled lifecycle check (issue 24): Bedrock's own view of each model the deployment calls,
 * read every day. A model Bedrock reports Legacy, or no longer serves (past its end of life, it is
 * gone from GetFoundationModel), counts once in METRIC.modelNotActive, whose alarm tells the people
 * on call to move to a successor before the date; the finding names the model and its dates.
 */

/** What Bedrock says of a model now: its state and dates, or that it serves it no more. */
export type LiveLifecycle = { status: 'ACTIVE' | 'LEGACY'; legacySince?: Date; endOfLife?: Date } | { status: 'GONE' };

/** Port: Bedrock's lifecycle of a model (GetFoundationModel). */
export interface ModelLifecycles {
  lifecycleOf(modelId: string): Promise<LiveLifecycle>;
}

export interface LifecycleCheckServices {
  /** The Bedrock model ids the deployment is configured with. */
  models: readonly string[];
  lifecycles: ModelLifecycles;
  metrics: Metrics;
  clock: Clock;
}

export interface LifecycleFinding {
  modelId: string;
  status: 'LEGACY' | 'ENDED';
  endOfLife?: string;
  message: string;
}

const day = (date: Date | undefined) => date?.toISOString().slice(0, 10);

export async function checkModelLifecycles(services: LifecycleCheckServices): Promise<LifecycleFinding[]> {
  const now = services.clock.now();
  const findings: LifecycleFinding[] = [];
  for (const modelId of services.models) {
    const live = await services.lifecycles.lifecycleOf(modelId);
    const finding = findingOf(modelId, live, now);
    if (!finding) continue;
    services.metrics.count(METRIC.modelNotActive);
    findings.push(finding);
  }
  return findings;
}

function findingOf(modelId: string, live: LiveLifecycle, now: Date): LifecycleFinding | undefined {
  if (live.status === 'GONE') return { modelId, status: 'ENDED', message: `${modelId}: Bedrock no longer serves this model in this account (past its end of life, or withdrawn from the Region).` };
  const endOfLife = day(live.endOfLife);
  if (live.endOfLife && live.endOfLife <= now) return { modelId, status: 'ENDED', endOfLife, message: `${modelId} reached its end of life on ${endOfLife}.` };
  if (live.status === 'LEGACY') {
    const since = live.legacySince ? ` since ${day(live.legacySince)}` : '';
    return { modelId, status: 'LEGACY', endOfLife, message: `${modelId} is Legacy${since}${endOfLife ? `; its end of life is ${endOfLife}` : ''}.` };
  }
  return undefined;
}
