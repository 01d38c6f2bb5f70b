import { stepRetryDelaySeconds, type TaskCallbacks } from '../core/jobs/task-callbacks';
import type { WorkflowServices } from '../core/jobs/workflow-steps';
import { systemClock } from '../core/ports/clock';
import type { MessageQueue } from '../core/ports/message-queue';
import { sfnTaskCallbacks } from '../adapters/sfn/sfn-task-callbacks';
import { sqsMessageQueue } from '../adapters/sqs/sqs-message-queue';
import { eventPublisherFromEnv } from '../adapters/webhooks/event-publisher-from-env';
import { awsBlobStore, awsJobStore } from './aws-factories';
import { compositionRoot, requiredEnv, type Factories } from './composition';

/** The render workflow's composition root (workflow task Lambdas and the render-step queue consumer). */
export interface WorkflowDeps extends WorkflowServices {
  callbacks: TaskCallbacks;
  /** The render-step queue, for delayed retries. */
  stepQueue: MessageQueue;
  retryDelaySeconds(attempt: number): number;
}

const awsDefaults: Factories<WorkflowDeps> = {
  jobs: awsJobStore,
  blobs: awsBlobStore,
  clock: () => systemClock,
  callbacks: () => sfnTaskCallbacks(),
  stepQueue: () => sqsMessageQueue(requiredEnv('RENDER_QUEUE_URL')),
  retryDelaySeconds: () => stepRetryDelaySeconds,
  events: () => eventPublisherFromEnv(),
};

const root = compositionRoot(awsDefaults);
export const workflowDeps = root.get;
export const configureWorkflowDeps = root.configure;
