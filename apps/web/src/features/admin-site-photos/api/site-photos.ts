import type { SitePhoto, SitePhotoAltBody } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { apiErrorMessage } from '@filmlab/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, buildUrl, callRoute } from '../../../lib/api-client';
import { getToken } from '../../../lib/session-store';

const photosKey = ['site-photos'] as const;

/** Every page's hero photograph in force. */
export function useSitePhotos() {
  return useQuery({
    queryKey: photosKey,
    queryFn: ({ signal }) => callRoute(routePaths.sitePhotos.list, { signal }),
  });
}

export interface PhotoUpload {
  page: string;
  alt: string;
  file: Blob;
}

/**
 * PUTs the picture's bytes as they are (the contract's raw body), with the page and alt text in the
 * query; the answer comes once the server has made the sizes.
 */
async function uploadSitePhoto({ page, alt, file }: PhotoUpload): Promise<SitePhoto> {
  const headers = new Headers({ accept: 'application/json', 'content-type': 'application/octet-stream' });
  const token = getToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(buildUrl(routePaths.sitePhotos.upload.path, { page, alt }), {
      method: 'PUT',
      headers,
      body: file,
    });
  } catch {
    throw new ApiError(0, "We couldn't reach the lab. Check your connection and try again.");
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: string[] };
  if (response.ok) return body as SitePhoto;
  const errors = Array.isArray(body.errors) ? body.errors : [];
  const message = apiErrorMessage({ statusText: response.statusText, message: body.message, errors });
  throw new ApiError(response.status, message, errors, body.message ?? null);
}

export function useUploadSitePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSitePhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosKey }),
  });
}

export function useChangeSitePhotoAlt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SitePhotoAltBody) => callRoute(routePaths.sitePhotos.changeAlt, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosKey }),
  });
}

export function useRemoveSitePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (page: string) => callRoute(routePaths.sitePhotos.remove, { query: { page } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosKey }),
  });
}
