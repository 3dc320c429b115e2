// The built copy of every page whose words staff rewrite, for the admin area's page words screen
// (features/admin-page-words): composed here, since it comes from the marketing pages and the local
// pages' copy, and features do not import each other.
import { ABOUT_PAGE_PATH, FAQ_PAGE_PATH, HOME_PAGE_PATHS } from '@filmlab/domain';
import type { BuiltWordPage } from '../../features/admin-page-words/components/page-words-fields';
import { pageLabel, builtLocalWords } from '../../features/admin-page-words/components/page-words-fields';
import { allBuiltContent } from '../../content/landing/load';
import { pageMetaFor } from '../../features/marketing/seo/page-meta';

const HOME_LABELS: Record<string, string> = {
  '/': 'Home page (/)',
  '/lab': 'Lab page (/lab)',
  '/club': 'Club page (/club)',
};

export async function builtWordPages(): Promise<BuiltWordPage[]> {
  // Taken from the chunks the pages load (the landing page's, the marketing pages'): no chunk of their own.
  const [{ HOME_HERO, HOME_SECTION_COPY }, { faqGroups, ABOUT_COPY, aboutBodyMarkdown, FAQ_COPY }] = await Promise.all([
    import('./landing-route'),
    import('./marketing-pages'),
  ]);
  const meta = (path: string) => pageMetaFor(path) ?? { title: '', description: '' };
  const home = HOME_PAGE_PATHS.map((path): BuiltWordPage => ({
    path,
    kind: 'home',
    label: HOME_LABELS[path]!,
    built: {
      title: meta(path).title,
      description: meta(path).description,
      hero: HOME_HERO,
      ...Object.fromEntries(
        Object.entries(HOME_SECTION_COPY).flatMap(([id, [title, body]]) => [
          [`${id}-title`, title],
          [`${id}-body`, body],
        ]),
      ),
    },
  }));
  const entries = faqGroups().flatMap((group) => group.entries);
  const faq: BuiltWordPage = {
    path: FAQ_PAGE_PATH,
    kind: 'faq',
    label: 'Frequently asked questions',
    built: {
      ...FAQ_COPY,
      description: meta(FAQ_PAGE_PATH).description,
      ...Object.fromEntries(
        entries.flatMap((entry, index) => [
          [`faq${index + 1}-question`, entry.question],
          [`faq${index + 1}-answer`, entry.answer],
        ]),
      ),
    },
  };
  const about: BuiltWordPage = {
    path: ABOUT_PAGE_PATH,
    kind: 'about',
    label: 'About',
    built: {
      title: ABOUT_COPY.title,
      lead: ABOUT_COPY.lead,
      description: meta(ABOUT_PAGE_PATH).description,
      body: aboutBodyMarkdown(),
    },
  };
  const local = (await allBuiltContent()).map((content): BuiltWordPage => ({
    path: content.path,
    kind: 'local',
    label: `${content.kind === 'city' ? 'City' : 'Topic'}: ${pageLabel(content)}`,
    built: builtLocalWords(content),
  }));
  return [...home, faq, about, ...local];
}
