import { Metrics as PowertoolsMetrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, type Metrics } from '../../core/ports/metrics';
import { SERVICE_NAME } from '../../shared/service-name';
import { awsAdapter } from '../aws/declaration';

/**
 * Counts as CloudWatch metrics in the embedded metric format: a JSON line on stdout that the
 * Lambda log pipeline turns into a metric (no API call, no IAM grant). Dimension: the service.
 */
export const emfMetrics = awsAdapter({
  create: (): Metrics => {
    const metrics = new PowertoolsMetrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME });
    return {
      count(name) {
        metrics.addMetric(name, MetricUnit.Count, 1);
        metrics.publishStoredMetrics();
      },
    };
  },
});
