import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const DOCS = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = slug(heading!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** A code file's `#symbol`: a name the file declares (const, function, class, type, interface, enum). */
const declares = (source: string, symbol: string) =>
  new RegExp(`(?:const|let|function\\*?|class|type|interface|enum)\\s+${symbol.replace(/[$]/g, '\\$')}\\b`).test(source);

/** Every broken relative link of one document, as "target: why". */
function brokenLinks(doc: string): string[] {
  const text = readFileSync(join(root, doc), 'utf8').replace(/```[\s\S]*?```/g, '');
  const broken: string[] = [];
  const targets = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
  for (const target of targets) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [pathPart, anchor] = target.split('#') as [string, string | undefined];
    const file = pathPart === '' ? join(root, doc) : join(root, dirname(doc), decodeURIComponent(pathPart));
    if (!existsSync(file)) {
      broken.push(`${target}: no file ${relative(root, file)}`);
      continue;
    }
    if (!anchor || statSync(file).isDirectory()) continue;
    const source = readFileSync(file, 'utf8');
    const found = file.endsWith('.md') ? anchorsOf(source).has(anchor) : declares(source, anchor);
    if (!found) broken.push(`${target}: no ${file.endsWith('.md') ? 'heading' : 'symbol'} #${anchor}`);
  }
  // Repository paths named in code spans (`lambdas/core/settings.ts`) are read as links too.
  for (const [, path] of text.matchAll(/`((?:lambdas|lib|test|bin|scripts|bench|client|docs)\/[\w./-]+\.\w+)`/g)) {
    if (!existsSync(join(root, path!))) broken.push(`\`${path}\`: no file`);
  }
  return broken;
}

describe('issue 27: the README and docs/ link only to files, headings and symbols that exist', () => {
  it.each(DOCS)('%s', (doc) => {
    expect(brokenLinks(doc)).toEqual([]);
  });
});
