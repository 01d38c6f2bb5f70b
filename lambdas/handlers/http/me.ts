import { accountView } from '../../core/account/account';
import { authenticatedRoute, type AuthPorts } from './http-handler';

/** GET /v1/me (spec §4.1). */
export const makeMeHandler = (ports: AuthPorts) => authenticatedRoute(ports, async ({ account }) => ({ status: 200, body: accountView(account) }));
