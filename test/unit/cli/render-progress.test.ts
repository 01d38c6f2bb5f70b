import { describe, expect, it } from 'vitest';
import { progressReporter } from '../../../bin/render-progress';

/** A stream that records what was written, and a clock the test moves. */
function setup(isTTY: boolean) {
  const written: string[] = [];
  let t = 0;
  const reporter = progressReporter({ isTTY, write: (text: string) => written.push(text) }, () => t);
  return { written, reporter, at: (ms: number) => (t = ms) };
}

describe('npm run render progress (bin/render-progress.ts)', () => {
  it('on a terminal redraws one bar in place, at most every 100 ms, with elapsed time and an ETA from the rate so far', () => {
    const { written, reporter, at } = setup(true);
    at(0);
    reporter.update({ fraction: 0, stage: 'scenes' });
    at(50);
    reporter.update({ fraction: 0.01, stage: 'scenes' }); // too soon: not drawn
    at(2000);
    reporter.update({ fraction: 0.25, stage: 'scenes' });
    at(2010);
    reporter.update({ fraction: 0.9, stage: 'compose' }); // a new stage is always drawn
    reporter.end();
    reporter.end();
    expect(written).toEqual([
      `\r[${'-'.repeat(30)}]   0% scenes  0.0 s elapsed, ETA …\x1b[K`,
      `\r[${'#'.repeat(8)}${'-'.repeat(22)}]  25% scenes  2.0 s elapsed, ETA 6.0 s\x1b[K`,
      `\r[${'#'.repeat(27)}${'-'.repeat(3)}]  90% compose 2.0 s elapsed, ETA 0.2 s\x1b[K`,
      '\n',
    ]);
  });

  it('elsewhere writes a plain line per stage and per tenth of the way, and no carriage returns', () => {
    const { written, reporter, at } = setup(false);
    for (let frame = 0; frame <= 90; frame++) {
      at(frame * 100);
      reporter.update({ fraction: (frame / 90) * 0.9, stage: 'scenes' });
    }
    reporter.update({ fraction: 0.9, stage: 'compose' });
    at(10_000);
    reporter.update({ fraction: 1, stage: 'done' });
    reporter.end();
    expect(written.every((line) => line.startsWith('render: ') && line.endsWith('\n') && !line.includes('\r'))).toBe(true);
    expect(written.map((line) => line.slice(8, 12).trim())).toEqual(['0%', '10%', '20%', '30%', '40%', '50%', '60%', '70%', '80%', '90%', '90%', '100%']);
    expect(written.at(-1)).toBe('render: 100% done    10.0 s elapsed, done\n');
  });
});
