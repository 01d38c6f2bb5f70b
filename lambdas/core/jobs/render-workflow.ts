/** Port: hands an accepted job to the render workflow (Step Functions in AWS, the local runner here). */
export interface RenderWorkflow {
  /** Starting the same job twice is harmless. */
  start(jobId: string): Promise<void>;
}

/** Port: stops a job's workflow where it is (StopExecution in AWS, the local runner here), so that no step of it runs on. */
export interface WorkflowStopper {
  /** Stopping a job whose workflow has ended, or never started, is harmless. */
  stopJob(jobId: string): Promise<void>;
}
