import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../paths.js';
import { loadConfig } from '../../config.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const METRICS_TOKEN = 'scrape-token-0123456789abcdef';

describe('health, errors and edges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN });
  });
  afterAll(() => t.close());

  it('answers liveness with the version and readiness with the database kind', async () => {
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok', version });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
      blobs: 'local',
      version,
    });
  });

  it('answers unknown API routes with a JSON 404 in the error shape', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route for GET /api/no-such-thing', errors: [] });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends the API header set on API answers', async () => {
    const res = await t.app.inject({ url: '/api/public/locations' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it('exposes Prometheus metrics to an admin session and to the scrape token only', async () => {
    await t.app.inject('/healthz');
    const admin = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' });
    const customer = await buildUser(t.database.db, { config: t.config });
    const metrics = (headers: Record<string, string> = {}) => t.app.inject({ url: '/metrics', headers });

    const visitor = await metrics();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Please log in to continue', errors: [] });
    expect(visitor.body).not.toContain('http_request_duration_seconds');
    expect((await metrics(bearer(customer.token))).statusCode).toBe(403);
    expect((await metrics(bearer('not-the-scrape-token-at-all'))).statusCode).toBe(401);
    expect((await metrics(bearer(`${METRICS_TOKEN}x`))).statusCode).toBe(401);

    for (const allowed of [bearer(admin.token), bearer(METRICS_TOKEN)]) {
      const res = await metrics(allowed);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toContain('http_request_duration_seconds_bucket');
    }
  });

  it('refuses a scrape token short enough to guess', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'x', DATA_DIR: '/tmp/unused', METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN must be at least 24 characters',
    );
  });

  it('serves an OpenAPI 3.1 document', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
  });
});
