import type { LandingContent } from '../../../content/landing';

export interface LandingSection {
  id: string;
  name: string;
}

/** The sections of spec 2.7, in order; the city or topic section only on a local landing page. */
export function landingSections(content: LandingContent | undefined): LandingSection[] {
  return [
    { id: 'introduction', name: 'Introduction' },
    { id: 'development-scanning', name: 'Development & Scanning' },
    ...(content ? [{ id: 'local', name: content.kind === 'city' ? content.city : 'How It Works' }] : []),
    { id: 'platform', name: 'Platform' },
    { id: 'printing', name: 'Printing' },
    { id: 'film-shop', name: 'Film Shop' },
    { id: 'community', name: 'Community & Reviews' },
    { id: 'pricing', name: 'Pricing' },
    { id: 'questions', name: 'Questions' },
    { id: 'gallery', name: 'Gallery' },
    { id: 'reviews', name: 'Reviews' },
  ];
}
