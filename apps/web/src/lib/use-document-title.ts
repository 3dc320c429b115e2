import { useEffect } from 'react';
import { SITE } from './site';

/** Names the tab after the page: 'Log In · Film Lab'. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE.name}` : SITE.name;
  }, [title]);
}
