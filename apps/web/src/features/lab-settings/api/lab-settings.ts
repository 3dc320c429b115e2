import type { LabLocation, UpdateLabLocationBody } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

const settingsKeys = {
  locations: ['lab-settings', 'locations'] as const,
  outbox: (offset: number, to: string) => ['lab-settings', 'outbox', offset, to] as const,
};

export const OUTBOX_PAGE_SIZE = 25;

/** The locations the public site lists (the same call visitors make). */
export function useLabLocations() {
  return useQuery({
    queryKey: settingsKeys.locations,
    queryFn: ({ signal }) => callRoute(routePaths.locations.labLocations, { signal }),
  });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateLabLocationBody }) =>
      callRoute(routePaths.labSettings.updateLocation, { params: { id }, body }),
    // The public list may sit in the browser's cache for minutes: put the saved location in place.
    onSuccess: ({ location }) =>
      queryClient.setQueryData<{ locations: LabLocation[] }>(settingsKeys.locations, (old) =>
        old ? { locations: old.locations.map((row) => (row.id === location.id ? location : row)) } : old,
      ),
  });
}

/** The outbox, newest first, one page at a time; `to` narrows it to one recipient. */
export function useOutbox(offset: number, to: string) {
  return useQuery({
    queryKey: settingsKeys.outbox(offset, to),
    queryFn: ({ signal }) =>
      callRoute(routePaths.outbox.list, {
        query: { limit: OUTBOX_PAGE_SIZE, offset, ...(to ? { to } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
