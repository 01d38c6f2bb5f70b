/**
 * Files the engine reads at run time from npm packages (fonts, the illustration set) are found
 * through node_modules, in the repository and in the render Lambda's bundle alike: lib/bundling.ts
 * copies exactly the files of RENDER_PACKAGE_FILES (./package-files.ts) into the bundle's node_modules.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PackageFile {
  pkg: string;
  /** Path inside the package. */
  file: string;
}

const found = new Map<string, string>();

/** The absolute path of a file of an installed package, from the nearest node_modules upwards. */
export function packageFilePath({ pkg, file }: PackageFile): string {
  const key = `${pkg}/${file}`;
  const cached = found.get(key);
  if (cached) return cached;
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', pkg, file);
    if (existsSync(candidate)) {
      found.set(key, candidate);
      return candidate;
    }
    if (dirname(dir) === dir) throw new Error(`${key} is not installed`);
  }
}
