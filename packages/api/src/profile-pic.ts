import { z } from 'zod';
import { defineRoute, idParam } from './define.js';
import { idParamField } from './fields.js';

/** Spec section 5: avatars are JPEG or PNG only. */
export const profilePicFileTypes = ['image/jpeg', 'image/png'] as const;
/** Largest avatar file accepted by the upload URL. */
export const profilePicMaxBytes = 10 * 1024 * 1024;

export const profilePicUploadQuery = z.object({
  fileType: z.enum(profilePicFileTypes, 'must be image/jpeg or image/png'),
  /** Accepted for the record; the stored file gets a name of its own. */
  fileName: z.string().max(255).optional(),
});

export const profilePicUploadLink = z.object({
  /** PUT the raw image bytes here (no Authorization header needed); the link expires at expiresAt. */
  url: z.string(),
  expiresAt: z.string(),
});
export type ProfilePicUploadLink = z.infer<typeof profilePicUploadLink>;

export const profilePicUploadParams = z.strictObject({ id: idParamField() });
export const profilePicSignatureQuery = z.object({
  exp: z.coerce.number().int().positive(),
  sig: z.string().min(1).max(200),
});

export const profilePicUploaded = z.object({
  /** A signed, expiring read link to the new avatar. */
  profileImageUrl: z.string(),
});

const tag = 'profile picture';

export const profilePicRoutes = {
  uploadLink: defineRoute({
    method: 'GET',
    path: '/users/:id/profile-pic',
    access: 'self',
    summary: 'A signed, expiring link to PUT a new avatar to',
    tag,
    params: idParam,
    query: profilePicUploadQuery,
    response: profilePicUploadLink,
  }),
  /**
   * The body is the raw JPEG or PNG (any declared content type; the bytes decide). The signature in
   * the link is the authority, so no session is needed. 403 bad or expired link, 413 over 10 MB,
   * 415 not a JPEG or PNG.
   */
  upload: defineRoute({
    method: 'PUT',
    path: '/uploads/profile-pic/:id',
    access: 'visitor',
    summary: 'Upload an avatar to a link from GET /users/{id}/profile-pic',
    errors: [403, 413, 415],
    tag,
    params: profilePicUploadParams,
    query: profilePicSignatureQuery,
    response: profilePicUploaded,
  }),
};
