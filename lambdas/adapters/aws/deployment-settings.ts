import { adapterIn, awsAdapter, type Declaration } from './declaration';

/** The render limit the job machine enforces (context renderLimitSeconds), for functions that judge a job's age. */
export const RENDER_LIMIT = { env: { RENDER_LIMIT_SECONDS: { from: { kind: 'setting', setting: 'renderLimitSeconds' } } }, access: [] } as const satisfies Declaration;

export const renderLimit = awsAdapter({
  ...RENDER_LIMIT,
  create: ({ RENDER_LIMIT_SECONDS }) => Number(RENDER_LIMIT_SECONDS),
});

/** The platform's render slots (context renderConcurrency), for functions that admit jobs into them. */
export const RENDER_SLOTS = { env: { RENDER_CONCURRENCY: { from: { kind: 'setting', setting: 'renderConcurrency' } } }, access: [], adapter: adapterIn('aws/deployment-settings', 'renderSlots') } as const satisfies Declaration;

export const renderSlots = awsAdapter({
  ...RENDER_SLOTS,
  create: ({ RENDER_CONCURRENCY }) => Number(RENDER_CONCURRENCY),
});

/** Scenes of one job rendering at once (context sceneConcurrency): the slots a job takes. */
export const SCENE_CONCURRENCY = { env: { SCENE_CONCURRENCY: { from: { kind: 'setting', setting: 'sceneConcurrency' } } }, access: [] } as const satisfies Declaration;

export const sceneConcurrency = awsAdapter({
  ...SCENE_CONCURRENCY,
  create: ({ SCENE_CONCURRENCY }) => Number(SCENE_CONCURRENCY),
});
