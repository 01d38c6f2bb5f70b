/**
 * Port: counts of what needs a person's eyes, published as CloudWatch metrics in AWS (the stack's
 * alarms watch them) and logged locally.
 */
export const METRICS_NAMESPACE = 'VideoService';

export const METRIC = {
  /** A render hit the render limit (spec §8) and was failed and refunded. */
  renderTimedOut: 'RendersTimedOut',
  /** A render step stopped answering heartbeats through all its retries. */
  workerUnresponsive: 'RenderWorkersUnresponsive',
  /** The sweeper started a job whose start had been lost. */
  sweptStart: 'SweptStarts',
  /** The sweeper failed a job whose failure path had not ended it. */
  sweptFailure: 'SweptFailures',
  /** The sweeper published the final event of a job that had ended without it. */
  sweptEvent: 'SweptEvents',
  /** The sweeper could not sweep one job (it threw); the others were swept. */
  sweepErrors: 'SweepJobErrors',
  /** The scheduled lifecycle check found a configured model Legacy or past its end of life in Bedrock. */
  modelNotActive: 'ModelsNotActive',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

export interface Metrics {
  count(name: MetricName): void;
}
