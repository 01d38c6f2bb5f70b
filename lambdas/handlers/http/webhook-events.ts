import { eventsCatalogue } from '../../core/webhooks/events';
import { httpHandler } from './http-handler';

/** GET /api/webhooks/events (spec §4.4). */
export const handler = httpHandler(async () => ({ status: 200, body: eventsCatalogue() }));
