/**
 * The one check of a response against the API document (ajv, JSON Schema 2020-12 as
 * OpenAPI 3.1 uses): its status is documented for the operation, its content type is the
 * documented one, its body matches the documented schema, and it has every header the document
 * says it always has (X-Request-Id; RateLimit-Policy and RateLimit on an authenticated success). The integration tests' HTTP
 * helper runs it on every response, so the document cannot drift from what the service does.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { UNROUTED_ERRORS } from '../../lambdas/route-errors';
import { pathMatcher } from '../../lambdas/route-facts';
import { buildOpenApiDocument } from '../../lambdas/openapi/document';

const DOCUMENT_ID = 'https://api.invalid/openapi.json';

interface Media {
  schema?: unknown;
}
interface Header {
  required?: boolean;
}
interface Responses {
  [status: string]: { content?: Record<string, Media>; headers?: Record<string, Header | { $ref: string }> };
}

const document = buildOpenApiDocument({ serverUrl: 'http://127.0.0.1' }) as unknown as {
  paths: Record<string, Record<string, { operationId: string; responses: Responses }>>;
  components: { headers: Record<string, Header> };
};

const resolved = (header: Header | { $ref: string }): Header =>
  '$ref' in header ? document.components.headers[header.$ref.split('/').pop()!]! : header;

/** The headers the document says this response always has, missing from it. */
function missingHeaders(documented: Responses[string]['headers'], headers: Headers | undefined): string[] {
  if (!headers) return [];
  return Object.entries(documented ?? {})
    .filter(([name, header]) => resolved(header).required && headers.get(name) === null)
    .map(([name]) => `the ${name} header the document promises is missing`);
}

// strict: false lets the whole document be a schema (its other keys are not keywords).
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ ...document, $id: DOCUMENT_ID });

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, match: pathMatcher(path), op })),
);

const validators = new Map<string, ValidateFunction>();
function validatorAt(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) validators.set(pointer, (validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` })));
  return validate;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** A request no operation claims gets a §7 error with one of the codes for that. */
function unroutedProblems(status: number, body: unknown): string[] {
  const problems = validate('/components/schemas/Error', body);
  const code = (body as { code?: string } | null)?.code;
  if (!UNROUTED_ERRORS.some((kind) => kind === code)) problems.push(`a request no operation claims was answered ${status} with code ${String(code)}`);
  return problems;
}

function validate(pointer: string, body: unknown): string[] {
  const check = validatorAt(pointer);
  return check(body) ? [] : (check.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

/** Problems of one response with the document; empty when it matches. */
export function responseProblems(response: { method: string; path: string; status: number; contentType: string | null; body: unknown; headers?: Headers }): string[] {
  const found = operations.find((o) => o.method === response.method && o.match(response.path));
  if (!found) return [...unroutedProblems(response.status, response.body), ...missingHeaders({ 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } }, response.headers)];
  const { op, path, method } = found;
  const statusKey = [String(response.status), `${String(response.status)[0]}XX`, 'default'].find((key) => op.responses[key]);
  if (!statusKey) return [`${op.operationId} answered ${response.status}, which the document does not list`];
  const content = op.responses[statusKey]!.content ?? {};
  const mediaType = (response.contentType ?? '').split(';')[0]!.trim();
  if (!content[mediaType]) return [`${op.operationId} ${response.status} answered ${mediaType || 'no content type'}; the document says ${Object.keys(content).join(', ') || 'no body'}`];
  const pointer = `/paths/${escape(path)}/${method.toLowerCase()}/responses/${statusKey}/content/${escape(mediaType)}/schema`;
  return [...validate(pointer, response.body), ...missingHeaders(op.responses[statusKey]!.headers, response.headers)].map((p) => `${op.operationId} ${response.status}: ${p}`);
}
