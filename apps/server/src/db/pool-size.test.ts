import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { defaultPoolSize } from './client.js';

const base = { AUTH_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/filmlab-unused' };

describe('connections to PostgreSQL', () => {
  it('are twice the cores and one unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(defaultPoolSize()).toBe(2 * availableParallelism() + 1);
    expect(loadConfig(base).databasePoolSize).toBeUndefined();
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '0' }).databasePoolSize).toBeUndefined();
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: '-3' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
