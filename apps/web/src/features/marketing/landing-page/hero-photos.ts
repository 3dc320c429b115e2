// The hero photographs staff uploaded (admin area, /admin/photos). The server renders a page whose
// hero has one with it and writes them all into the page (`site-photos` block:
// apps/server/src/http/photo-pages.ts), so the first paint and hydration agree; a page reached by a
// link in the app asks the API. Without either, the hero shows its generated scene. Kept tiny: the
// landing page's script carries it.
import type { SitePhoto } from '@filmlab/api';
import { useEffect, useState } from 'react';

type Photos = Record<string, SitePhoto>;

/** The photographs in force: set by the app server while it renders, read from the page, or fetched. */
let known: Photos | null | undefined;
/** The page the browser loaded: its HTML says whether its hero has a photograph. */
let served: string | undefined;

export function setServerSitePhotos(photos: Photos | null): void {
  known = photos;
}

function photosNow(): Photos | null {
  if (known === undefined && !import.meta.env.SSR) {
    const text = document.getElementById('site-photos')?.textContent;
    known = text ? (JSON.parse(text) as Photos) : null;
    served = location.pathname;
  }
  return known ?? null;
}

/** The photograph of `path`'s hero, if staff uploaded one. */
export function useHeroPhoto(path: string): SitePhoto | undefined {
  const [photos, setPhotos] = useState(photosNow);
  useEffect(() => {
    if (photos || path === served) return;
    fetch('/api/public/site-photos')
      .then((answer) => answer.json())
      .then(({ photos: list }: { photos: SitePhoto[] }) => {
        setPhotos((known = Object.fromEntries(list.map((photo) => [photo.page, photo]))));
      })
      .catch(() => undefined);
  }, [photos, path]);
  return photos?.[path];
}
