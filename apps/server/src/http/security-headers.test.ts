import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installSecurityHeaders } from './security-headers.js';

async function pageCsp(paymentsProvider: 'local' | 'stripe'): Promise<Map<string, string>> {
  const app = Fastify();
  installSecurityHeaders(app, { blobOrigins: [], paymentsProvider });
  app.get('/checkout', async () => 'page');
  app.get('/api/payments/config', async () => ({}));
  try {
    const page = await app.inject('/checkout');
    const api = await app.inject('/api/payments/config');
    // The API set stays the strict one whatever the provider.
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const header = String(page.headers['content-security-policy']);
    return new Map(
      header.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
  } finally {
    await app.close();
  }
}

describe('page Content-Security-Policy', () => {
  it('stays strict with the local payment provider: nothing from Stripe', async () => {
    const csp = await pageCsp('local');
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.has('frame-src')).toBe(false);
    expect(csp.get('connect-src')).toBe("'self' ws: wss:");
    expect([...csp.values()].join(' ')).not.toContain('stripe');
  });

  it('allows Stripe.js, its card frame and its API with the Stripe provider', async () => {
    const csp = await pageCsp('stripe');
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self' https://js.stripe.com");
    expect(csp.get('frame-src')).toBe("'self' https://js.stripe.com");
    expect(csp.get('connect-src')).toBe("'self' ws: wss: https://api.stripe.com");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
  });
});
