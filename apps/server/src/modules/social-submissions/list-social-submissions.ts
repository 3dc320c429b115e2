import type { ListSocialSubmissionsQuery, SocialSubmissionDetail } from '@filmlab/api';
import { GALLERY_PAGE_SIZE } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { presentSubmissionDetail, type PresentOptions } from './present-social-submission.js';
import { findAccountNames } from '../users/service.js';
import { selectSubmissionPage } from './store.js';

/** Every submission, for the admin screen that picks the gallery: sorted, filtered and paged. */
export async function listSocialSubmissions(
  options: PresentOptions & { db: Db; query: ListSocialSubmissionsQuery },
): Promise<{ submissions: SocialSubmissionDetail[]; count: number }> {
  const { db, query } = options;
  const { rows, count } = await selectSubmissionPage(db, {
    selected: query.selected,
    search: query.search,
    handle: query.handle,
    sortBy: query.sortBy,
    descending: query.desc,
    limit: query.limit ?? GALLERY_PAGE_SIZE,
    offset: query.offset,
  });
  const [names, submissions] = await Promise.all([
    findAccountNames(
      db,
      rows.map((row) => row.userId),
    ),
    Promise.all(rows.map((row) => presentSubmissionDetail(row, options))),
  ]);
  return {
    submissions: submissions.map((submission) => ({
      ...submission,
      memberName: names.get(submission.userId) ?? `Member #${submission.userId}`,
    })),
    count,
  };
}
