/**
 * The synth guard (issue 24): a deployment configured with a Legacy model synthesizes with a warning
 * that names the model and its end-of-life date; one configured with a model past its end of life
 * (whose calls its provider now refuses) does not synthesize, unless context allowEndOfLife names
 * that model id, in which case it warns that calls will fail and the render falls back.
 */
import { Annotations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { lifecycleVerdict } from '../lambdas/core/models/lifecycle';
import type { IsoDate, ModelEntry } from '../lambdas/core/models/model';

export interface GuardedModel {
  /** The context key that chose it, for the message. */
  setting: string;
  entry: ModelEntry;
}

export function guardModels(scope: IConstruct, models: readonly GuardedModel[], options: { today: IsoDate; allowEndOfLife: readonly string[] }): void {
  for (const { setting, entry } of models) {
    const verdict = lifecycleVerdict(entry, options.today);
    if (verdict.level === 'ok') continue;
    const chosen = `Context ${setting} chooses ${entry.modelId}.`;
    if (verdict.level === 'legacy') {
      Annotations.of(scope).addWarningV2('video-service:model-legacy', `${verdict.message} ${chosen}`);
    } else if (options.allowEndOfLife.includes(entry.modelId)) {
      Annotations.of(scope).addWarningV2('video-service:model-end-of-life-allowed', `${verdict.message} ${chosen} Deployed anyway (context allowEndOfLife): its calls will fail and renders fall back to the built-in model.`);
    } else {
      Annotations.of(scope).addError(`${verdict.message} ${chosen} Choose another model (lambdas/core/models/registry.ts), or deploy it anyway with -c allowEndOfLife=${entry.modelId}.`);
    }
  }
}
