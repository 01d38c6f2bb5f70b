// Set before any SDK client exists: the global setup runs outside the test env.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../lambdas/adapters/dynamo/dynamodb-local';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamodbEndpoint: string;
  }
}

/** One in-memory DynamoDB Local for the whole run; each test file makes its own table in it. */
export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal();
  project.provide('dynamodbEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}
