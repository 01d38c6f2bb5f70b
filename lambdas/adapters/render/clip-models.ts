import { clipModelsFrom } from '../../core/clips/generated-clips';
import { awsAdapter } from '../aws/declaration';
import { CLIP_MODELS } from './declarations';

/** The clip model of each kind the deployment configured. */
export const clipModels = awsAdapter({
  ...CLIP_MODELS,
  create: ({ FOOTAGE_MODEL_ID, PRESENTER_MODEL_ID }) => clipModelsFrom({ footage: FOOTAGE_MODEL_ID, presenter: PRESENTER_MODEL_ID }),
});
