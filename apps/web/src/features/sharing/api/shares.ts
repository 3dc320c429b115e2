import type { ShareScansQuery } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callRoute } from '../../../lib/api-client';

export const shareKeys = {
  list: (userId: number) => ['shares', String(userId)] as const,
  page: (code: string) => ['shared-scans', code] as const,
};

/** The member's links, newest first. */
export function useShares(userId: number) {
  return useQuery({
    queryKey: shareKeys.list(userId),
    queryFn: ({ signal }) => callRoute(routePaths.shares.list, { params: { id: userId }, signal }),
  });
}

/** Makes a link (spec 7: a GET that makes one each time). */
export function useCreateShare(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: ShareScansQuery) => callRoute(routePaths.shares.create, { params: { id: userId }, query }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.list(userId) }),
  });
}

export function useRevokeShare(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: number) => callRoute(routePaths.shares.revoke, { params: { id: userId, shareId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.list(userId) }),
  });
}

/** What a share link shows; a 404 (unknown, expired, revoked) is an answer, not something to retry. */
export function useSharedScans(code: string) {
  return useQuery({
    queryKey: shareKeys.page(code),
    queryFn: ({ signal }) =>
      callRoute(routePaths.sharedScans.get, { params: { code }, signal, onUnauthorized: 'ignore' }),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

/** A short-lived link to the full-size file; the browser then downloads it itself. */
export function fetchSharedDownload(code: string, scanId: number) {
  return callRoute(routePaths.sharedScans.download, { params: { code, scanId }, onUnauthorized: 'ignore' });
}
