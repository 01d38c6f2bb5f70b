import { awsPorts } from '../adapters/aws/aws-ports';
import { configuredModelLifecycles } from '../adapters/bedrock/model-lifecycles';
import { emfMetrics } from '../adapters/metrics/emf-metrics';
import { makeModelLifecycleHandler } from '../handlers/scheduled/model-lifecycle';
import { clock } from './shared-wiring';
import type { WiringFor } from './catalogue';

/** Daily: reads Bedrock's lifecycle of every configured model and counts those no longer Active (alarm model-lifecycle). */
export const wiring = { configured: configuredModelLifecycles, metrics: emfMetrics, clock } satisfies WiringFor<'model-lifecycle'>;
export const handler = makeModelLifecycleHandler(awsPorts(wiring));
