/** Port: a queue that a consumer function drains (SQS in AWS, LocalQueue here). */
export interface MessageQueue {
  send(body: string, options?: { delaySeconds?: number }): Promise<void>;
}
