import { PageWordsPage } from '../../features/admin-page-words/components/page-words-page';

/** /admin/pages, with the built copy of every page the route composes (the marketing pages' and the local pages'). */
export function AdminPageWordsRoute() {
  return <PageWordsPage loadBuilt={() => import('./built-word-pages').then((module) => module.builtWordPages())} />;
}
