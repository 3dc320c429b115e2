import type { Label } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { libraryKeys } from '../../../lib/query-keys';

/** Any change to the library refreshes everything of the member's that is on screen. */
function useRefreshLibrary(userId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: libraryKeys.all(userId) });
}

export function useUserTags(userId: number) {
  return useQuery({
    queryKey: libraryKeys.tags(userId),
    queryFn: ({ signal }) => callRoute(routePaths.tags.list, { params: { id: userId }, signal }),
    staleTime: 30_000,
  });
}

export function useUpdateRoll(userId: number, rollId: number) {
  const refresh = useRefreshLibrary(userId);
  return useMutation({
    mutationFn: (body: { name: string | null; notes: string | null }) =>
      callRoute(routePaths.rolls.update, { params: { id: userId, rollId }, body }),
    onSuccess: refresh,
  });
}

export function useUpdateFilm(userId: number, rollId: number) {
  const refresh = useRefreshLibrary(userId);
  return useMutation({
    mutationFn: (value: { brand?: string; model?: string; format?: string; process?: string }) =>
      callRoute(routePaths.rolls.updateFilm, { params: { id: userId, rollId }, body: { value } }),
    onSuccess: refresh,
  });
}

export function useUpdateScan(userId: number, scanId: number) {
  const refresh = useRefreshLibrary(userId);
  return useMutation({
    mutationFn: (body: { name?: string; description?: string }) =>
      callRoute(routePaths.scans.update, { params: { id: userId, scanId }, body }),
    onSuccess: refresh,
  });
}

export function useRollAction(userId: number, rollId: number, action: 'reverseScans' | 'clearScans') {
  const refresh = useRefreshLibrary(userId);
  return useMutation({
    mutationFn: () => callRoute(routePaths.rolls[action], { params: { id: userId, rollId } }),
    onSuccess: refresh,
  });
}

export function useRotateScan(userId: number, scanId: number) {
  const refresh = useRefreshLibrary(userId);
  return useMutation({
    mutationFn: (degrees: 90 | 180 | 270) =>
      callRoute(routePaths.scans.rotate, { params: { id: userId, scanId, degrees } }),
    onSuccess: refresh,
  });
}

export type LabelKind = 'tag' | 'location';
export type LabelTarget = { kind: 'roll' | 'scan'; id: number };

function labelRoutes(target: LabelTarget, kind: LabelKind) {
  const table = target.kind === 'roll' ? routePaths.rolls : routePaths.scans;
  return kind === 'tag'
    ? { add: table.addTag, rename: table.renameTag, remove: table.removeTag, idParam: 'tagId' }
    : { add: table.addLocation, rename: table.renameLocation, remove: table.removeLocation, idParam: 'locationId' };
}

/** Put on, rename (everywhere) and take off the tags or locations of a roll or a scan. */
export function useLabelActions(userId: number, target: LabelTarget, kind: LabelKind) {
  const refresh = useRefreshLibrary(userId);
  const r = labelRoutes(target, kind);
  const owner = { id: userId, [target.kind === 'roll' ? 'rollId' : 'scanId']: target.id };
  const labelOf = (answer: { tag: Label } | { location: Label }) => ('tag' in answer ? answer.tag : answer.location);
  return {
    add: useMutation({
      mutationFn: async (name: string) => labelOf(await callRoute(r.add, { params: owner, body: { name } })),
      onSuccess: refresh,
    }),
    rename: useMutation({
      mutationFn: async ({ labelId, name }: { labelId: number; name: string }) =>
        labelOf(await callRoute(r.rename, { params: { ...owner, [r.idParam]: labelId }, body: { name } })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (labelId: number) => callRoute(r.remove, { params: { ...owner, [r.idParam]: labelId } }),
      onSuccess: refresh,
    }),
  };
}

/** Rename or delete one of the member's tags or locations everywhere it appears (Settings). */
export function useUserLabelActions(userId: number, kind: LabelKind) {
  const refresh = useRefreshLibrary(userId);
  return {
    rename: useMutation({
      mutationFn: async ({ labelId, name }: { labelId: number; name: string }) => {
        if (kind === 'tag') {
          return (
            await callRoute(routePaths.tags.renameTag, { params: { id: userId, tagId: labelId }, body: { name } })
          ).tag;
        }
        const params = { id: userId, locationId: labelId };
        return (await callRoute(routePaths.tags.renameLocation, { params, body: { name } })).location;
      },
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (labelId: number) =>
        kind === 'tag'
          ? callRoute(routePaths.tags.deleteTag, { params: { id: userId, tagId: labelId } })
          : callRoute(routePaths.tags.deleteLocation, { params: { id: userId, locationId: labelId } }),
      onSuccess: refresh,
    }),
  };
}

/** Asks for the contact sheet's short-lived link and lets the browser download it (streamed to disk). */
export async function downloadContactSheet(userId: number, rollId: number): Promise<void> {
  const { url } = await callRoute(routePaths.rolls.contactSheet, { params: { id: userId, rollId } });
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
