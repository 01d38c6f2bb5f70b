/** Wiring pieces several functions share, and the ports that need nothing (lambdas/functions/port-needs.ts names each). */
import { fixed } from '../adapters/aws/declaration';
import { RATE_LIMITS } from '../core/limits/rate-limits';
import { DEFAULT_DELIVERY_SETTINGS } from '../core/webhooks/deliver-attempt';
import { systemClock } from '../core/ports/clock';
import { logger } from '../shared/logger';

export const clock = fixed(systemClock);
/** The core's log port: the service's logger, whose lines carry the request's or step's keys. */
export const log = fixed(logger);
export const rateLimits = fixed(RATE_LIMITS);
export const delivery = fixed(DEFAULT_DELIVERY_SETTINGS);
