import { describe, expect, it } from 'vitest';
import { FeedError, parseFeed } from './parse-feed.js';

const feedUrl = 'https://blog.example.com/feed.xml';

describe('parseFeed', () => {
  it('reads RSS 1.0 (RDF) items with dc:date', () => {
    const xml = `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
      xmlns:dc="http://purl.org/dc/elements/1.1/">
      <channel rdf:about="https://blog.example.com/"><title>Notes</title></channel>
      <item rdf:about="https://blog.example.com/a"><title>Older</title><link>https://blog.example.com/a</link>
        <dc:date>2024-01-01T00:00:00Z</dc:date></item>
      <item rdf:about="https://blog.example.com/b"><title>Newer</title><link>https://blog.example.com/b</link>
        <dc:date>2024-06-01T00:00:00Z</dc:date></item>
    </rdf:RDF>`;
    expect(parseFeed(xml, feedUrl).map((p) => p.title)).toEqual(['Newer', 'Older']);
  });

  it('falls back to a permalink guid, never to a guid that is not a link', () => {
    const xml = `<rss version="2.0"><channel>
      <item><title>By guid</title><guid>https://blog.example.com/guid</guid></item>
      <item><title>Opaque guid</title><guid isPermaLink="false">tag:blog,2024:1</guid></item>
    </channel></rss>`;
    expect(parseFeed(xml, feedUrl)).toEqual([
      { title: 'By guid', url: 'https://blog.example.com/guid', publishedAt: null },
    ]);
  });

  it('keeps undated posts after dated ones in feed order, drops duplicates, and uses the link for a missing title', () => {
    const xml = `<rss version="2.0"><channel>
      <item><link>https://blog.example.com/untitled</link></item>
      <item><title>Dated</title><link>https://blog.example.com/dated</link><pubDate>Mon, 06 Jan 2025 10:00:00 GMT</pubDate></item>
      <item><title>Again</title><link>https://blog.example.com/dated</link></item>
      <item><title>Query &amp;amp; link</title><link>https://blog.example.com/q?a=1&amp;b=2</link></item>
    </channel></rss>`;
    expect(parseFeed(xml, feedUrl)).toEqual([
      { title: 'Dated', url: 'https://blog.example.com/dated', publishedAt: '2025-01-06T10:00:00.000Z' },
      { title: 'https://blog.example.com/untitled', url: 'https://blog.example.com/untitled', publishedAt: null },
      { title: 'Query & link', url: 'https://blog.example.com/q?a=1&b=2', publishedAt: null },
    ]);
  });

  it('reads an xhtml Atom title as its text, and an empty channel as no posts', () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><entry>
      <title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">Rolls</div></title>
      <link href="posts/rolls"/></entry></feed>`;
    expect(parseFeed(atom, feedUrl)).toEqual([
      { title: 'Rolls', url: 'https://blog.example.com/posts/rolls', publishedAt: null },
    ]);
    expect(parseFeed('<rss version="2.0"><channel></channel></rss>', feedUrl)).toEqual([]);
  });

  it('does not expand entities a document declares for itself', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <rss version="2.0"><channel><item><title>&b;</title><link>https://blog.example.com/x</link></item></channel></rss>`;
    expect(parseFeed(bomb, feedUrl)[0]!.title).toBe('&b;');
  });

  it('refuses what is not a feed', () => {
    expect(() => parseFeed('', feedUrl)).toThrow(FeedError);
    expect(() => parseFeed('{"posts": []}', feedUrl)).toThrow(/not well-formed/);
    expect(() => parseFeed('<html><body/></html>', feedUrl)).toThrow(/not an RSS or Atom feed/);
  });
});
