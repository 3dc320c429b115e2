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
