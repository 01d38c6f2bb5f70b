/** The offline ports: everything the engine needs without any cloud service. */
import { espeakSpeech } from './adapters/espeak-speech';
import { illustratedPresenter } from './adapters/illustrated-presenter';
import { localAssetFetcher } from './adapters/local-fetcher';
import { proceduralFootage } from './adapters/procedural-footage';
import type { RenderPorts } from './ports';

export function defaultPorts(overrides: Partial<RenderPorts> = {}): RenderPorts {
  return {
    fetcher: localAssetFetcher(),
    speech: espeakSpeech(),
    footage: proceduralFootage(),
    presenter: illustratedPresenter(),
    ...overrides,
  };
}
