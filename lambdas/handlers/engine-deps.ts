import { createAssetFetcher } from '../adapters/outbound/fetch-asset';
import { blobAssetFetcher } from '../adapters/render/blob-asset-fetcher';
import { engineAdapter } from '../adapters/render/engine';
import { speechFromEnv } from '../adapters/render/speech-from-env';
import { s3BlobStore } from '../adapters/s3/s3-blob-store';
import type { RenderEngine } from '../core/jobs/render-engine';
import { defaultPorts } from '../render/default-ports';
import { compositionRoot, requiredEnv, type Factories } from './composition';

/**
 * The render engine's composition root, apart from the workflow's so that only the
 * render-step function loads the engine (canvas, ffmpeg) and carries its native bundle.
 */
export interface EngineDeps {
  engine: RenderEngine;
}

const awsDefaults: Factories<EngineDeps> = {
  // Caller URLs go through the SSRF guard; uploaded data URIs come back from the bucket.
  engine: () =>
    engineAdapter(
      defaultPorts({ fetcher: blobAssetFetcher(s3BlobStore(requiredEnv('BUCKET_NAME')), createAssetFetcher()), speech: speechFromEnv() }),
    ),
};

const root = compositionRoot(awsDefaults);
export const engineDeps = root.get;
export const configureEngineDeps = root.configure;
