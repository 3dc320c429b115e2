// Scan retention (spec section 9, the plans' scanStorage benefit): how long the member's scans are
// kept, and when each roll's scans will be removed. Read by the library.
import { NON_MEMBER_SCAN_STORAGE_DAYS } from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute, idParam } from './define.js';

export const scanRetentionResponse = z.object({
  /** UNLIMITED for an active member; DAYS otherwise (non-members, lapsed members). */
  storage: z.enum(['UNLIMITED', 'DAYS']),
  /** Days scans are kept after delivery (or after the membership ended) when storage is DAYS. */
  days: z.number().int(),
  /** The member's rolls whose scans will be removed, soonest first. */
  rolls: z.array(
    z.object({
      rollId: z.number().int(),
      /** ISO time the scans will be removed: never before 7 days after the warning e-mail. */
      removesAt: z.string(),
    }),
  ),
});
export type ScanRetention = z.infer<typeof scanRetentionResponse>;

export const scanRetentionRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/users/:id/scan-retention',
    access: 'self',
    summary: `How long the member's scans are kept (${NON_MEMBER_SCAN_STORAGE_DAYS} days without a membership) and when each roll's scans will be removed`,
    tag: 'scans',
    params: idParam,
    response: scanRetentionResponse,
  }),
} as const;
