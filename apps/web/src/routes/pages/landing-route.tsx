import { Suspense, use } from 'react';
import { useLocation } from 'react-router';
import type { LandingPageCopy } from '../../content/landing/load';
import { LandingPage } from '../../features/marketing/landing-page/landing-page';

// The landing pages' built copy, for the admin area's page words screen (routes/pages/built-word-pages.ts):
// taken from this chunk, which holds it, so sharing it makes no chunk of its own.
export { HOME_HERO, HOME_SECTION_COPY } from '../../content/home-copy';

// The copy of the 64 city and topic pages, and the words staff gave `/`, `/lab` and `/club`, load only
// when a page needs them: `/` as built ships without them (the landing JavaScript budget).
const ROOT_PATHS = new Set(['/', '/lab', '/club']);
const copies = new Map<string, Promise<LandingPageCopy>>();

function copyFor(path: string): Promise<LandingPageCopy> {
  let copy = copies.get(path);
  if (!copy) {
    // `/`, `/lab` or `/club` whose page says staff gave it no words (the app server's `page-words` block)
    // renders and hydrates as built: no chunk to load.
    copy =
      !import.meta.env.SSR &&
      ROOT_PATHS.has(path) &&
      document.getElementById('page-words')?.textContent ===
        JSON.stringify({ path, words: {}, html: {}, updatedAt: null })
        ? Promise.resolve({})
        : import('../../content/landing/load').then((module) => module.loadLandingPage(path));
    copies.set(path, copy);
  }
  return copy;
}

/** The app server renders a page again when its words change (entry-server.tsx): the copies read before go. */
export const forgetLandingCopies = import.meta.env.SSR ? () => copies.clear() : undefined;

function Landing({ path }: { path: string }) {
  return <LandingPage path={path} {...use(copyFor(path))} />;
}

/** `/`, `/lab`, `/club` and the 64 city and topic routes: one landing page, per-route content and words. */
export function LandingRoute() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    <Suspense fallback={null}>
      <Landing path={path} />
    </Suspense>
  );
}
