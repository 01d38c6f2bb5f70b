import { accountView } from '../../core/account/account';
import { httpHandler } from './http-handler';

/** GET /v1/me (spec §4.1). */
export const handler = httpHandler(async ({ account }) => ({ status: 200, body: accountView(account) }));
