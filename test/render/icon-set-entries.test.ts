/**
 * The illustration set is read as its file's entries (json-entries.ts), each picture parsed when first drawn, not
 * parsed whole: every picture and alias gives the SVG the whole parse gave, and the 9 MB file is never parsed at once.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonEntries, jsonValue } from '../../lambdas/render/illustrations/json-entries';
import { ICON_SET } from '../../lambdas/render/package-files';
import { packageFilePath } from '../../lambdas/render/package-path';

interface IconifyJson {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

/** A picture's SVG as it was made from the whole set parsed. */
function parsedSvg(set: IconifyJson, name: string, size: number): string {
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!icon) throw new Error(`no picture named ${name}`);
  const w = icon.width ?? set.width ?? 16;
  const h = icon.height ?? set.height ?? 16;
  const scale = size / Math.max(w, h);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w * scale)}" height="${Math.round(h * scale)}" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
}

describe('the entries of a JSON object', () => {
  const documents = [
    '{}',
    ' \n{ "a" : 1 , "b":"x\\"y\\\\" ,"c" :{"d":[1,{"e":"}"}],"f":null},"g":[],"h":true,"i":-1.5e3 }\n',
    '{"k\\u00e9y":"\\\\","n":"\\"","o":{"p":"q\\\\\\"r"},"s":"snow ☃ and ünïcode"}',
    '{"same":1,"same":2}',
  ];

  it.each(documents)('%s: each value as JSON.parse reads it', (text) => {
    const buffer = Buffer.from(text);
    const entries = jsonEntries(buffer).map((entry) => [entry.key, jsonValue(buffer, entry)] as const);
    // A key listed twice is two entries; the last is the value JSON.parse keeps.
    expect(Object.fromEntries(entries)).toEqual(JSON.parse(text));
    expect(entries.length).toBe(text === '{"same":1,"same":2}' ? 2 : Object.keys(JSON.parse(text)).length);
  });

  it('an expanded object: its entries, and the walk goes on after it', () => {
    const text = '{"a":{"x":"}{","y":[{"z":1}]},"b":2}';
    const buffer = Buffer.from(text);
    const [a, b] = jsonEntries(buffer, new Set(['a']));
    expect(a!.entries!.map((entry) => [entry.key, jsonValue(buffer, entry)])).toEqual([['x', '}{'], ['y', [{ z: 1 }]]]);
    expect(jsonValue(buffer, a!)).toEqual({ x: '}{', y: [{ z: 1 }] });
    expect([b!.key, jsonValue(buffer, b!)]).toEqual(['b', 2]);
  });

  it.each(['{"a":"open', '{"a" 1}', '[1]', '{"a":{"b":1}'])('%s: refused', (text) => {
    expect(() => jsonEntries(Buffer.from(text), new Set(['a']))).toThrow(SyntaxError);
  });
});

describe('the illustration set read by entries', () => {
  afterEach(() => vi.restoreAllMocks());
  const set = JSON.parse(readFileSync(packageFilePath(ICON_SET), 'utf8')) as IconifyJson;

  it('every picture and alias: the SVG the whole parse gave, at any size', async () => {
    const { hasIcon, iconNames, iconSvg } = await import('../../lambdas/render/illustrations/icon-set');
    const names = [...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})];
    expect(names.length).toBeGreaterThan(3000);
    expect(iconNames()).toEqual(Object.keys(set.icons));
    const differ = names.filter((name, i) => {
      const size = i % 2 ? 333 : 48;
      return iconSvg(name, size) !== parsedSvg(set, name, size);
    });
    expect(differ).toEqual([]);
    expect(names.every(hasIcon)).toBe(true);
    expect(['no-such-picture', 'constructor', 'icons', 'body'].filter(hasIcon)).toEqual([]);
    expect(() => iconSvg('no-such-picture', 10)).toThrow(/no picture named/);
  });

  it('the file is never parsed whole: a picture drawn parses its own entry', async () => {
    vi.resetModules();
    const parse = vi.spyOn(JSON, 'parse');
    const { hasIcon, iconImage } = await import('../../lambdas/render/illustrations/icon-set');
    expect(hasIcon('hot-beverage')).toBe(true);
    const image = await iconImage('hot-beverage', 64);
    expect(Math.max(image.width, image.height)).toBe(64);
    const longest = Math.max(0, ...parse.mock.calls.map(([text]) => text.length));
    expect(longest).toBeLessThan(100_000);
  });
});
