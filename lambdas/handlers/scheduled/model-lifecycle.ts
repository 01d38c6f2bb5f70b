import { checkModelLifecycles, type LifecycleCheckServices } from '../../core/models/lifecycle-check';
import { logger } from '../../shared/logger';

export interface ModelLifecyclePorts extends Omit<LifecycleCheckServices, 'models' | 'lifecycles'> {
  configured: Pick<LifecycleCheckServices, 'models' | 'lifecycles'>;
}

/** Every day: Bedrock's lifecycle of each configured model; a Legacy or ended one is logged and counted (its alarm fires). */
export const makeModelLifecycleHandler = (ports: ModelLifecyclePorts) => async (_event: unknown) => {
  const { models, lifecycles } = ports.configured;
  const findings = await checkModelLifecycles({ models, lifecycles, metrics: ports.metrics, clock: ports.clock });
  for (const finding of findings) logger.warn('configured model is not Active', { ...finding });
  logger.info('model lifecycles checked', { models, notActive: findings.length });
  return { checked: models, findings };
};
