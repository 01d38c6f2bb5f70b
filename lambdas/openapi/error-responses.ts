/**
 * The error answers of one operation, built from its route's `errors` (lambdas/routes.ts): one
 * response per status, whose `code` is the enum of that status's codes (absent where the
 * spec's error has none), with one example per error made by the same functions the service
 * answers with.
 */
import type { ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from 'zod-openapi';
import {
  CODELESS_ERRORS,
  ERROR_CODES,
  apiError,
  codelessError,
  errorBody,
  rateLimited,
  statusOf,
  validationFailed,
  type ApiError,
  type CodelessError,
  type ErrorCode,
  type ErrorKind,
} from '../core/errors';
import { WEBHOOK_EVENTS } from '../core/webhooks/events';

export const ERROR_SCHEMA_REF = '#/components/schemas/Error';

const isCode = (kind: ErrorKind): kind is ErrorCode => kind in ERROR_CODES;

/** An error as the service answers it, with the extras its thrower adds. */
export function exampleError(kind: ErrorKind): ApiError {
  switch (kind) {
    case 'validation':
      return validationFailed([
        { path: 'scene_plan.0.prompt', message: 'is required' },
        { path: 'aspect', message: 'must be one of 9:16, 16:9, 1:1, 4:5, 4:3, 3:4' },
      ]);
    case 'RATE_LIMITED':
      return rateLimited('RATE_LIMITED', 42);
    case 'PLAN_UPGRADE_REQUIRED':
      return apiError(kind, undefined, { feature: 'api', plan: 'pro' });
    case 'UNKNOWN_EVENT':
      return apiError(kind, undefined, { events: [...WEBHOOK_EVENTS] });
    case 'INSUFFICIENT_CREDITS':
      return apiError(kind, undefined, { details: { balance: 12 } });
    case 'REQUEST_COST_TOO_HIGH':
      return apiError(kind, undefined, { details: { cost: 1_240, limit: 1_000 } });
    case 'HOOK_LIMIT':
      return apiError(kind, undefined, { details: { limit: 25 } });
    case 'PRESENTER_REQUIRED':
      return apiError(kind, undefined, { details: { scene_index: 1 } });
    default:
      return isCode(kind) ? apiError(kind) : codelessError(kind as CodelessError);
  }
}

/** One line per error of a status, for the response's description. */
function describe(kind: ErrorKind): string {
  return isCode(kind) ? `\`${kind}\`: ${ERROR_CODES[kind][1]}.` : `No code: ${CODELESS_ERRORS[kind as CodelessError][1]}.`;
}

/** `code` as this status allows it: one of its codes, required unless a code-less error shares the status. */
function codeConstraint(kinds: readonly ErrorKind[]): Record<string, unknown> {
  const codes = kinds.filter(isCode);
  if (codes.length === 0) return { properties: { code: false } };
  const required = codes.length === kinds.length;
  return { properties: { code: { type: 'string', enum: codes } }, ...(required ? { required: ['code'] } : {}) };
}

function responseFor(status: number, kinds: readonly ErrorKind[]): ZodOpenApiResponseObject {
  return {
    description: kinds.map(describe).join('\n\n'),
    ...(status === 429
      ? {
          headers: {
            'Retry-After': {
              description: 'RATE_LIMITED: whole seconds to wait before retrying.',
              schema: { type: 'integer', minimum: 1 },
            },
          },
        }
      : {}),
    content: {
      'application/json': {
        schema: { allOf: [{ $ref: ERROR_SCHEMA_REF }, codeConstraint(kinds)] },
        examples: Object.fromEntries(kinds.map((kind) => [kind, { summary: describe(kind), value: errorBody(exampleError(kind)) }])),
      },
    },
  };
}

export function errorResponses(kinds: readonly ErrorKind[]): ZodOpenApiResponsesObject {
  const byStatus = new Map<number, ErrorKind[]>();
  for (const kind of new Set(kinds)) {
    const status = statusOf(kind);
    byStatus.set(status, [...(byStatus.get(status) ?? []), kind]);
  }
  const statuses = [...byStatus.keys()].sort((a, b) => a - b);
  return Object.fromEntries(statuses.map((status) => [String(status), responseFor(status, byStatus.get(status)!)]));
}
