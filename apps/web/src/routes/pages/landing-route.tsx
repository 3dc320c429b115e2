import { Suspense, use } from 'react';
import { useLocation } from 'react-router';
import type { LandingContent } from '../../content/landing';
import { LandingPage } from '../../features/marketing/landing-page/landing-page';

// The copy of the 64 city and topic pages loads only on those pages: `/`, `/lab` and `/club` ship
// without it (the landing JavaScript budget).
const ROOT_PATHS = new Set(['/', '/lab', '/club']);
const copies = new Map<string, Promise<LandingContent | undefined>>();

function copyFor(path: string): Promise<LandingContent | undefined> {
  let copy = copies.get(path);
  if (!copy) {
    copy = import('../../content/landing/load').then((module) => module.loadLandingContent(path));
    copies.set(path, copy);
  }
  return copy;
}

/** The app server renders a page again when its words change (entry-server.tsx): the copies read before go. */
export const forgetLandingCopies = import.meta.env.SSR ? () => copies.clear() : undefined;

function LocalLanding({ path }: { path: string }) {
  const content = use(copyFor(path));
  return <LandingPage path={path} content={content} />;
}

/** `/`, `/lab`, `/club` and the 64 city and topic routes: one landing page, per-route content. */
export function LandingRoute() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (ROOT_PATHS.has(path)) return <LandingPage path={path} />;
  return (
    <Suspense fallback={null}>
      <LocalLanding path={path} />
    </Suspense>
  );
}
