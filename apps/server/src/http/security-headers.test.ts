import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp } from '../test/test-app.js';
import { installSecurityHeaders } from './security-headers.js';

const VIDEO = 'https://www.youtube-nocookie.com';

async function pageCsp(paymentsProvider: 'local' | 'stripe', blobOrigins: string[] = []): Promise<Map<string, string>> {
  const app = Fastify();
  installSecurityHeaders(app, { blobOrigins, paymentsProvider, videoEmbedOrigin: VIDEO });
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
    // Frames: only the video reviews' player.
    expect(csp.get('frame-src')).toBe(`'self' ${VIDEO}`);
    // Our own origin only: no socket or fetch to any other host.
    expect(csp.get('connect-src')).toBe("'self'");
    expect([...csp.values()].join(' ')).not.toContain('stripe');
  });

  it('allows Stripe.js, its card frame and its API with the Stripe provider', async () => {
    const csp = await pageCsp('stripe');
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self' https://js.stripe.com");
    expect(csp.get('frame-src')).toBe(`'self' ${VIDEO} https://js.stripe.com`);
    expect(csp.get('connect-src')).toBe("'self' https://api.stripe.com");
    // Images from any https address: the lab's logo is one staff set at run time.
    expect(csp.get('img-src')).toBe("'self' data: blob: https:");
  });
});

describe('connect-src with files on S3', () => {
  it('adds the bucket origin (the browser uploads to presigned URLs) and nothing else', async () => {
    const csp = await pageCsp('local', ['https://scans.s3.us-east-1.amazonaws.com']);
    expect(csp.get('connect-src')).toBe("'self' https://scans.s3.us-east-1.amazonaws.com");
  });

  it('takes the origin from the app configuration', async () => {
    const t = await createTestApp({ S3_BUCKET: 'scans', S3_ENDPOINT: 'http://127.0.0.1:9000/' });
    try {
      const page = await t.app.inject('/about');
      expect(String(page.headers['content-security-policy'])).toMatch(
        /(^|;)connect-src 'self' http:\/\/127\.0\.0\.1:9000(;|$)/,
      );
    } finally {
      await t.close();
    }
  });
});

describe('the video player origin', () => {
  it('comes from VIDEO_EMBED_ORIGIN (its origin only), and refuses what is not a URL', async () => {
    const t = await createTestApp({ VIDEO_EMBED_ORIGIN: 'https://player.example.com/embed/' });
    try {
      const page = await t.app.inject('/about');
      expect(String(page.headers['content-security-policy'])).toContain("frame-src 'self' https://player.example.com;");
    } finally {
      await t.close();
    }
    expect(() => loadConfig({ AUTH_SECRET: 'x'.repeat(40), VIDEO_EMBED_ORIGIN: 'youtube' })).toThrow(
      'VIDEO_EMBED_ORIGIN must be an http or https URL',
    );
  });
});
