import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionSelector, SideNav } from './section-nav';
import type { LandingSection } from './sections';

const sections = [
  { id: 'pricing', name: 'Pricing' },
  { id: 'reviews', name: 'Reviews' },
] as LandingSection[];

/** A stand-in IntersectionObserver the test drives: `show(selector, true)` brings an element on screen. */
function fakeObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {}
    },
  );
  return (selector: string, isIntersecting: boolean) =>
    act(() => {
      for (const { callback, targets } of observers) {
        const hits = targets.filter((target) => target.matches(selector));
        if (hits.length > 0) {
          callback(
            hits.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
            {} as never,
          );
        }
      }
    });
}

afterEach(() => vi.unstubAllGlobals());

describe('the landing page floating section menus', () => {
  it('step aside while the reviews or the footer are on screen, and come back after', () => {
    const show = fakeObserver();
    const { container } = render(
      <>
        <SideNav sections={sections} current="pricing" />
        <SectionSelector sections={sections} current="pricing" />
        <section id="reviews" />
        <footer />
      </>,
    );
    const selector = container.querySelector('[data-floating="section-selector"]')!;
    const sideNav = screen.getByRole('navigation', { name: 'Sections' });
    expect(selector).not.toHaveAttribute('data-stowed');

    show('#reviews', true);
    expect(selector).toHaveAttribute('data-stowed');
    expect(sideNav).toHaveAttribute('data-stowed');
    show('footer', true);
    show('#reviews', false);
    expect(selector).toHaveAttribute('data-stowed');
    show('footer', false);
    expect(selector).not.toHaveAttribute('data-stowed');
    expect(sideNav).not.toHaveAttribute('data-stowed');
  });
});
