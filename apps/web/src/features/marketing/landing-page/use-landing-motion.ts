import { HEADER_THRESHOLD_PX, REVEAL_OFFSET_PX } from '@filmlab/domain';
import { useEffect, useState, type RefObject } from 'react';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

export interface LandingMotion {
  /** Ids of the sections revealed so far (spec 4: once revealed, stays revealed). */
  revealed: ReadonlySet<string>;
  /** The section the reader is in, for the selectors. */
  current: string;
  /** Scrolled within 135 px of the hero's height: the header takes its solid background. */
  pastHero: boolean;
  /** The footer is on screen: the emblem hides. */
  footerInView: boolean;
  /** Set after hydration; before it (and without JavaScript) every section shows. */
  active: boolean;
}

/**
 * Scroll-driven state of the landing page: the reveal at 350 px, the header switch at 135 px, the
 * current section and whether the footer shows. One passive listener, measured once per frame.
 */
export function useLandingMotion(ids: readonly string[], heroRef: RefObject<HTMLElement | null>): LandingMotion {
  const [state, setState] = useState<LandingMotion>(() => ({
    revealed: new Set(),
    current: ids[0] ?? '',
    pastHero: false,
    footerInView: false,
    active: false,
  }));

  useEffect(() => {
    const reduced = prefersReducedMotion();
    let frame = 0;
    const measure = () => {
      frame = 0;
      const y = window.scrollY;
      setState((previous) => {
        const revealed = new Set(previous.revealed);
        let current = ids[0] ?? '';
        for (const id of ids) {
          const element = document.getElementById(id);
          if (!element) continue;
          const top = element.getBoundingClientRect().top + y;
          if (reduced || y + REVEAL_OFFSET_PX >= top || top < window.innerHeight) revealed.add(id);
          if (y + window.innerHeight / 3 >= top) current = id;
        }
        const heroHeight = heroRef.current?.offsetHeight ?? 0;
        const footer = document.querySelector('footer');
        const footerInView = footer ? footer.getBoundingClientRect().top < window.innerHeight : false;
        const pastHero = y >= heroHeight - HEADER_THRESHOLD_PX;
        const same =
          revealed.size === previous.revealed.size &&
          current === previous.current &&
          pastHero === previous.pastHero &&
          footerInView === previous.footerInView &&
          previous.active;
        return same ? previous : { revealed, current, pastHero, footerInView, active: true };
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids, heroRef]);

  return state;
}
