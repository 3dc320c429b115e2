import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule of eslint.config.js: a file in modules/A may not import modules/B/*store*.ts nor a
// db/schema file of B's tables; it goes through B's service file. It has no exceptions.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const modulesDir = path.join(repoRoot, 'apps/server/src/modules');
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(modulesDir, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

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
});
