import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, serverRoot } from './paths.js';

/** The config module (DESIGN.md rule 9) and the operator's commands: every file that reads the environment for the app. */
const READERS = ['src/config.ts', 'src/adapter-config.ts', 'src/ops/cli.ts'];
/** Read by a library from the environment, not by our code: listed for the operator all the same. */
const READ_BY_LIBRARIES = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];
/** Read by the test helpers, listed under "Tests only". */
const READ_BY_TESTS = ['TEST_DATABASE_URL', 'FUZZ_RUNS', 'FUZZ_SEED', 'FUZZ_ONLY'];

/** `env.NAME`, `env['NAME']`, `process.env.NAME` in a source file. */
function keysReadIn(source: string): string[] {
  const keys = new Set<string>();
  for (const match of source.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g)) {
    keys.add((match[1] ?? match[2])!);
  }
  return [...keys].sort();
}

/** The keys .env.example lists, set (`NAME=`) or commented out (`# NAME=`). */
function keysListedIn(example: string): string[] {
  return [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!).sort();
}

describe('.env.example', () => {
  const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
  const listed = keysListedIn(example);
  const read = READERS.flatMap((file) => keysReadIn(readFileSync(path.join(serverRoot, file), 'utf8')));

  it('lists every key the config reads', () => {
    expect(read.length).toBeGreaterThan(80);
    expect(read.filter((key) => !listed.includes(key))).toEqual([]);
  });

  it('lists no key that nothing reads', () => {
    const known = new Set([...read, ...READ_BY_LIBRARIES, ...READ_BY_TESTS]);
    expect(listed.filter((key) => !known.has(key))).toEqual([]);
  });

  it('lists each key once', () => {
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('finds the keys however they are read', () => {
    expect(keysReadIn("int('PORT', env.PORT, 3000); process.env.LOG_LEVEL; env['S3_BUCKET']")).toEqual([
      'LOG_LEVEL',
      'PORT',
      'S3_BUCKET',
    ]);
    expect(keysListedIn('# a comment\nPORT=3000\n# HOST=localhost\n#   not a KEY\n')).toEqual(['HOST', 'PORT']);
  });
});
