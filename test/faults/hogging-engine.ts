import type { RenderEngine } from '../../lambdas/core/jobs/render-engine';
import { scriptedEngine } from '../support/scripted-engine';

/** How long each scene holds its thread without yielding. */
export const HOG_MS = 1_500;

/**
 * An engine whose every scene holds its thread for HOG_MS without yielding, as a CPU-bound render
 * would if it drew frames in JavaScript; then it finishes as the scripted engine does. The fault
 * suite loads it into the render step's threads (its `ports` export) or into the API's own.
 */
export function hoggingEngine(): RenderEngine {
  const base = scriptedEngine(() => 'ok');
  return {
    ...base,
    renderScene(...args) {
      const until = performance.now() + HOG_MS;
      while (performance.now() < until);
      return base.renderScene(...args);
    },
  };
}

export const ports = { engine: hoggingEngine() };
