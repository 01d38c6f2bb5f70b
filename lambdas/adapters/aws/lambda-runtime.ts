import { SERVICE_NAME } from '../../shared/service-name';
import type { Declaration } from './declaration';

/**
 * What every function's runtime reads, whatever its adapters: Node's options (stack traces
 * through the bundles' source maps) and the Powertools logger's service name and level.
 */
export const LAMBDA_RUNTIME: Declaration = {
  env: {
    NODE_OPTIONS: { from: { kind: 'constant', value: '--enable-source-maps' } },
    POWERTOOLS_SERVICE_NAME: { from: { kind: 'constant', value: SERVICE_NAME } },
    POWERTOOLS_LOG_LEVEL: { from: { kind: 'constant', value: 'INFO' } },
  },
  access: [],
};
