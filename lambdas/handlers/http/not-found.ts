import { apiError } from '../../core/errors';
import { methodsOf, ROUTES, pathMatcher } from '../../routes';
import { publicRoute } from './http-handler';

const matchers = ROUTES.map((route) => ({ route, match: pathMatcher(route.path) }));

/** Unknown path: 404 NOT_FOUND (spec §7); a known path with another method: 405 with the allowed ones. */
export const makeNotFoundHandler = () =>
  publicRoute(async ({ event }) => {
    const allowed = matchers.filter(({ match }) => match(event.path)).flatMap(({ route }) => methodsOf(route));
    if (allowed.length > 0) {
      throw apiError('METHOD_NOT_ALLOWED', `Method ${event.httpMethod} not allowed on ${event.path}`, { allowed });
    }
    throw apiError('NOT_FOUND', `No such path: ${event.path}`);
  });
