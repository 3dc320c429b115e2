import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewVideo } from './review-video';

const still = <img src="/images/scenes/desert-highway-640.webp" alt="A desert road" />;

describe('ReviewVideo', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the still and a play button, and loads the player only when asked', async () => {
    const { container } = render(<ReviewVideo videoId="dQw4w9WgXcQ" title="Maya on her film" still={still} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('img', { name: 'A desert road' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Maya on her film' }));
    const player = screen.getByTitle('Maya on her film');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toMatch(/\/embed\/dQw4w9WgXcQ\?autoplay=1/);
  });

  it('loads the player, without playing it, once scrolled into view', () => {
    let reveal: (visible: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          reveal = (visible) => callback([{ isIntersecting: visible }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(<ReviewVideo videoId="dQw4w9WgXcQ" title="Maya on her film" still={still} />);
    act(() => reveal(false));
    expect(container.querySelector('iframe')).toBeNull();
    act(() => reveal(true));
    const player = screen.getByTitle('Maya on her film');
    expect(player.getAttribute('src')).toMatch(/\/embed\/dQw4w9WgXcQ\?rel=0$/);
  });

  it.each(['dQw4w9WgXc', 'dQw4w9WgXcQQ', '', null])('an id of the wrong length (%j) gets the still alone', (id) => {
    const { container } = render(<ReviewVideo videoId={id} title="Maya on her film" still={still} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[data-video-id]')).toBeNull();
    expect(screen.getByRole('img', { name: 'A desert road' })).toBeInTheDocument();
  });
});
