/**
 * A shot's words are found in any language and cut out of the prompt; a phrase's pattern runs only on a prompt holding its
 * first word, so reading a prompt that names no shot compiles and runs none of the fifty or so.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shotIn } from '../../lambdas/render/compose/shot-phrases';

afterEach(() => vi.restoreAllMocks());

/** The shot phrases' patterns run while `work` runs (they alone look behind for a letter). */
function patternsRun(work: () => void): number {
  const exec = RegExp.prototype.exec;
  let runs = 0;
  vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, text: string) {
    if (this.source.startsWith('(?<![')) runs++;
    return exec.call(this, text);
  });
  work();
  return runs;
}

describe('shot phrases', () => {
  it.each([
    ['Close-up of a latte on the counter', 'close', ' of a latte on the counter'],
    ['Primo piano del caffè', 'close', ' del caffè'],
    ['Plano general de la playa al atardecer', 'wide', ' de la playa al atardecer'],
    ['Nahaufnahme einer Tasse Kaffee', 'close', ' einer Tasse Kaffee'],
  ])('%s: %s', (prompt, shot, rest) => {
    const found = shotIn(prompt);
    expect(found.shot).toBe(shot);
    expect(found.text.trim()).toBe(rest.trim());
  });

  it('a prompt naming no shot runs no pattern, and keeps its words', () => {
    let found: ReturnType<typeof shotIn> | undefined;
    expect(patternsRun(() => (found = shotIn('A sunny kitchen with fresh coffee beans')))).toBe(0);
    expect(found).toEqual({ text: 'A sunny kitchen with fresh coffee beans' });
  });

  it('one naming a shot runs only the patterns of phrases whose first word it holds', () => {
    expect(patternsRun(() => shotIn('A close-up of the barista pouring'))).toBeLessThan(10);
  });
});
