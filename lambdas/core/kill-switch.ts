import { apiError } from './errors';

/** Which switch is thrown: everyone, the render feature, or one account (spec §7 503 codes). */
export type KillSwitchScope = { kind: 'global' } | { kind: 'render' } | { kind: 'user'; userId: string };

export interface KillSwitchStore {
  set(scope: KillSwitchScope, on: boolean): Promise<void>;
  /** The scopes switched on among those that apply to this account. */
  active(userId: string): Promise<KillSwitchScope['kind'][]>;
}

/** The API only asks which switches are on. */
export type KillSwitchReader = Pick<KillSwitchStore, 'active'>;

const CODES = { global: 'GLOBAL_KILL_SWITCH', render: 'FEATURE_KILL_SWITCH', user: 'USER_KILL_SWITCH' } as const;

/** The broadest switch wins: global, then the feature, then the account. */
export function assertNoKillSwitch(active: readonly KillSwitchScope['kind'][]): void {
  for (const kind of ['global', 'render', 'user'] as const) {
    if (active.includes(kind)) throw apiError(CODES[kind]);
  }
}
