import type { HttpEvent } from './http-types';

/**
 * Where the caller reached the API: the origin, and the path in front of the routes (API
 * Gateway's stage such as `/prod`, or a custom domain's base path; empty locally), so that
 * links the API hands out work wherever it is deployed.
 */
export function publicBase(event: HttpEvent, headers: Record<string, string>): { origin: string; basePath: string } {
  const fullPath = event.requestContext.path ?? event.path;
  const basePath = fullPath.endsWith(event.path) ? fullPath.slice(0, fullPath.length - event.path.length) : '';
  const scheme = headers['x-forwarded-proto'] ?? 'http';
  return { origin: `${scheme}://${headers.host ?? 'localhost'}`, basePath: basePath.replace(/\/$/, '') };
}
