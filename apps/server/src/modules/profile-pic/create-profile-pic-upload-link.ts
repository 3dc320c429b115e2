import type { ProfilePicUploadLink } from '@filmlab/api';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { findAccountById } from '../users/service.js';
import { signUploadLink } from './upload-link.js';

/** Upload links are good for a quarter of an hour: long enough for a slow phone connection. */
export const uploadLinkSeconds = 15 * 60;

export async function createProfilePicUploadLink(options: {
  db: Db;
  config: Pick<Config, 'authSecret'>;
  userId: number;
  now?: number;
}): Promise<ProfilePicUploadLink> {
  const { db, config, userId } = options;
  if (!(await findAccountById(db, userId))) throw notFound('User');
  const exp = Math.floor((options.now ?? Date.now()) / 1000) + uploadLinkSeconds;
  return {
    url: signUploadLink({
      secret: config.authSecret,
      parts: { purpose: 'profile-pic', userId, exp },
    }),
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}
