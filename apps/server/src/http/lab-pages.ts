// The built pages with the lab's identity in them, filled at run time: the build writes
// tokens where the lab's name, contact and origin go (packages/domain/src/lab-page-tokens.ts), and this
// puts the lab's current values in their place as the pages are served, so a new PUBLIC_URL or a name
// staff change in the admin area shows with no rebuild. Each page is filled, hashed and compressed once
// per identity (its version and origin), price list and local pages' words, and kept; a change of any
// starts afresh.
// The prices the pages quote are tokens filled the same way (packages/domain/src/price-page-tokens.ts).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { LabIdentity, PageWordsResponse, SitePhoto } from '@filmlab/api';
import {
  DEFAULT_PRICE_LIST,
  fillLabPageTokens,
  fillLabTextTokens,
  fillLabXmlTokens,
  fillPriceTokens,
  scriptJson,
  type LabPageValues,
  type PriceList,
} from '@filmlab/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { oneAtATime } from '../one-at-a-time.js';
import type { RenderWithPhotos } from './photo-pages.js';
import type { RenderWithPrices } from './price-pages.js';
import type { RenderWithWords } from './word-pages.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface LabIdentitySource {
  identity(): Promise<LabIdentity>;
}

/** The lab's price list in force (modules/price-lists): the pages quote its prices. */
export interface PriceListSource {
  active(): Promise<{ id: number; list: PriceList }>;
}

/** The words staff gave the local pages (modules/page-words), with a key that changes with them. */
export interface PageWordsSource {
  all(): Promise<{ key: string; byPath: ReadonlyMap<string, PageWordsResponse> }>;
}

const NO_WORDS: PageWordsSource = { all: async () => ({ key: '', byPath: new Map() }) };

/** The hero photographs staff uploaded (modules/site-photos), with a key that changes with them. */
export interface SitePhotosSource {
  all(): Promise<{ key: string; byPage: ReadonlyMap<string, SitePhoto> }>;
}

const NO_PHOTOS: SitePhotosSource = { all: async () => ({ key: '', byPage: new Map() }) };

/** Without a source (a page filled outside the app), the pages quote the seed's prices. */
const SEED_PRICES: PriceListSource = { active: async () => ({ id: 0, list: DEFAULT_PRICE_LIST }) };

interface FilledPage {
  body: Buffer;
  etag: string;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

export function pageValuesOf(lab: LabIdentity): LabPageValues {
  return {
    name: lab.name,
    description: lab.description,
    contactEmail: lab.contactEmail,
    phone: lab.phone,
    city: lab.address.city,
    region: lab.address.state,
    origin: lab.origin,
    socialLinks: lab.socialLinks,
    logoUrl: lab.logoUrl,
  };
}

/** What the browser's app reads of the lab (apps/web/src/lib/site.ts), so it renders what the server filled in. */
function identityBlock(lab: LabIdentity): string {
  const { name, description, contactEmail, phone, origin, logoUrl, socialLinks } = lab;
  const data = {
    name,
    description,
    contactEmail,
    phone,
    city: lab.address.city,
    region: lab.address.state,
    origin,
    logoUrl,
    socialLinks,
  };
  return `<script type="application/json" id="lab-identity">${scriptJson(data)}</script>`;
}

/** The lab's colours over the design system's defaults, for the first paint. */
function colorsStyle({ colors }: LabIdentity): string {
  const hex = (value: string) => (/^#[0-9a-f]{6}$/i.test(value) ? value : '');
  const style = `:root{--color-accent:${hex(colors.accent)};--color-ink:${hex(colors.ink)};--color-paper:${hex(colors.paper)}}`;
  return `<style id="lab-colors">${style}</style>`;
}

/**
 * An HTML page with the lab's values and prices in place of the tokens; the lab's colours in the head;
 * and the identity and price list the browser renders the same page from (lib/site.ts,
 * lib/page-prices.ts) at the end of the body, where the app's deferred scripts find them and they
 * do not hold back what the head makes the browser fetch first (the largest image, the font).
 */
export function fillLabPage(html: string, lab: LabIdentity, prices: PriceList = DEFAULT_PRICE_LIST): string {
  const filled = fillPriceTokens(fillLabPageTokens(html, pageValuesOf(lab)), prices);
  const data = `${identityBlock(lab)}<script type="application/json" id="price-list">${scriptJson(prices)}</script>`;
  const styled = filled.includes('</head>') ? filled.replace('</head>', () => `${colorsStyle(lab)}</head>`) : filled;
  const at = styled.lastIndexOf('</body>');
  if (at >= 0) return `${styled.slice(0, at)}${data}${styled.slice(at)}`;
  return styled.includes('</head>') ? styled.replace('</head>', () => `${data}</head>`) : styled;
}

export const fillLabText = (text: string, lab: LabIdentity) => fillLabTextTokens(text, pageValuesOf(lab));
export const fillLabXml = (xml: string, lab: LabIdentity) => fillLabXmlTokens(xml, pageValuesOf(lab));

/** The encoding to send: brotli, then gzip, when the client takes it (a q of 0 refuses it). */
function chosenEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0+)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * The best compressions, one after another: each holds a thread of libuv's pool (four by default, which
 * file reads, password hashing and sharp share) for up to seconds, and a first visit to every page at
 * once (a crawler, a link checker) had all four busy: a script file then waited 2 s for its read.
 */
const inTurn = oneAtATime();

export interface LabPages {
  /** Sends a built HTML file (relative to the build root) with the lab's identity in it. */
  send(request: FastifyRequest, reply: FastifyReply, file: string, status?: number): Promise<FastifyReply>;
  /**
   * Sends a page made per request (a shop page, the app shell with a page's head), filled with the
   * lab's identity and prices now, compressed and with its ETag like a built page. Pass the same
   * string again (a cached render) and the filled, compressed copy is reused.
   */
  sendMade(request: FastifyRequest, reply: FastifyReply, html: string, status?: number): Promise<FastifyReply>;
  /** The lab's identity now (for pages made per request). */
  identity(): Promise<LabIdentity>;
}

/** Pages made per request kept filled and compressed: the shop's pages, a share's page... */
const MADE_PAGES_KEPT = 100;

export function createLabPages(
  webDist: string,
  source: LabIdentitySource,
  prices: PriceListSource = SEED_PRICES,
  renderWithPrices: RenderWithPrices | null = null,
  words: { source: PageWordsSource; render: RenderWithWords | null } = { source: NO_WORDS, render: null },
  photos: { source: SitePhotosSource; render: RenderWithPhotos | null } = { source: NO_PHOTOS, render: null },
): LabPages {
  let identityKey = '';
  let pages = new Map<string, Promise<FilledPage>>();
  let made = new LRUCache<string, Promise<FilledPage>>({ max: MADE_PAGES_KEPT });

  const filled = (html: string, lab: LabIdentity, list: PriceList): FilledPage => {
    const body = Buffer.from(fillLabPage(html, lab, list));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { body, etag };
  };
  const prepare = async (
    file: string,
    lab: LabIdentity,
    list: PriceList,
    pageWords: ReadonlyMap<string, PageWordsResponse>,
    heroPhotos: ReadonlyMap<string, SitePhoto>,
  ): Promise<FilledPage> => {
    const built = await readFile(path.join(webDist, file), 'utf8');
    const priced = renderWithPrices ? await renderWithPrices(file, built, list) : built;
    const worded = async (html: string) => (words.render ? words.render(file, html, pageWords) : html);
    const shown = photos.render ? await photos.render(file, priced, heroPhotos, worded) : await worded(priced);
    return filled(shown, lab, list);
  };
  /** The page kept under `key` for the identity and list in force, made by `make` when missing. */
  const keptPage = async (
    key: string,
    kept: () => Map<string, Promise<FilledPage>> | LRUCache<string, Promise<FilledPage>>,
    make: (
      lab: LabIdentity,
      list: PriceList,
      pageWords: ReadonlyMap<string, PageWordsResponse>,
      heroPhotos: ReadonlyMap<string, SitePhoto>,
    ) => Promise<FilledPage>,
  ): Promise<FilledPage> => {
    const [lab, active, given, uploaded] = await Promise.all([
      source.identity(),
      prices.active(),
      words.source.all(),
      photos.source.all(),
    ]);
    const current = `${lab.version}|${lab.origin}|${active.id}|${given.key}|${uploaded.key}`;
    if (current !== identityKey) {
      identityKey = current;
      pages = new Map();
      made = new LRUCache({ max: MADE_PAGES_KEPT });
    }
    const store = kept();
    let pending = store.get(key);
    if (!pending) {
      pending = make(lab, active.list, given.byPath, uploaded.byPage);
      store.set(key, pending);
      pending.catch(() => store.delete(key));
    }
    return pending;
  };

  return {
    identity: () => source.identity(),
    async send(request, reply, file, status = 200) {
      const page = await keptPage(
        file,
        () => pages,
        (lab, list, pageWords, heroPhotos) => prepare(file, lab, list, pageWords, heroPhotos),
      );
      return answer(request, reply, page, status);
    },
    async sendMade(request, reply, html, status = 200) {
      const page = await keptPage(
        html,
        () => made,
        async (lab, list) => filled(html, lab, list),
      );
      return answer(request, reply, page, status);
    },
  };
}

/** A filled page as the client takes it: a 304 for its ETag, else brotli, gzip or plain. */
async function answer(request: FastifyRequest, reply: FastifyReply, page: FilledPage, status: number) {
  reply.header('etag', page.etag).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') {
    if (!page.br) {
      // Brotli's best takes seconds for a page: the first visitors get a quick one (a few ms, some
      // 10% larger), and the best replaces it once the thread pool has made it.
      const quality = (level: number) => ({
        params: { [constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length },
      });
      page.br = brotli(page.body, quality(6));
      const best = inTurn(() => brotli(page.body, quality(11)));
      best.then(
        () => (page.br = best),
        () => undefined,
      );
    }
    return reply
      .code(status)
      .header('content-encoding', 'br')
      .send(await page.br);
  }
  if (encoding === 'gzip') {
    page.gzip ??= gzipAsync(page.body, { level: 9 });
    return reply
      .code(status)
      .header('content-encoding', 'gzip')
      .send(await page.gzip);
  }
  return reply.code(status).send(page.body);
}
