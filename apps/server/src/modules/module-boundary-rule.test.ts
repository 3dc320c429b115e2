import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule of eslint.config.js: a file in modules/A may not import modules/B/*store*.ts nor a
// db/schema file of B's tables; it goes through B's service file. Old imports sit in one allowlist
// that only shrinks.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const serverSrc = path.join(repoRoot, 'apps/server/src');
const modulesDir = path.join(serverSrc, 'modules');
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(modulesDir, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

/** The specifier a file under modules/ writes to import a file under apps/server/src. */
const specifier = (file: string, target: string) =>
  path.relative(path.join('modules', path.dirname(file)), target).replace(/\.ts$/, '.js');

const probe = (...specifiers: string[]) =>
  specifiers.map((spec, i) => `import * as p${i} from '${spec}';\n`).join('') +
  `\nexport const probe = [${specifiers.map((_, i) => `p${i}`).join(', ')}];\n`;

describe('the module boundary lint rule', () => {
  it('fails a new import of another module’s store', { timeout: 60_000 }, async () => {
    const messages = await boundaryMessages('shares/boundary-probe.ts', probe('../scans/store.js'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('"../scans/store.js"');
    expect(messages[0]).toContain('service file');
  });

  it('fails any store file of another module, not only store.ts', { timeout: 60_000 }, async () => {
    const messages = await boundaryMessages('zip-downloads/boundary-probe.ts', probe('../scans/list-store.js'));
    expect(messages).toHaveLength(1);
  });

  it('fails a new import of another module’s tables', { timeout: 60_000 }, async () => {
    const messages = await boundaryMessages('shares/boundary-probe.ts', probe('../../db/schema/orders.js'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('db/schema/orders.js');
  });

  it('lets a module import another module’s service, its own store and its own tables', async () => {
    const code = probe('../users/service.js', '../scans/scan-service.js', './store.js', '../../db/schema/scans.js');
    expect(await boundaryMessages('scans/boundary-probe.ts', code)).toEqual([]);
  });

  it('allows a listed file only what is listed for it', async () => {
    const allowlist = await loadAllowlist();
    const [file, allowed] = Object.entries(allowlist)[0]!;
    expect(allowed).not.toContain('modules/tags/store.ts');
    const code = probe(specifier(file, allowed[0]!), specifier(file, 'modules/tags/store.ts'));
    const messages = await boundaryMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('tags/store.js');
  });

  it('lists only imports that still exist, so the allowlist shrinks as they go', async () => {
    const allowlist = await loadAllowlist();
    const stale = Object.entries(allowlist).flatMap(([file, allowed]) => {
      const text = readFileSync(path.join(modulesDir, file), 'utf8');
      return allowed
        .filter((target) => !text.includes(`'${specifier(file, target)}'`))
        .map((target) => `${file} -> ${target}`);
    });
    expect(stale).toEqual([]);
  });
});

async function loadAllowlist(): Promise<Record<string, string[]>> {
  const config = (await import(pathToFileURL(path.join(repoRoot, 'eslint.config.js')).href)) as {
    crossModuleAllowlist: Record<string, string[]>;
  };
  return config.crossModuleAllowlist;
}
