/** Port: hands an accepted job to the render workflow (Step Functions in AWS, the local runner here). */
export interface RenderWorkflow {
  /** Starting the same job twice is harmless. */
  start(jobId: string): Promise<void>;
}
