import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN.md: features import ui/, lib/ and the domain only; routes compose features. No lint step
// runs here yet, so this test holds the line.

const root = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.[^']+)'/g)].map((match) => path.resolve(path.dirname(file), match[1]!));
}

const area = (file: string) => path.relative(root, file).split(path.sep).slice(0, 2);

describe('import boundaries', () => {
  it('keeps features apart, and ui/ and lib/ free of features and routes', () => {
    const problems: string[] = [];
    for (const file of sourceFiles(root)) {
      const [top, feature] = area(file);
      for (const target of imports(file)) {
        const [targetTop, targetFeature] = area(target);
        if (top === 'features' && targetTop === 'features' && targetFeature !== feature)
          problems.push(`${path.relative(root, file)} -> ${path.relative(root, target)}`);
        if (top === 'features' && targetTop === 'routes')
          problems.push(`${path.relative(root, file)} -> ${path.relative(root, target)}`);
        if ((top === 'ui' || top === 'lib') && (targetTop === 'features' || targetTop === 'routes'))
          problems.push(`${path.relative(root, file)} -> ${path.relative(root, target)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// The contract's schemas (zod, ~50 KB gzip) stay out of the pages' JavaScript: calls and links go
// through the light route table (@filmlab/api/paths); types come from the contract at compile time.
// These staff and account screens use a schema or a constant of the contract at run time.
const CONTRACT_VALUE_IMPORTERS = [
  'features/admin-catalogue/shared/image-file.ts',
  'features/lab-board/components/board-filters.tsx',
  'features/lab-board/components/orders-board-page.tsx',
  'features/live-feed/use-live-feed.ts',
  'features/settings/components/avatar-upload.tsx',
];

describe('the API contract in the browser', () => {
  it('is imported for its types only, but by the few screens that validate with it', () => {
    const importers = sourceFiles(root)
      // The tests' own support (src/test) is never part of a page.
      .filter((file) => !path.relative(root, file).startsWith(`test${path.sep}`))
      .filter((file) => /^import (?!type )[^;]*from '@filmlab\/api';/m.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file).split(path.sep).join('/'));
    expect(importers.sort()).toEqual(CONTRACT_VALUE_IMPORTERS);
  });
});
