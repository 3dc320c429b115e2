// The words staff rewrote (modules/page-words) for `/`, `/lab`, `/club`, the FAQ, the about page and
// the 64 local pages: the build rendered each page with its built copy, so the server renders the page's body again with the words in force, through the
// web build's server entry (the same components the browser hydrates), puts the new title and
// description in the head (the FAQ's questions and answers in its FAQPage JSON-LD too), and writes the words into the page (`page-words` block) for the browser to
// render the same page from. A page is rendered once per change of the words and kept (lab-pages.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageWordsResponse } from '@filmlab/api';
import { escapeHtml, FAQ_PAGE_PATH, LAB_PAGE_TOKENS, scriptJson, wordPageKind } from '@filmlab/domain';
import { oneAtATime } from '../one-at-a-time.js';
import { withBody } from './price-pages.js';

interface PageMeta {
  title: string;
  description: string;
}
interface ServerEntry {
  render(path: string, origin: string): Promise<string>;
  setServerPageWords?(words: PageWordsResponse | null): void;
  pageMetaFor(path: string, content?: unknown, words?: Record<string, string>): PageMeta | undefined;
  landingContentFor(path: string): unknown;
  withPageWords?(content: never, words: PageWordsResponse | null): unknown;
  faqGroups(): never;
  faqJsonLd?(groups: never, words: PageWordsResponse | null): unknown;
  documentTitle(title: string): string;
}

/** A built page with the words in force for its route (the page as built for any other page). */
export type RenderWithWords = (
  file: string,
  html: string,
  words: ReadonlyMap<string, PageWordsResponse>,
) => Promise<string>;

/** The page with words a built file is, e.g. film-developing-chicago/index.html -> /film-developing-chicago, index.html -> /. */
export function wordPageOf(file: string): string | undefined {
  if (file === 'index.html') return '/';
  const dir = path.dirname(file).split(path.sep).join('/');
  const route = `/${dir}`;
  return path.basename(file) === 'index.html' && wordPageKind(route) ? route : undefined;
}

/** The page's words for the browser, at the end of the body (none given: an empty set, so it asks for none). */
function wordsBlock(words: PageWordsResponse): string {
  return `<script type="application/json" id="page-words">${scriptJson(words)}</script>`;
}

function withBlock(html: string, block: string): string {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html : `${html.slice(0, at)}${block}${html.slice(at)}`;
}

/** The head's title and description (and their Open Graph and JSON-LD copies) replaced. */
function withMeta(
  html: string,
  before: PageMeta,
  after: PageMeta,
  documentTitle: (title: string) => string,
  more: Array<[string, string]> = [],
): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  // The whole blocks first: the title and description swaps below must not change them beforehand.
  const swaps: Array<[string, string]> = [
    ...more,
    [escapeHtml(documentTitle(before.title)), escapeHtml(documentTitle(after.title))],
    [escapeHtml(before.description), escapeHtml(after.description)],
    [scriptJson(before.description), scriptJson(after.description)],
  ];
  let head = html.slice(0, headEnd);
  for (const [from, to] of swaps) if (from !== to) head = head.replaceAll(from, () => to);
  return head + html.slice(headEnd);
}

/**
 * Null for a build without a server entry (tests' small builds). A render that fails is logged and the
 * page sent as built: a local page never answers 500 for its words.
 */
export async function loadWordPages(
  webDist: string,
  log: { error(details: object, message: string): void },
): Promise<RenderWithWords | null> {
  const entryFile = path.join(webDist, '.ssr', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const { setServerPageWords: setWords, withPageWords } = entry;
  if (!setWords || !withPageWords) return null;
  const inTurn = oneAtATime();
  return async (file, html, all) => {
    const route = wordPageOf(file);
    // Only the page built for the route (not index.html sent as the app shell of a build without pages).
    if (!route || !html.includes(`data-prerendered="${route}"`)) return html;
    const words = all.get(route);
    if (!words) return withBlock(html, wordsBlock({ path: route, words: {}, html: {}, updatedAt: null }));
    try {
      const body = await inTurn(async () => {
        setWords(words);
        try {
          return await entry.render(route, LAB_PAGE_TOKENS.origin);
        } finally {
          setWords(null);
        }
      });
      const local = wordPageKind(route) === 'local';
      const content = (local ? entry.landingContentFor(route) : undefined) as never;
      const before = entry.pageMetaFor(route, content);
      const after = local
        ? entry.pageMetaFor(route, withPageWords(content, words))
        : entry.pageMetaFor(route, undefined, words.words);
      // The FAQ's structured data as the build wrote it, and as the page now shows it.
      const faqLd: Array<[string, string]> =
        route === FAQ_PAGE_PATH && entry.faqJsonLd
          ? [
              [
                scriptJson(entry.faqJsonLd(entry.faqGroups(), null)),
                scriptJson(entry.faqJsonLd(entry.faqGroups(), words)),
              ],
            ]
          : [];
      const rendered = withBody(html, route, body);
      const headed = before && after ? withMeta(rendered, before, after, entry.documentTitle, faqLd) : rendered;
      return withBlock(headed, wordsBlock(words));
    } catch (error) {
      log.error({ err: error, route }, 'the page could not be rendered with its words');
      return html;
    }
  };
}
