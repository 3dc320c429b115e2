import { decodeHTML, decodeXML } from 'entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { CachedFeedPost } from '../../db/schema/marketing.js';

export type FeedPost = CachedFeedPost;

/** The feed could not be read as RSS or Atom; the message says why, for the log. */
export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedError';
  }
}

type Node = unknown;
type Element = Record<string, Node>;

// Entities are left as written (processEntities: false) and decoded below: the parser then never
// expands a DOCTYPE's own entities, so a hostile feed cannot blow up memory with nested ones.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
});

const isElement = (node: Node): node is Element => typeof node === 'object' && node !== null && !Array.isArray(node);
const asArray = (node: Node): Node[] => (node === undefined ? [] : Array.isArray(node) ? node : [node]);

/** The text of an element, its own first and then its children's (an Atom xhtml title has some). */
function textOf(node: Node): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(' ');
  if (!isElement(node)) return '';
  const own = textOf(node['#text']);
  const children = Object.entries(node)
    .filter(([key]) => key !== '#text' && !key.startsWith('@_'))
    .map(([, child]) => textOf(child));
  return [own, ...children].filter(Boolean).join(' ');
}

/**
 * Titles are plain text for the footer. The XML's own escaping is undone first, then the HTML
 * entities many feeds put inside it ("Film &amp;amp; Coffee", "&#038;", "&rsquo;"): spec 2.10.
 */
function titleOf(node: Node): string {
  const type = isElement(node) ? node['@_type'] : undefined;
  let title = decodeHTML(decodeXML(textOf(node)));
  // Atom's html and xhtml titles are markup; only their text is wanted.
  if (type === 'html' || type === 'xhtml') title = title.replace(/<[^>]*>/g, ' ');
  return title.replace(/\s+/g, ' ').trim();
}

/** An absolute http(s) link, resolved against the feed's own URL; null for any other scheme. */
function linkOf(raw: string, feedUrl: string): string | null {
  const text = decodeXML(raw).trim();
  if (!text) return null;
  try {
    const url = new URL(text, feedUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function dateOf(...candidates: Node[]): string | null {
  for (const candidate of candidates) {
    const text = textOf(candidate).trim();
    if (!text) continue;
    const time = Date.parse(text);
    if (!Number.isNaN(time)) return new Date(time).toISOString();
  }
  return null;
}

/** RSS 2.0 and 1.0 items: <link> text, else a permalink <guid>. */
function rssPost(item: Element, feedUrl: string): FeedPost | null {
  const textLinks = asArray(item.link).filter((l) => !isElement(l) || l['@_href'] === undefined);
  const guid = item.guid;
  const guidIsLink = !isElement(guid) || guid['@_isPermaLink'] !== 'false';
  const candidates = [...textLinks.map(textOf), ...(guidIsLink ? [textOf(guid)] : [])];
  const url = candidates.map((c) => linkOf(c, feedUrl)).find((u) => u !== null) ?? null;
  if (!url) return null;
  return {
    title: titleOf(item.title) || url,
    url,
    publishedAt: dateOf(item.pubDate, item.date, item.published, item.updated),
  };
}

/** Atom entries: the alternate <link href>, preferring an HTML one. */
function atomPost(entry: Element, feedUrl: string): FeedPost | null {
  const links = asArray(entry.link).filter(isElement);
  const alternates = links.filter((l) => l['@_rel'] === undefined || l['@_rel'] === 'alternate');
  const ordered = [
    ...alternates.filter((l) => l['@_type'] === undefined || String(l['@_type']).includes('html')),
    ...alternates,
  ];
  const url = ordered.map((l) => linkOf(textOf(l['@_href']), feedUrl)).find((u) => u !== null) ?? null;
  if (!url) return null;
  return { title: titleOf(entry.title) || url, url, publishedAt: dateOf(entry.published, entry.updated) };
}

/**
 * The posts of an RSS 2.0, RSS 1.0 or Atom document: newest first (undated ones last, in feed
 * order), one per link, links with other schemes than http and https dropped. Throws FeedError
 * for anything that is not well-formed XML or not a feed.
 */
export function parseFeed(xml: string, feedUrl: string): FeedPost[] {
  const check = XMLValidator.validate(xml);
  if (check !== true) throw new FeedError(`not well-formed XML (line ${check.err.line}: ${check.err.msg})`);
  const document = parser.parse(xml) as Element;

  let posts: Array<FeedPost | null>;
  if (document.rss !== undefined) {
    const channel = isElement(document.rss) ? document.rss.channel : undefined;
    posts = asArray(isElement(channel) ? channel.item : undefined)
      .filter(isElement)
      .map((item) => rssPost(item, feedUrl));
  } else if (isElement(document.RDF)) {
    posts = asArray(document.RDF.item)
      .filter(isElement)
      .map((item) => rssPost(item, feedUrl));
  } else if (isElement(document.feed)) {
    posts = asArray(document.feed.entry)
      .filter(isElement)
      .map((entry) => atomPost(entry, feedUrl));
  } else {
    throw new FeedError('not an RSS or Atom feed');
  }

  const seen = new Set<string>();
  const unique = posts.filter((post): post is FeedPost => {
    if (!post || seen.has(post.url)) return false;
    seen.add(post.url);
    return true;
  });
  // Array.prototype.sort is stable, so posts of the same date (or none) keep the feed's order.
  return unique.sort((a, b) => {
    if (a.publishedAt === b.publishedAt) return 0;
    if (a.publishedAt === null) return 1;
    if (b.publishedAt === null) return -1;
    return a.publishedAt < b.publishedAt ? 1 : -1;
  });
}
