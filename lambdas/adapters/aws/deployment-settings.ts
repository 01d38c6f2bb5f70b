import { awsAdapter } from './declaration';

/** The render limit the job machine enforces (context renderTimeoutSeconds), for functions that judge a job's age. */
export const renderLimit = awsAdapter({
  env: { RENDER_LIMIT_SECONDS: { from: { kind: 'setting', setting: 'renderLimitSeconds' } } },
  create: ({ RENDER_LIMIT_SECONDS }) => Number(RENDER_LIMIT_SECONDS),
});

/** The platform's render slots (context renderConcurrency), for functions that admit jobs into them. */
export const renderSlots = awsAdapter({
  env: { RENDER_CONCURRENCY: { from: { kind: 'setting', setting: 'renderConcurrency' } } },
  create: ({ RENDER_CONCURRENCY }) => Number(RENDER_CONCURRENCY),
});

/** Scenes of one job rendering at once (context sceneConcurrency): the slots a job takes. */
export const sceneConcurrency = awsAdapter({
  env: { SCENE_CONCURRENCY: { from: { kind: 'setting', setting: 'sceneConcurrency' } } },
  create: ({ SCENE_CONCURRENCY }) => Number(SCENE_CONCURRENCY),
});
