import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RenderEngine } from '../../lambdas/core/jobs/render-engine';
import { scriptedEngine } from '../support/scripted-engine';

/** Exists once a scene has hung; shared by every thread of the process, which a new thread's module state is not. */
export const HUNG_MARKER = join(tmpdir(), `hang-once-${process.pid}`);

const base = scriptedEngine(() => 'ok');

/**
 * An engine whose very first scene in this process never gives its thread back (a loop that never
 * yields, so only stopping the thread ends it) and whose others finish at once; loaded into the
 * render step's threads by the fault suite (`threadPorts`).
 */
const engine: RenderEngine = {
  ...base,
  renderScene(...args) {
    if (!existsSync(HUNG_MARKER)) {
      writeFileSync(HUNG_MARKER, '');
      for (;;);
    }
    return base.renderScene(...args);
  },
};

export const ports = { engine };
