import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { defineJob } from '../../jobs/define-job.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { userCacheFor } from '../users/user-cache.js';
import { renewDueMemberships } from './renew-memberships.js';

/** How often the renewal run looks for ended periods. */
const RENEW_EVERY_SECONDS = 15 * 60;

/**
 * The memberships module's recurring renewal (and purchase recovery) run. `clock` is the time the
 * run renews up to; tests give their own.
 */
export function registerMembershipJobs(deps: Deps, clock: () => Date = () => new Date()) {
  const users = userCacheFor(deps.events);
  const changed = (userIds: number[]) => users.changed(userIds.map(String));
  deps.jobs.register(
    defineJob({
      type: JOB_TYPES.renewMemberships,
      payload: z.object({}),
      async run() {
        const { failed } = await renewDueMemberships({ deps, now: clock(), changed });
        // The job's row keeps the error for staff; the rest of the run went through.
        if (failed.length > 0) {
          const first = failed[0]!;
          const reason = first.error instanceof Error ? first.error.message : String(first.error);
          throw new Error(`${failed.length} membership(s) not renewed, e.g. #${first.subscriptionId}: ${reason}`);
        }
      },
    }),
  );
  deps.jobs.schedule(JOB_TYPES.renewMemberships, JOB_TYPES.renewMemberships, RENEW_EVERY_SECONDS);
}
