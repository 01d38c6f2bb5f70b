/** `npm run openapi`: writes docs/openapi.json and the client's generated types (see openapi-files.ts). */
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { ROOT } from '../lib/bundling';
import { generatedFiles } from './openapi-files';

for (const file of await generatedFiles()) {
  await writeFile(file.path, file.content);
  console.log(`wrote ${relative(ROOT, file.path)} (${(file.content.length / 1024).toFixed(0)} KB)`);
}
