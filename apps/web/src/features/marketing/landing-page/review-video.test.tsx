import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReviewVideo } from './review-video';

const still = <img src="/images/scenes/desert-highway-640.webp" alt="A desert road" />;

describe('ReviewVideo', () => {
  it('shows the still and a play button, and loads the player only when asked', async () => {
    const { container } = render(<ReviewVideo videoId="dQw4w9WgXcQ" title="Maya on her film" still={still} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('img', { name: 'A desert road' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Maya on her film' }));
    const player = screen.getByTitle('Maya on her film');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toMatch(/\/embed\/dQw4w9WgXcQ\?autoplay=1/);
  });

  it.each(['dQw4w9WgXc', 'dQw4w9WgXcQQ', '', null])('an id of the wrong length (%j) gets the still alone', (id) => {
    const { container } = render(<ReviewVideo videoId={id} title="Maya on her film" still={still} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[data-video-id]')).toBeNull();
    expect(screen.getByRole('img', { name: 'A desert road' })).toBeInTheDocument();
  });
});
