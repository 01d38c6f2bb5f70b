import type { SceneType } from '../render/vocabulary';

/**
 * The shape of one entry of the model registry (registry.ts): everything the stack, pricing, the
 * synth guard, the scheduled lifecycle check and docs/deploy.md need to know about one model or
 * voice the service can call. Plain data: no SDK, no CDK.
 */

/** What the model does for a render. */
export type ModelRole = 'planner' | 'footage' | 'presenter' | 'voice';

/** Who runs it; `builtin` ships inside this project's bundles (npm or Debian packages). */
export type Provider = 'builtin' | 'amazon-bedrock' | 'amazon-polly' | 'amazon-sagemaker' | 'pexels' | 'd-id';

/** A calendar date, YYYY-MM-DD (UTC). */
export type IsoDate = `${number}-${number}-${number}`;

/**
 * Where the model is in its provider's lifecycle, as its provider documents it on the day we read it.
 * Bedrock's states (Active → Legacy for at least 6 months → EOL, after which calls fail and nothing
 * migrates by itself) apply to every hosted model; `Bundled` models ship with the code and cannot be
 * retired under a deployment; `DeployerManaged` ones run on the deployer's own endpoint.
 */
export type Lifecycle =
  | {
      state: 'Active' | 'Legacy' | 'EOL';
      /** The day `source` was read. */
      checked: IsoDate;
      legacySince?: IsoDate;
      /** The day calls start failing (Bedrock: "EOL date"). */
      endOfLife?: IsoDate;
      source: string;
    }
  | { state: 'Bundled' }
  | { state: 'DeployerManaged'; note: string };

/**
 * A Bedrock cross-Region (system-defined) inference profile: called as `<geography>.<modelId>` from
 * one of its source Regions, it runs the model in any of its destination Regions, so IAM must allow
 * the profile and the foundation model in each of them. `global` routes to every commercial Region.
 */
export interface InferenceProfile {
  geography: 'us' | 'eu' | 'apac' | 'jp' | 'au' | 'global';
  /** Regions a caller may call the profile from; `any` for a global profile. */
  sourceRegions: readonly string[] | 'any';
  destinationRegions: readonly string[] | 'all-commercial';
}

/** A provider's published price: `usd` per `per`, as read at `source`. */
export interface Cost {
  usd: number;
  per: 'second of video' | 'million input tokens' | 'million output tokens' | 'million characters' | 'clip' | 'instance hour';
  source: string;
  /** A second price of the same model (output tokens, a second resolution). */
  also?: { usd: number; per: Cost['per'] | `second of video at ${string}`; note?: string };
  note?: string;
}

/**
 * The credits a model is priced at (lambdas/core/render/pricing.ts reads them).
 *   plan:     credits per planned brief (the planning line of a price).
 *   second:   credits per second of the scene types the model renders, before the quality factor.
 *   included: part of the scene's own price (a voice).
 */
export type Credits =
  | { per: 'plan'; amount: number }
  | { per: 'second'; scenes: Readonly<Partial<Record<SceneType, number>>> }
  | { per: 'included' };

export interface ModelEntry {
  /** The name people know it by. */
  name: string;
  role: ModelRole;
  provider: Provider;
  /** The provider's identifier: a Bedrock model id, a Polly engine, an API's model name. */
  modelId: string;
  lifecycle: Lifecycle;
  /**
   * Regions where the stack can call it in-region; `any` when the provider is not regional (or the
   * code is bundled); `per-voice` when it depends on the voice (Polly: DescribeVoices tells).
   */
  regions: readonly string[] | 'any' | 'per-voice';
  /** Bedrock inference profiles, in the order they are preferred for a Region that is a source of several. */
  inferenceProfiles?: readonly InferenceProfile[];
  /** How it is called: the operation, and where the request and response shapes are written. */
  call: { operation: string; request: string; response: string };
  /** The provider's price per unit; null when nothing is billed per call (bundled, or the deployer's own endpoint). */
  cost: Cost | null;
  credits: Credits;
  /** A footage or presenter model that makes a clip ahead of its scene (the workflow's clip steps). */
  clips?: ClipShape;
}

/** What a clip model makes. */
export interface ClipShape {
  /** The clip lengths it makes, seconds, shortest first; empty: any length (the scene's own). */
  seconds: readonly number[];
  /** Footage: it animates a given picture (i2v); without it the engine animates the picture itself. */
  takesImage: boolean;
}
