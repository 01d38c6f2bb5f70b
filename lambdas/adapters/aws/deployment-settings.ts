import { awsAdapter, type Declaration } from './declaration';

/** The render limit the job machine enforces (context renderLimitSeconds), for functions that judge a job's age. */
export const RENDER_LIMIT = { env: { RENDER_LIMIT_SECONDS: { from: { kind: 'setting', setting: 'renderLimitSeconds' } } }, access: [] } as const satisfies Declaration;

export const renderLimit = awsAdapter({
  ...RENDER_LIMIT,
  create: ({ RENDER_LIMIT_SECONDS }) => Number(RENDER_LIMIT_SECONDS),
});
