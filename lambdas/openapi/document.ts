/**
 * The OpenAPI 3.1 document of the API, built from the route table, the zod schemas the
 * service validates and answers with, and the per-route error lists: nothing in it is
 * written twice. Pure: `npm run openapi` writes it to docs/openapi.json and
 * GET /openapi.json serves it with the caller's server.
 */
import {
  createDocument,
  type ZodOpenApiObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { KEY_PREFIX } from '../core/account/api-key';
import { errorBodySchema } from '../core/error-body';
import { accountSchema, dryRunSchema, jobSchema, renderAcceptedSchema } from '../core/render/response-schema';
import { sceneSchema } from '../core/render/request-schema';
import { attemptLogEntrySchema } from '../core/webhooks/hook-responses';
import { hookObjectSchema } from '../core/webhooks/hook-schema';
import { RATE_LIMITS } from '../core/limits/rate-limits';
import { ROUTES, type DeclaredRoute, type Route } from '../routes';
import { needsApiKey } from '../route-errors';
import { errorResponses } from './error-responses';
import { TAGS, type Operation } from './operations';
import { headerComponents, rateLimitHeaderRefs, REQUEST_ID_HEADER_REF } from './response-headers';
import { webhookEvents } from './webhook-events';

export type OpenApiDocument = ReturnType<typeof createDocument>;

const SECURITY_SCHEME = 'apiKey';

const perWindow = ({ minute, hour, day }: { minute: number; hour: number; day: number }) => `${minute} a minute, ${hour} an hour, ${day} a day`;

const DESCRIPTION = `Renders MP4 adverts and training videos in the background, from a plain-language brief or your own scene plan.

**Keys.** Every operation but this reference needs \`Authorization: Bearer ${KEY_PREFIX}…\`. Keys belong on servers, never in a browser or app.

**Errors** are JSON: \`error\` (a message; do not match on it), \`code\` (stable; branch on it), sometimes \`details\`, \`retryAfter\`. Errors without a code (403 Forbidden, 404 Job not found, 500, validation failures) are told apart by status.

**Retries.** Retry 429 after \`Retry-After\` seconds, and 500, 502 and 503 with backoff; do not retry other 4xx unchanged. When no answer came (a timeout, a dropped connection), retry POST /v1/render with the same \`Idempotency-Key\`: if the first attempt started a render, the retry is refused with 409 instead of starting a second. After an error answer nothing was started: fix the cause and use a new key.

**Limits** per account: POST /v1/render ${perWindow(RATE_LIMITS.renderApi)}; every render, app included, ${perWindow(RATE_LIMITS.renderAll)}; POST /api/webhooks/hooks ${perWindow(RATE_LIMITS.hookCreate)}. Polling has no limit: poll every few seconds. Every answer to an accepted key carries \`RateLimit-Policy\` and \`RateLimit\` (IETF httpapi draft): the limits of that operation, or the overall render limit where it has none. \`RateLimit\` is left out only when the counters cannot be read (the table briefly unavailable); the answer itself is not failed for it.

**Request ids.** Every response carries \`X-Request-Id\`; quote it when you report a problem.

**Webhooks** are signed; see the Webhooks section for every event's body and headers.`;

/** Every response carries its request id; an authenticated operation's also carry its RateLimit headers. */
function withHeaders(responses: ZodOpenApiResponsesObject, route: Route, success: boolean): ZodOpenApiResponsesObject {
  const limits = needsApiKey(route) ? rateLimitHeaderRefs(route, success) : {};
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const refused = status === '401';
      const headers = { ...(response as ZodOpenApiResponseObject).headers, 'X-Request-Id': REQUEST_ID_HEADER_REF, ...(refused ? {} : limits) };
      return [status, { ...response, headers }];
    }),
  );
}

function operation(route: DeclaredRoute): ZodOpenApiOperationObject {
  const op: Operation = route.operation;
  const answers = Object.fromEntries(
    Object.entries(op.answers).map(([status, answer]) => [
      status,
      { description: answer.description, content: { [answer.contentType ?? 'application/json']: { schema: answer.schema } } },
    ]),
  );
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: op.description,
    tags: [op.tag],
    ...(needsApiKey(route) ? {} : { security: [] }),
    ...(op.path || op.headers ? { requestParams: { ...(op.path ? { path: op.path } : {}), ...(op.headers ? { header: op.headers } : {}) } } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: op.body, ...(op.examples ? { examples: op.examples } : {}) } } } } : {}),
    responses: { ...withHeaders(answers, route, true), ...withHeaders(errorResponses(route.errors), route, false) },
  };
}

function paths(): ZodOpenApiPathsObject {
  const out: ZodOpenApiPathsObject = {};
  for (const route of ROUTES) out[route.path] = { ...out[route.path], [route.method.toLowerCase()]: operation(route) };
  return out;
}

/** zod's integers carry the safe-integer range as bounds; they say nothing to a reader and make odd examples. */
function dropSafeIntegerBounds({ jsonSchema }: { jsonSchema: { minimum?: number; maximum?: number } }): void {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

export function buildOpenApiDocument({ serverUrl }: { serverUrl: string }): OpenApiDocument {
  const spec: ZodOpenApiObject = {
    openapi: '3.1.0',
    info: { title: 'Video Rendering API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: serverUrl }],
    security: [{ [SECURITY_SCHEME]: [] }],
    tags: TAGS.map((tag) => ({ ...tag })),
    paths: paths(),
    webhooks: webhookEvents(),
    components: {
      headers: headerComponents(),
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description: `An API key: \`${KEY_PREFIX}\` and 32 more characters. A missing or malformed key is 401 NO_API_KEY; an unknown or revoked one 401 INVALID_API_KEY.`,
        },
      },
      schemas: {
        Account: accountSchema,
        Scene: sceneSchema,
        RenderAccepted: renderAcceptedSchema,
        DryRun: dryRunSchema,
        Job: jobSchema,
        Hook: hookObjectSchema,
        DeliveryAttempt: attemptLogEntrySchema,
        Error: errorBodySchema,
      },
    },
  };
  return createDocument(spec, { override: dropSafeIntegerBounds });
}
