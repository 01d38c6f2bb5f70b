import { Console } from 'node:console';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { logger } from '../../lambdas/shared/logger';

/**
 * Every JSON line the service's logger writes in this process while the file's tests run. The run keeps
 * the logger silent: the file sets POWERTOOLS_LOG_LEVEL=INFO in `vi.hoisted`, before any import, since the
 * logger takes its level when it is made and goes back to it after every request.
 */
export function captureLogLines(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  const original = (logger as unknown as { console: Console }).console;
  beforeAll(() => {
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text));
    });
    Object.assign(logger, { console: new Console({ stdout: sink, stderr: sink }) });
  });
  afterAll(() => Object.assign(logger, { console: original }));
  return lines;
}
