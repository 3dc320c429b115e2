import type { ListSelectedSocialSubmissionsQuery, SocialSubmission } from '@filmlab/api';
import { GALLERY_PAGE_SIZE } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { presentSubmission, type PresentOptions } from './present-social-submission.js';
import { selectSubmissionPage } from './store.js';

/** The landing gallery (spec 2.7): only submissions an admin selected, 25 a page unless asked. */
export async function listSelectedSocialSubmissions(
  options: PresentOptions & { db: Db; query: ListSelectedSocialSubmissionsQuery },
): Promise<{ submissions: SocialSubmission[]; count: number }> {
  const { db, query } = options;
  const { rows, count } = await selectSubmissionPage(db, {
    selected: true,
    search: query.search,
    sortBy: query.sortBy,
    descending: query.desc,
    limit: query.limit ?? GALLERY_PAGE_SIZE,
    offset: query.offset,
  });
  return { submissions: await Promise.all(rows.map((row) => presentSubmission(row, options))), count };
}
