import { apiError } from '../../core/errors';
import { methodsOf, pathMatcher, type RoutePorts } from '../../route-facts';
import { publicRoute } from './http-handler';

/** Unknown path: 404 NOT_FOUND (spec §7); a known path with another method: 405 with the allowed ones. */
export const makeNotFoundHandler = ({ routes }: RoutePorts) => {
  const matchers = routes.map((route) => ({ route, match: pathMatcher(route.path) }));
  return publicRoute(async ({ event }) => {
    const allowed = matchers.filter(({ match }) => match(event.path)).flatMap(({ route }) => methodsOf(route));
    if (allowed.length > 0) {
      throw apiError('METHOD_NOT_ALLOWED', `Method ${event.httpMethod} not allowed on ${event.path}`, { allowed });
    }
    throw apiError('NOT_FOUND', `No such path: ${event.path}`);
  });
};
