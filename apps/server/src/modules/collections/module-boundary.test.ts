import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN.md rule 4: a module reads and writes its own tables; another module's data comes through
// that module's service (products/product-service.ts, products/catalogue-images.ts).

describe('the collections module', () => {
  it('queries only its own tables', () => {
    const dir = import.meta.dirname;
    const problems = readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .flatMap((name) =>
        [...readFileSync(path.join(dir, name), 'utf8').matchAll(/from '([^']*db\/schema\/[^']+)'/g)]
          .map((match) => match[1]!)
          .filter((schema) => !schema.endsWith('/collections.js'))
          .map((schema) => `${name} imports ${schema}`),
      );
    expect(problems).toEqual([]);
  });
});
