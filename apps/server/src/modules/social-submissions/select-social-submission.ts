import type { SocialSubmissionDetail } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { presentSubmissionDetail, type PresentOptions } from './present-social-submission.js';
import { updateSubmissionSelected } from './store.js';

/** Puts a submission in the landing gallery (selectedAt set once) or takes it out (cleared). */
export async function selectSocialSubmission(
  options: PresentOptions & { db: Db; submissionId: number; selected: boolean },
): Promise<SocialSubmissionDetail> {
  const row = await updateSubmissionSelected(options.db, options.submissionId, options.selected);
  if (!row) throw notFound('Submission');
  return presentSubmissionDetail(row, options);
}
