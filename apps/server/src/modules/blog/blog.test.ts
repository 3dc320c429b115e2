import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedCache } from '../../db/schema/marketing.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { listBlogPosts, type FeedLog } from './list-blog-posts.js';

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12)).toUTCString();

// Seven posts out of date order, one with a javascript: link, titles escaped the ways feeds do it.
const rssFeed = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Lab Notes</title>
    <link>https://blog.example.com/</link>
    <atom:link href="https://blog.example.com/feed" rel="self" type="application/rss+xml"/>
    <item><title>Push &amp;amp; Pull Processing</title><link>https://blog.example.com/push-pull</link><pubDate>${day(3)}</pubDate></item>
    <item><title>Film &#038; Coffee</title><link>https://blog.example.com/film-coffee</link><pubDate>${day(9)}</pubDate></item>
    <item><title><![CDATA[Scanning Tips &amp; Tricks]]></title><link>https://blog.example.com/scanning</link><pubDate>${day(7)}</pubDate></item>
    <item><title>Click me</title><link>javascript:alert(1)</link><pubDate>${day(10)}</pubDate></item>
    <item><title>Why We Love Portra &#8217;s Greens</title><link>/portra</link><pubDate>${day(5)}</pubDate></item>
    <item><title>E-6 Is Back</title><link>https://blog.example.com/e6</link><pubDate>${day(1)}</pubDate></item>
    <item><title>Half Frames, Twice the Fun</title><link>https://blog.example.com/half</link><pubDate>${day(8)}</pubDate></item>
    <item><title>Cinestill Notes</title><link>https://blog.example.com/cinestill</link><pubDate>${day(6)}</pubDate></item>
  </channel>
</rss>`;

const atomFeed = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Lab Notes</title>
  <entry><title type="html">Dev &amp;amp; Scan &lt;em&gt;Explained&lt;/em&gt;</title>
    <link rel="edit" href="https://blog.example.com/edit/1"/>
    <link rel="alternate" type="text/html" href="https://blog.example.com/dev-scan"/>
    <published>2025-02-01T10:00:00Z</published><updated>2025-02-03T10:00:00Z</updated></entry>
  <entry><title>Mailing Film Safely</title><link href="https://blog.example.com/mailing"/>
    <updated>2025-03-01T09:00:00+01:00</updated></entry>
  <entry><title>Local File</title><link href="file:///etc/passwd"/><updated>2025-04-01T00:00:00Z</updated></entry>
</feed>`;

describe('blog posts from the lab’s feed', () => {
  let server: Server;
  let base: string;
  const hits = new Map<string, number>();
  const bodies = new Map<string, { status?: number; type?: string; body: string }>([
    ['/rss.xml', { type: 'application/rss+xml; charset=utf-8', body: rssFeed }],
    ['/atom.xml', { type: 'application/atom+xml', body: atomFeed }],
    ['/error.xml', { status: 500, body: 'Internal Server Error' }],
    ['/garbage.xml', { body: 'this is <<< not xml at all' }],
    ['/page.html', { type: 'text/html', body: '<html><body><p>Hello</p></body></html>' }],
    ['/counted.xml', { body: rssFeed }],
    ['/flaky.xml', { status: 503, body: 'busy' }],
  ]);

  let withFeed: TestApp;
  let withoutFeed: TestApp;
  let failingFeed: TestApp;

  const warnings: Array<{ details: object; message: string }> = [];
  const log: FeedLog = { warn: (details, message) => void warnings.push({ details, message }) };
  const read = (path: string, extra: Partial<Parameters<typeof listBlogPosts>[0]> = {}) =>
    listBlogPosts({
      db: withFeed.database.db,
      feedUrl: `${base}${path}`,
      cacheSeconds: 900,
      // Generous: a loaded CI machine must not turn a local answer into a timeout. The slow feed
      // below asks for 300 ms itself.
      timeoutMs: 10_000,
      log,
      ...extra,
    });
  const expire = (path: string) =>
    withFeed.database.db
      .update(feedCache)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${feedCache.url} = ${`${base}${path}`}`);

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      const path = request.url ?? '/';
      hits.set(path, (hits.get(path) ?? 0) + 1);
      if (path === '/slow.xml') return; // never answers
      const found = bodies.get(path);
      if (!found) return void response.writeHead(404).end('not found');
      response.writeHead(found.status ?? 200, { 'content-type': found.type ?? 'application/xml' }).end(found.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    [withFeed, withoutFeed, failingFeed] = await Promise.all([
      createTestApp({ BLOG_FEED_URL: `${base}/rss.xml`, BLOG_FEED_TIMEOUT_MS: '10000' }),
      createTestApp(),
      createTestApp({ BLOG_FEED_URL: `${base}/error.xml` }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withFeed?.close(), withoutFeed?.close(), failingFeed?.close()]);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('lists the five newest RSS posts, titles decoded, links only http and https', async () => {
    const res = await withFeed.app.inject('/api/blog/notes/posts');
    expect(res.statusCode).toBe(200);
    expect(res.json().posts).toEqual([
      { title: 'Film & Coffee', url: 'https://blog.example.com/film-coffee', publishedAt: '2025-01-09T12:00:00.000Z' },
      { title: 'Half Frames, Twice the Fun', url: 'https://blog.example.com/half', publishedAt: expect.any(String) },
      { title: 'Scanning Tips & Tricks', url: 'https://blog.example.com/scanning', publishedAt: expect.any(String) },
      { title: 'Cinestill Notes', url: 'https://blog.example.com/cinestill', publishedAt: expect.any(String) },
      // A relative link is resolved against the feed's address.
      { title: 'Why We Love Portra ’s Greens', url: `${base}/portra`, publishedAt: expect.any(String) },
    ]);
  });

  it('returns every post with a limit, newest first, still without the javascript: link', async () => {
    const posts = (await withFeed.app.inject('/api/blog/notes/posts?limit=50')).json().posts as Array<{
      title: string;
      publishedAt: string;
    }>;
    expect(posts.map((p) => p.title)).toHaveLength(7);
    expect(posts.map((p) => p.title).slice(-2)).toEqual(['Push & Pull Processing', 'E-6 Is Back']);
    expect(posts.map((p) => p.publishedAt)).toEqual([...posts.map((p) => p.publishedAt)].sort().reverse());
    expect(posts.some((p) => p.title === 'Click me')).toBe(false);
    expect((await withFeed.app.inject('/api/blog/notes/posts?limit=0')).statusCode).toBe(400);
  });

  it('reads the feed once, then from the shared cache until it expires, then again', async () => {
    hits.delete('/rss.xml');
    for (let i = 0; i < 3; i++) await withFeed.app.inject('/api/blog/notes/posts');
    expect(hits.get('/rss.xml') ?? 0).toBe(0); // cached by the tests above

    const first = await read('/counted.xml');
    const second = await read('/counted.xml');
    expect(hits.get('/counted.xml')).toBe(1);
    expect(second).toEqual(first);

    bodies.set('/counted.xml', { body: rssFeed.replace('Film &#038; Coffee', 'Film &amp; Tea') });
    await expire('/counted.xml');
    const refreshed = await read('/counted.xml');
    expect(hits.get('/counted.xml')).toBe(2);
    expect(refreshed[0]!.title).toBe('Film & Tea');
  });

  it('lets one caller refresh an expired feed while the others answer from the stale copy', async () => {
    await read('/atom.xml');
    await expire('/atom.xml');
    hits.delete('/atom.xml');
    const results = await Promise.all(Array.from({ length: 4 }, () => read('/atom.xml')));
    expect(hits.get('/atom.xml')).toBe(1);
    for (const posts of results) expect(posts.map((p) => p.title)).toContain('Mailing Film Safely');
  });

  it('reads Atom: the alternate link, html titles as text, published before updated', async () => {
    expect(await read('/atom.xml', { limit: 10 })).toEqual([
      {
        title: 'Mailing Film Safely',
        url: 'https://blog.example.com/mailing',
        publishedAt: '2025-03-01T08:00:00.000Z',
      },
      {
        title: 'Dev & Scan Explained',
        url: 'https://blog.example.com/dev-scan',
        publishedAt: '2025-02-01T10:00:00.000Z',
      },
    ]);
  });

  it('answers no posts, and logs why, when the feed fails', async () => {
    for (const [path, reason] of [
      ['/error.xml', /500/],
      ['/slow.xml', /did not answer within 300 ms/],
      ['/garbage.xml', /not well-formed XML/],
      ['/page.html', /not an RSS or Atom feed/],
      ['/missing.xml', /404/],
    ] as const) {
      warnings.length = 0;
      expect(await read(path, path === '/slow.xml' ? { timeoutMs: 300 } : {}), path).toEqual([]);
      expect(warnings, path).toHaveLength(1);
      expect((warnings[0]!.details as { reason: string }).reason, path).toMatch(reason);
    }
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    expect(
      await listBlogPosts({
        db: withFeed.database.db,
        feedUrl: `http://127.0.0.1:${closedPort}/feed`,
        cacheSeconds: 900,
        timeoutMs: 300,
        log,
      }),
    ).toEqual([]);
    expect(warnings.at(-1)?.details).toMatchObject({ reason: expect.stringMatching(/could not be reached/) });
  });

  it('waits a minute before trying a failed feed again, then serves it once it recovers', async () => {
    expect(await read('/flaky.xml')).toEqual([]);
    expect(await read('/flaky.xml')).toEqual([]);
    expect(hits.get('/flaky.xml')).toBe(1);
    bodies.set('/flaky.xml', { body: atomFeed });
    await expire('/flaky.xml');
    expect((await read('/flaky.xml')).map((p) => p.title)).toEqual(['Mailing Film Safely', 'Dev & Scan Explained']);
  });

  it('answers an empty list over HTTP when no feed is configured or the feed fails', async () => {
    for (const app of [withoutFeed.app, failingFeed.app]) {
      const res = await app.inject('/api/blog/notes/posts');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ posts: [] });
    }
  });

  it('refuses a feed address that is not http or https in the config', async () => {
    await expect(createTestApp({ BLOG_FEED_URL: 'file:///etc/passwd' })).rejects.toThrow(/BLOG_FEED_URL/);
  });
});
