/**
 * Every job type the app runs, by name. A type's handler lives with its feature (e.g.
 * modules/scans/derivatives-job.ts); the names are here so staff screens and tests can list them.
 */
export const JOB_TYPES = {
  /** Make a scan's thumbnail, mid-res, mid-res WebP and placeholder from its hi-res file. */
  makeDerivatives: 'scans.make-derivatives',
  /** Delete blob files that rows no longer point at (a cleared roll, a replaced derivative). */
  deleteFiles: 'scans.delete-files',
  /** Recurring: drop uploads started but never finished, and send again derivative jobs that were lost. */
  sweepScans: 'scans.sweep',
  /** Decode a print draft's file into its print-ready JPEG and preview, one at a time per process (convert-draft-job.ts). */
  convertPrintDraft: 'prints.convert-draft',
  /** Stream a zip download's frames, film data written in, into one archive in the blob store. */
  buildZip: 'zips.build',
  /** Recurring: remove the files of zip downloads past their lifetime. */
  expireZips: 'zips.expire',
  /** Recurring, daily: warn members whose scans expire within 7 days, and remove expired scans (spec section 9). */
  scanRetention: 'scans.retention',
  /** Recurring: forget completed jobs after a week and failed ones after a month. */
  pruneJobs: 'jobs.prune',
  /** Recurring: renew memberships whose period ended (credits once per period), end or lapse them. */
  renewMemberships: 'memberships.renew',
  /** Deliver an e-mail stored in the outbox in the same transaction as the change it tells about. */
  deliverMail: 'mail.deliver',
  /** Write and send an order's receipt (a payment, a refund) or its confirmation, sent with the change it tells about. */
  sendReceipt: 'receipts.send',
  /** Write and send a membership payment's receipt (a purchase, a renewal, a change of tier), sent with its settle step. */
  sendMembershipReceipt: 'receipts.membership',
  /** Recurring: scrub the secrets (reset links, sign-in codes) of stored e-mails once they have expired. */
  scrubMailSecrets: 'mail.scrub-secrets',
  /** Recurring: settle payment attempts whose request died (reconcile-payments.ts). */
  sweepPayments: 'payments.sweep',
  /** Welcome a new account: what they can do next. */
  sendWelcome: 'mail.welcome',
  /** Tell a customer their rolls' scans are ready: one e-mail for the rolls of an order synced close together. */
  sendScansReady: 'mail.scans-ready',
  /** Tell the members whose plan fee a newly activated price list changes, before it is billed (memberships/fee-notices.ts). */
  sendFeeNotices: 'mail.fee-notices',
} as const;

export type JobType = (typeof JOB_TYPES)[keyof typeof JOB_TYPES];
