/** Wiring pieces several functions share; each entry spreads only what it uses. */
import { fixed } from '../adapters/aws/declaration';
import { accountReader } from '../adapters/dynamo/account-store';
import { RATE_LIMITS } from '../core/limits/rate-limits';
import { systemClock } from '../core/ports/clock';

export const clock = fixed(systemClock);
export const rateLimits = fixed(RATE_LIMITS);

/** Every authenticated route reads the key's account, and reports its rate limits (RateLimit headers). */
export const auth = { accounts: accountReader, clock, rateLimits } as const;
