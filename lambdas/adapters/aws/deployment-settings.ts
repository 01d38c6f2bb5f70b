import { awsAdapter } from './declaration';

/** The render limit the job machine enforces (context renderTimeoutSeconds), for functions that judge a job's age. */
export const renderLimit = awsAdapter({
  env: { RENDER_LIMIT_SECONDS: { from: { kind: 'setting', setting: 'renderLimitSeconds' } } },
  create: ({ RENDER_LIMIT_SECONDS }) => Number(RENDER_LIMIT_SECONDS),
});
