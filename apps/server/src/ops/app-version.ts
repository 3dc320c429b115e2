import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.js';

let version: string | undefined;

/** The platform's version: the root package.json's, which CHANGELOG.md's newest release names. */
export function appVersion(): string {
  version ??= (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
  return version;
}
