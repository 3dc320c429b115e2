import type { ProfilePicUploadLink } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';
import { refreshUser } from './cache';

export type AvatarFileType = 'image/jpeg' | 'image/png';

/** GET /users/:id/profile-pic?fileType=: a signed link to PUT the image to. */
export function getProfilePicUploadLink(
  userId: number | string,
  fileType: AvatarFileType,
  fileName?: string,
): Promise<ProfilePicUploadLink> {
  return callRoute(routePaths.profilePic.uploadLink, { params: { id: userId }, query: { fileType, fileName } });
}

/** Asks for the link, then PUTs the raw file to it with its content type, reporting progress 0-100. */
export async function uploadProfilePic(
  userId: number | string,
  file: File & { type: AvatarFileType },
  onProgress: (percent: number) => void,
): Promise<void> {
  const { url } = await getProfilePicUploadLink(userId, file.type, file.name);
  await uploadFile({ url, file, contentType: file.type, onProgress });
}

export function useUploadProfilePic(userId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      onProgress,
    }: {
      file: File & { type: AvatarFileType };
      onProgress: (percent: number) => void;
    }) => uploadProfilePic(userId, file, onProgress),
    onSuccess: () => refreshUser(queryClient, userId),
  });
}
