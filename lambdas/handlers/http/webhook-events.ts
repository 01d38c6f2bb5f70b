import { eventsCatalogue } from '../../core/webhooks/events';
import { authenticatedRoute, type AuthPorts } from './http-handler';

/** GET /api/webhooks/events (spec §4.4). */
export const makeWebhookEventsHandler = (ports: AuthPorts) => authenticatedRoute(ports, async () => ({ status: 200, body: eventsCatalogue() }));
