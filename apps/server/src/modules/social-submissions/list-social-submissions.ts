import type { ListSocialSubmissionsQuery, SocialSubmissionDetail } from '@filmlab/api';
import { GALLERY_PAGE_SIZE } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { presentSubmissionDetail, type PresentOptions } from './present-social-submission.js';
import { selectSubmissionPage } from './store.js';

/** Every submission, for the admin screen that picks the gallery: sorted, filtered and paged. */
export async function listSocialSubmissions(
  options: PresentOptions & { db: Db; query: ListSocialSubmissionsQuery },
): Promise<{ submissions: SocialSubmissionDetail[]; count: number }> {
  const { db, query } = options;
  const { rows, count } = await selectSubmissionPage(db, {
    selected: query.selected,
    search: query.search,
    sortBy: query.sortBy,
    descending: query.desc,
    limit: query.limit ?? GALLERY_PAGE_SIZE,
    offset: query.offset,
  });
  return { submissions: await Promise.all(rows.map((row) => presentSubmissionDetail(row, options))), count };
}
