import type { UpdateLabBody } from '@filmlab/api';
import type { Config } from '../../config.js';

/** The identity's colours before staff choose any: the design system's own (apps/web/src/ui/tokens.css). */
export const DEFAULT_LAB_COLORS = { accent: '#c3261b', ink: '#171513', paper: '#f5f1e8' } as const;

/**
 * The identity before staff first save it, from the configuration (LAB_NAME, CONTACT_EMAIL,
 * LAB_TIME_ZONE, PUBLIC_URL): an install from before the lab's settings looks the same.
 */
export function labDefaults(
  config: Pick<Config, 'labName' | 'contactEmail' | 'labTimeZone' | 'labSocialHandle'>,
): UpdateLabBody {
  return {
    name: config.labName,
    description: 'A full-service film lab: developing, scanning and printing, by mail and by courier.',
    contactEmail: config.contactEmail,
    phone: '',
    address: { address1: '', city: 'Brooklyn', state: 'NY', zip: '', country: 'US' },
    logoUrl: null,
    colors: { ...DEFAULT_LAB_COLORS },
    socialLinks: [{ label: 'Instagram', url: `https://www.instagram.com/${config.labSocialHandle}` }],
    timeZone: config.labTimeZone,
    publicUrl: null,
  };
}
