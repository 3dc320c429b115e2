import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/render-app';
import { subscriberStore } from '../newsletter/subscriber-store';
import { decodeAmpersands, latestPosts } from './blog-posts';
import { MarketingFooter } from './marketing-footer';

function renderFooter() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <MarketingFooter /> }]);
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const posts = Array.from({ length: 7 }, (_, index) => ({
  title: `Post ${index} &amp; friends`,
  url: `https://blog.example/${index}`,
  publishedAt: `2026-0${index + 1}-01T00:00:00Z`,
}));

describe('MarketingFooter', () => {
  beforeEach(() => subscriberStore.setState({ email: null }));

  it('lists the lab’s social links, each opening in a new tab', () => {
    mockApi({});
    renderFooter();
    const links = within(screen.getByRole('list', { name: 'The lab elsewhere' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['Instagram', 'https://www.instagram.com/filmlab.example', '_blank'],
    ]);
  });

  it('subscribes, shows Submitted and Thanks for joining!, and returns to the form when that is clicked', async () => {
    const calls: unknown[] = [];
    mockApi({
      'GET /api/blog/notes/posts': () => jsonResponse({ posts: [] }),
      'POST /api/subscribers': (_url, init) => {
        calls.push(JSON.parse(String(init.body)));
        return jsonResponse({ email: 'ada@example.com', subscribed: true }, { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderFooter();
    const field = screen.getByPlaceholderText('Enter your e-mail');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(screen.getByRole('heading', { name: 'Join The Community' })).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(field, 'ada@example');
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();

    await user.type(field, '.com');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(submit).toBeEnabled();
    await user.click(submit);

    const thanks = await screen.findByRole('button', { name: 'Thanks for joining!' });
    expect(screen.getByRole('button', { name: 'Submitted' })).toBeDisabled();
    expect(calls).toEqual([{ email: 'ada@example.com', zip: '0' }]);
    expect(subscriberStore.getState().email).toBe('ada@example.com');

    await user.click(thanks);
    expect(screen.getByPlaceholderText('Enter your e-mail')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(subscriberStore.getState().email).toBeNull();
  });

  it('logs a failed subscribe and keeps the form', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'POST /api/subscribers': () => jsonResponse({ message: 'Down', errors: [] }, { status: 500 }) });
    const user = userEvent.setup();
    renderFooter();
    await user.type(screen.getByPlaceholderText('Enter your e-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('Thanks for joining!')).not.toBeInTheDocument();
  });

  it('lists the latest five blog posts, newest first, with ampersands decoded', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
        observe() {
          this.callback([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    mockApi({ 'GET /api/blog/notes/posts': () => jsonResponse({ posts }) });
    renderFooter();
    const heading = await screen.findByRole('heading', { name: 'From the Blog' });
    const links = within(heading.parentElement!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Post 6 & friends',
      'Post 5 & friends',
      'Post 4 & friends',
      'Post 3 & friends',
      'Post 2 & friends',
    ]);
    expect(screen.getByText(`© ${new Date().getFullYear()}`, { exact: false })).toBeInTheDocument();
  });

  it('decodes the numeric ampersand forms too', () => {
    expect(decodeAmpersands('A &#38; B &#x26; C &amp; D')).toBe('A & B & C & D');
    expect(latestPosts([])).toEqual([]);
  });
});
