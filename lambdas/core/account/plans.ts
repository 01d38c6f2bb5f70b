/**
 * Plan defaults (spec §8 leaves the numbers unshown; these are ours).
 * An account may override any of them (`admin account set-limits`).
 */
export const PLANS = ['agency', 'pro', 'starter', 'free'] as const;
export type Plan = (typeof PLANS)[number];

export interface Limits {
  /** Renders running at once, app renders included. */
  concurrency: number;
  /** Credits that may be spent in one calendar month (UTC). */
  monthlyCap: number;
  /** Bytes of finished video the library may hold. */
  storageBytes: number;
  /** Most credits one render may cost. */
  maxRenderCost: number;
}

const GB = 1024 ** 3;

export const PLAN_LIMITS: Record<Plan, Limits> = {
  agency: { concurrency: 3, monthlyCap: 20_000, storageBytes: 50 * GB, maxRenderCost: 1_000 },
  pro: { concurrency: 2, monthlyCap: 5_000, storageBytes: 20 * GB, maxRenderCost: 400 },
  starter: { concurrency: 1, monthlyCap: 1_000, storageBytes: 5 * GB, maxRenderCost: 200 },
  free: { concurrency: 1, monthlyCap: 100, storageBytes: 1 * GB, maxRenderCost: 50 },
};

/** Only this plan may use the API (spec §1, §5 rule 4). */
export const API_PLAN: Plan = 'agency';

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

export function effectiveLimits(plan: Plan, overrides: Partial<Limits> = {}): Limits {
  return { ...PLAN_LIMITS[plan], ...overrides };
}
