/**
 * Generated clips: footage (t2v_fast, i2v_fast) and presenters (s2v, walk_talk) that a model
 * service makes for a scene, when the deployment configures one. Which scenes get one is decided
 * here, once, for pricing (the render route), the workflow (prepare) and the clip functions alike.
 */
import type { StoredRequest } from '../jobs/stored-request';
import type { RenderRequest, Scene } from '../render/request-schema';
import type { SceneType } from '../render/vocabulary';
import type { ClipShape, ModelEntry } from '../models/model';
import { MODELS, modelByProviderId, type ModelKey } from '../models/registry';

export type ClipKind = 'footage' | 'presenter';

/** A configured clip model: its registry key and what it makes (lambdas/core/models/registry.ts). */
export interface ClipModel extends ClipShape {
  key: ModelKey;
  kind: ClipKind;
}

/** The registry's clip model under `key`; an entry that makes no clips ahead of its scene is refused. */
export function clipModelOf(key: ModelKey): ClipModel {
  const entry: ModelEntry = MODELS[key];
  if (!entry.clips || (entry.role !== 'footage' && entry.role !== 'presenter')) throw new Error(`${key} is not a footage or presenter model that makes clips`);
  return { key, kind: entry.role, ...entry.clips };
}

/** The clip model a provider's model id names (luma.ray-v2:0, d-id-talks…), for the role it must have. */
export function clipModelByProviderId(id: string, kind: ClipKind): ClipModel {
  const found = modelByProviderId(id);
  if (!found?.entry.clips || found.entry.role !== kind) throw new Error(`${id} is not a ${kind} model of the registry that makes clips`);
  return clipModelOf(found.key);
}

/** The clip models a deployment uses, by kind; a kind without one is drawn by the engine. */
export type ClipModels = Readonly<Partial<Record<ClipKind, ClipModel>>>;

/** The deployment's clip models from its settings: the provider's model id of each kind, or none. */
export function clipModelsFrom(settings: { footage?: string; presenter?: string }): ClipModels {
  return {
    ...(settings.footage ? { footage: clipModelByProviderId(settings.footage, 'footage') } : {}),
    ...(settings.presenter ? { presenter: clipModelByProviderId(settings.presenter, 'presenter') } : {}),
  };
}

const KIND_OF_TYPE: Readonly<Partial<Record<SceneType, ClipKind>>> = { t2v_fast: 'footage', i2v_fast: 'footage', s2v: 'presenter', walk_talk: 'presenter' };

/** The picture an i2v scene animates, as the engine picks it: the scene's image, else the product photo. */
function pictureOf(scene: Scene, request: Pick<RenderRequest, 'product_image_url' | 'product_enabled'>): string | undefined {
  return scene.ref_image_url ?? (request.product_enabled === false ? undefined : request.product_image_url);
}

/**
 * The kind of clip a model makes for this scene, or null when the engine draws it: footage for
 * t2v_fast and for i2v_fast (whose picture goes along when the model takes one, else the engine
 * animates the picture itself); a presenter for s2v and walk_talk scenes with a photo face (the
 * catalogue's faces are drawn characters, which the engine animates with its own lip sync).
 */
export function clipKindOf(scene: Scene, request: Pick<RenderRequest, 'product_image_url' | 'product_enabled'>, models: ClipModels): ClipKind | null {
  const kind = KIND_OF_TYPE[scene.type];
  const model = kind && models[kind];
  if (!kind || !model) return null;
  if (kind === 'presenter') return scene.ref_image_url ? kind : null;
  if (scene.type === 'i2v_fast' && pictureOf(scene, request) && !model.takesImage) return null;
  return kind;
}

/** The length of clip to ask for: the shortest the model makes that covers the scene, else its longest (played in a seamless loop). */
export function clipSecondsFor(model: Pick<ClipShape, 'seconds'>, sceneSec: number): number {
  const { seconds } = model;
  if (seconds.length === 0) return sceneSec;
  return seconds.find((s) => s >= sceneSec) ?? seconds[seconds.length - 1]!;
}

/** Where a finished clip is: an object among the job files, or a provider's download link. */
export type ClipLocation = { key: string } | { url: string };

/** Where a stock clip came from and under which licence (kept in the job's files with the clip). */
export interface ClipCredit {
  provider: string;
  /** The clip's page at the provider. */
  source: string;
  author: string | null;
  authorUrl: string | null;
  licence: string;
  licenceUrl: string;
}

/** A provider's handle on a clip it is making (JSON, kept in the clip's record between checks). */
export type ClipTicket = Readonly<Record<string, string>>;

/** How a clip is coming along, as its provider says. */
export type ClipProgress =
  | { state: 'pending'; ticket: ClipTicket }
  | { state: 'ready'; clip: ClipLocation; credit?: ClipCredit }
  | { state: 'failed'; reason: string };

/**
 * Port: the deployment's clip providers. `start` builds the scene's request (its narration, its
 * face or picture) and starts the clip; the same job and scene always send the same `token`, which
 * providers that take one use to start a clip once however often `start` is retried.
 */
export interface ClipStarter {
  readonly models: ClipModels;
  start(request: StoredRequest, index: number, where: { jobId: string; token: string }): Promise<ClipProgress>;
  /** The bytes of a finished clip at a provider's link. */
  download(url: string): Promise<Buffer>;
}

/** Port: asks the providers how their clips are coming along; no engine, no canvas. */
export interface ClipChecker {
  check(kind: ClipKind, ticket: ClipTicket): Promise<ClipProgress>;
  download(url: string): Promise<Buffer>;
}
