import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { awsAdapter } from '../aws/declaration';

/**
 * The reference UI's browser bundle (Scalar's standalone build, 3.5 MB), resolved as a
 * package file: from node_modules locally, and from the copy lib/bundling.ts places in the
 * docs-ui function's bundle in AWS. Read on first use, so the function loads fast.
 */
export const REFERENCE_UI_PACKAGE = '@scalar/api-reference';
export const REFERENCE_UI_FILE = 'dist/browser/standalone.js';

let script: Promise<string> | undefined;

export function referenceUiScript(): Promise<string> {
  script ??= readFile(createRequire(import.meta.url).resolve(`${REFERENCE_UI_PACKAGE}/browser/standalone.js`), 'utf8');
  return script;
}

/** The docs-ui function's script: a file of its own bundle, nothing of AWS. */
export const referenceUi = awsAdapter({ create: () => referenceUiScript });
