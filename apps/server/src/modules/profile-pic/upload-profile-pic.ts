import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { sniffImageType } from './image-type.js';
import { setProfileImagePath } from '../users/service.js';

/** Avatars are stored as one square size; the web scales it down where it shows smaller. */
export const avatarSide = 512;
/** Refuses decompression bombs: a small file that would decode to gigabytes of pixels. */
const maxInputPixels = 50_000_000;

const notAnImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only JPEG or PNG images can be used as a profile picture', [
    'body: must be a JPEG or PNG image',
  ]);

/**
 * Re-encodes the image (turned upright, cropped to a square, resized, metadata such as GPS
 * position dropped), stores it, points the user at it and deletes the previous one.
 */
export async function uploadProfilePic(options: {
  db: Db;
  blobs: BlobStore;
  userId: number;
  data: Buffer | undefined;
}): Promise<{ profileImageUrl: string }> {
  const { db, blobs, userId, data } = options;
  if (!data || data.length === 0) {
    throw new AppError('BAD_REQUEST', 'Send the image file as the request body', ['body: is empty']);
  }
  if (!sniffImageType(data)) throw notAnImage();

  let avatar: Buffer;
  try {
    avatar = await sharp(data, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize(avatarSide, avatarSide, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }

  const key = `avatars/${userId}/${randomUUID()}.webp`;
  await blobs.put(key, avatar, 'image/webp');
  const replaced = await setProfileImagePath(db, userId, key);
  if (!replaced) {
    await blobs.delete(key);
    throw notFound('User');
  }
  if (replaced.previous && replaced.previous !== key) {
    // The new avatar is already in place; a leftover old file is only wasted space.
    await blobs.delete(replaced.previous).catch(() => undefined);
  }
  return { profileImageUrl: await blobs.readUrl(key) };
}
