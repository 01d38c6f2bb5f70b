import type { HttpEvent } from '../http-types';

export function lowerCaseHeaders(event: HttpEvent): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (value !== undefined) out[name.toLowerCase()] = value;
  }
  return out;
}

/**
 * Every line of a header, as API Gateway's REST proxy gives them in `multiValueHeaders` (its
 * `headers` keeps only the last); undefined when the header is absent.
 */
export function headerLines(event: HttpEvent, name: string): string[] | undefined {
  for (const [key, values] of Object.entries(event.multiValueHeaders ?? {})) {
    if (key.toLowerCase() === name && values?.length) return values;
  }
  const single = lowerCaseHeaders(event)[name];
  return single === undefined ? undefined : [single];
}
