import { SUBSCRIBE_POPUP_DELAY_MS } from '@filmlab/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterModal } from './newsletter-modal';
import { subscriberStore } from './subscriber-store';

const TEXT = 'Stay up to date with the latest news, events and updates.';

describe('NewsletterModal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    subscriberStore.setState({ email: null });
    // jsdom has no <dialog> methods.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterEach(() => vi.useRealTimers());

  it('opens 15 s after load for a visitor without a subscriber', () => {
    render(<NewsletterModal isLoggedIn={false} />);
    act(() => vi.advanceTimersByTime(SUBSCRIBE_POPUP_DELAY_MS - 1));
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter your e-mail')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });

  it('stays closed for a subscriber or a logged-in user', () => {
    subscriberStore.setState({ email: 'ada@example.com' });
    const { unmount } = render(<NewsletterModal isLoggedIn={false} />);
    act(() => vi.advanceTimersByTime(SUBSCRIBE_POPUP_DELAY_MS));
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
    unmount();
    subscriberStore.setState({ email: null });
    render(<NewsletterModal isLoggedIn />);
    act(() => vi.advanceTimersByTime(SUBSCRIBE_POPUP_DELAY_MS));
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });
});
