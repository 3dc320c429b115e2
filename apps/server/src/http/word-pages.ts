// The 64 local pages' words as staff rewrote them (modules/page-words): the build rendered each page
// with its built copy, so the server renders the page's body again with the words in force, through the
// web build's server entry (the same components the browser hydrates), puts the new title and
// description in the head, and writes the words into the page (`page-words` block) for the browser to
// render the same page from. A page is rendered once per change of the words and kept (lab-pages.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageWordsResponse } from '@filmlab/api';
import { escapeHtml, LAB_PAGE_TOKENS, LOCAL_PAGE_PATHS, scriptJson } from '@filmlab/domain';
import { oneAtATime } from '../one-at-a-time.js';
import { withBody } from './price-pages.js';

interface PageMeta {
  title: string;
  description: string;
}
interface ServerEntry {
  render(path: string, origin: string): Promise<string>;
  setServerPageWords?(words: PageWordsResponse | null): void;
  pageMetaFor(path: string, content?: unknown): PageMeta | undefined;
  landingContentFor(path: string): unknown;
  withPageWords?(content: never, words: PageWordsResponse | null): unknown;
  documentTitle(title: string): string;
}

/** A built page with the words in force for its route (the page as built for any other page). */
export type RenderWithWords = (
  file: string,
  html: string,
  words: ReadonlyMap<string, PageWordsResponse>,
) => Promise<string>;

const localPages = new Set<string>(LOCAL_PAGE_PATHS);

/** The local page a built file is, e.g. film-developing-chicago/index.html -> /film-developing-chicago. */
export function localPageOf(file: string): string | undefined {
  const dir = path.dirname(file).split(path.sep).join('/');
  const route = `/${dir}`;
  return file.endsWith('index.html') && localPages.has(route) ? route : undefined;
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
function withMeta(html: string, before: PageMeta, after: PageMeta, documentTitle: (title: string) => string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const swaps: Array<[string, string]> = [
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
    const route = localPageOf(file);
    if (!route) return html;
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
      const content = entry.landingContentFor(route) as never;
      const before = entry.pageMetaFor(route, content);
      const after = entry.pageMetaFor(route, withPageWords(content, words));
      const rendered = withBody(html, route, body);
      const headed = before && after ? withMeta(rendered, before, after, entry.documentTitle) : rendered;
      return withBlock(headed, wordsBlock(words));
    } catch (error) {
      log.error({ err: error, route }, 'the page could not be rendered with its words');
      return html;
    }
  };
}
