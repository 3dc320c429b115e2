import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE } from '../../lib/site';
import type * as Site from '../../lib/site';

const site = vi.hoisted(() => ({ logoUrl: null as string | null }));
vi.mock('../../lib/site', async (importOriginal) => {
  const actual = await importOriginal<typeof Site>();
  return {
    ...actual,
    get SITE() {
      return { ...actual.DEFAULT_SITE, logoUrl: site.logoUrl };
    },
  };
});

const { Logo } = await import('./components/logo');

const renderLogo = () =>
  render(
    <MemoryRouter>
      <Logo />
    </MemoryRouter>,
  ).container;

describe('the header’s logo', () => {
  afterEach(() => {
    site.logoUrl = null;
  });

  it('shows the lab’s logo beside its name, in a fixed square', () => {
    site.logoUrl = 'https://cdn.example/logo.svg';
    const link = renderLogo().querySelector('a')!;
    const image = link.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://cdn.example/logo.svg');
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('alt')]).toEqual([
      '32',
      '32',
      '',
    ]);
    expect(link.textContent).toBe(DEFAULT_SITE.name);
  });

  it('is the safelight dot without one', () => {
    expect(renderLogo().querySelector('img')).toBeNull();
  });
});
