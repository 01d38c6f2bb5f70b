import { FALLBACK_HANDLER } from '../lambdas/routes';

/**
 * What each API function may touch, by handler name (lambdas/routes.ts). The stack
 * grants exactly this, so a route added to the route table without an entry here
 * stops synthesis instead of deploying with guessed permissions.
 */
export interface RouteAccess {
  /** Every authenticated route reads its account by key hash; writers also keep rate windows, jobs or hooks. */
  table?: 'read' | 'readWrite';
  /** Stores the request and its uploaded data-URI assets under jobs/ (POST /v1/render). */
  writesJobFiles?: true;
  /** Presigns GET URLs of finished videos (a URL only works if its signer may read the object). */
  readsVideos?: true;
  /** Starts the job's workflow execution and plans briefs (POST /v1/render). */
  startsRenders?: true;
  /** Planning from a brief can take the whole planning budget. */
  slow?: true;
}

export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  me: { table: 'read' },
  render: { table: 'readWrite', writesJobFiles: true, startsRenders: true, slow: true },
  job: { table: 'read', readsVideos: true },
  'webhook-events': { table: 'read' },
  'webhook-list': { table: 'read' },
  'webhook-create': { table: 'readWrite' },
  'webhook-update': { table: 'readWrite' },
  'webhook-delete': { table: 'readWrite' },
  // The test ping is sent directly (not queued) and logged in the hook's attempt log.
  'webhook-test': { table: 'readWrite' },
  'webhook-deliveries': { table: 'read' },
  // The API document, its page and the page's script: built from code, no key, nothing to read.
  openapi: {},
  docs: {},
  'docs-ui': {},
  // Unknown paths are answered before authentication: nothing to read.
  [FALLBACK_HANDLER]: {},
};

export function routeAccess(name: string): RouteAccess {
  const access = ROUTE_ACCESS[name];
  if (!access) throw new Error(`route handler "${name}" has no entry in lib/route-access.ts: say what it may access`);
  return access;
}
