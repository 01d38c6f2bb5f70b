import { clipModelsFrom } from '../../core/clips/generated-clips';
import { awsAdapter } from '../aws/declaration';

/** The clip model of each kind the deployment configured. */
export const clipModels = awsAdapter({
  env: {
    FOOTAGE_MODEL_ID: { from: { kind: 'setting', setting: 'footageModelId' }, feature: 'footageModel' },
    PRESENTER_MODEL_ID: { from: { kind: 'setting', setting: 'presenterModelId' }, feature: 'presenterModel' },
  },
  create: ({ FOOTAGE_MODEL_ID, PRESENTER_MODEL_ID }) => clipModelsFrom({ footage: FOOTAGE_MODEL_ID, presenter: PRESENTER_MODEL_ID }),
});
