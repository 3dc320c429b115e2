import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule of eslint.config.js: a file in modules/A may not import modules/B/*store*.ts; it
// goes through B's service file. Old imports sit in one allowlist that only shrinks.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const modulesDir = path.join(repoRoot, 'apps/server/src/modules');
const eslint = new ESLint({ cwd: repoRoot });

async function storeRuleMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(modulesDir, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the module store lint rule', () => {
  it('fails a new import of another module’s store', { timeout: 60_000 }, async () => {
    const code = "import * as scans from '../scans/store.js';\n\nexport const probe = scans;\n";
    const messages = await storeRuleMessages('shares/boundary-probe.ts', code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('"../scans/store.js"');
    expect(messages[0]).toContain('service file');
  });

  it('fails any store file of another module, not only store.ts', { timeout: 60_000 }, async () => {
    const code = "import * as scans from '../scans/list-store.js';\n\nexport const probe = scans;\n";
    expect(await storeRuleMessages('zip-downloads/boundary-probe.ts', code)).toHaveLength(1);
  });

  it('lets a module import another module’s service and its own store', { timeout: 60_000 }, async () => {
    const code = [
      "import * as users from '../users/service.js';",
      "import * as shares from './store.js';",
      '',
      'export const probe = [users, shares];',
      '',
    ].join('\n');
    expect(await storeRuleMessages('shares/boundary-probe.ts', code)).toEqual([]);
  });

  it('allows a listed file only the stores listed for it', { timeout: 60_000 }, async () => {
    const allowlist = await loadAllowlist();
    const [file, stores] = Object.entries(allowlist)[0]!;
    const other = path.relative(path.dirname(file), 'tags/store.ts').replace(/\.ts$/, '.js');
    expect(stores).not.toContain('tags/store.ts');
    const allowedImport = path.relative(path.dirname(file), stores[0]!).replace(/\.ts$/, '.js');
    const code = `import * as a from '${allowedImport}';\nimport * as b from '${other}';\n\nexport const probe = [a, b];\n`;
    const messages = await storeRuleMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('tags/store.js');
  });

  it('lists only imports that still exist, so the allowlist shrinks as they go', async () => {
    const allowlist = await loadAllowlist();
    const stale = Object.entries(allowlist).flatMap(([file, stores]) => {
      const text = readFileSync(path.join(modulesDir, file), 'utf8');
      return stores
        .filter((store) => {
          const specifier = path.relative(path.dirname(file), store).replace(/\.ts$/, '.js');
          return !text.includes(`'${specifier}'`);
        })
        .map((store) => `${file} -> ${store}`);
    });
    expect(stale).toEqual([]);
  });
});

async function loadAllowlist(): Promise<Record<string, string[]>> {
  const config = (await import(pathToFileURL(path.join(repoRoot, 'eslint.config.js')).href)) as {
    moduleStoreAllowlist: Record<string, string[]>;
  };
  return config.moduleStoreAllowlist;
}
