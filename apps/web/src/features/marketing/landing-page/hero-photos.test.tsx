import type { SitePhoto } from '@filmlab/api';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const base = '/api/public/site-photos/0b6c2a9e-1111-4222-8333-944455556666';
const photo = (page: string, alt: string): SitePhoto => ({
  page,
  id: '0b6c2a9e-1111-4222-8333-944455556666',
  alt,
  width: 1920,
  height: 1280,
  widths: [640, 1280, 1920],
  srcset: { avif: `${base}/640.avif 640w, ${base}/1280.avif 1280w`, webp: `${base}/640.webp 640w` },
  src: `${base}/1280.webp`,
  updatedAt: '2026-11-29T10:00:00.000Z',
});

/** The hero as landing-page.tsx draws it, from a fresh copy of the modules (their state is per page load). */
async function heroFor(path: string) {
  const { useHeroPhoto } = await import('./hero-photos');
  const { SceneImage } = await import('./scene-image');
  function Hero() {
    return <SceneImage scene="city-skyline-dusk" photo={useHeroPhoto(path)} sizes="100vw" priority decorative />;
  }
  return render(<Hero />);
}

describe('the hero photograph', () => {
  afterEach(() => {
    document.getElementById('site-photos')?.remove();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('draws the photograph the page was served with, with its alt text, size and srcset, asking nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'site-photos';
    block.textContent = JSON.stringify({ '/': photo('/', 'Our counter at dusk') });
    document.body.append(block);
    const { container } = await heroFor('/');
    const img = screen.getByRole('img', { name: 'Our counter at dusk' });
    expect(img).toHaveAttribute('src', `${base}/1280.webp`);
    expect(img).toHaveAttribute('width', '1920');
    expect(img).toHaveAttribute('height', '1280');
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      `${base}/640.avif 640w, ${base}/1280.avif 1280w`,
    );
    // Another page the app links to: the block lists every photograph, so none is asked for.
    const other = await heroFor('/lab');
    expect(other.container.querySelector('img')).toHaveAttribute('alt', '');
    expect(other.container.querySelector('img')?.getAttribute('src')).toMatch(/^\/images\/scenes\//);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the generated scene of a page served without one, and asks the API for a page reached by a link', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ photos: [photo('/lab', 'The darkroom')] })));
    vi.stubGlobal('fetch', fetchMock);
    const served = await heroFor(location.pathname);
    expect(served.container.querySelector('img')).toHaveAttribute('alt', '');
    expect(fetchMock).not.toHaveBeenCalled();
    await heroFor('/lab');
    expect(await screen.findByRole('img', { name: 'The darkroom' })).toHaveAttribute('src', `${base}/1280.webp`);
    expect(fetchMock).toHaveBeenCalledWith('/api/public/site-photos');
  });
});
