/** Wiring pieces several functions share; each entry spreads only what it uses. */
import { fixed } from '../adapters/aws/declaration';
import { accountReader } from '../adapters/dynamo/account-store';
import { RATE_LIMITS } from '../core/limits/rate-limits';
import { systemClock } from '../core/ports/clock';
import { logger } from '../shared/logger';

export const clock = fixed(systemClock);
/** The core's log port: the service's logger, whose lines carry the request's or step's keys. */
export const log = fixed(logger);
export const rateLimits = fixed(RATE_LIMITS);

/** Every authenticated route reads the key's account, and reports its rate limits (RateLimit headers). */
export const auth = { accounts: accountReader, clock, rateLimits } as const;
