import type { HttpEvent } from '../http-types';

export function lowerCaseHeaders(event: HttpEvent): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (value !== undefined) out[name.toLowerCase()] = value;
  }
  return out;
}
