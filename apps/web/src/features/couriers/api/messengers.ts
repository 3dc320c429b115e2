import type { CreateMessengerBody, MessengerHoursBody, UpdateMessengerBody, ZipCode } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export const courierKeys = {
  all: ['couriers'] as const,
  list: ['couriers', 'list'] as const,
  one: (id: number) => ['couriers', 'one', id] as const,
  routes: (id: number, from?: string, to?: string) =>
    ['couriers', 'routes', id, from ?? 'today', to ?? 'today'] as const,
  me: ['couriers', 'me'] as const,
  // Outside 'couriers': GET /zip-codes may be answered from the browser's HTTP cache (max-age 300), so
  // writes put their answer into this query rather than refetching it.
  zips: ['service-zip-codes'] as const,
};

export function useMessengers() {
  return useQuery({
    queryKey: courierKeys.list,
    queryFn: ({ signal }) => callRoute(routePaths.messengers.list, { signal }),
  });
}

export function useMessenger(id: number) {
  return useQuery({
    queryKey: courierKeys.one(id),
    queryFn: ({ signal }) => callRoute(routePaths.messengers.get, { params: { id }, signal }),
  });
}

/** The logged-in courier's own record. */
export function useMyMessenger() {
  return useQuery({
    queryKey: courierKeys.me,
    queryFn: ({ signal }) => callRoute(routePaths.messengers.me, { signal }),
  });
}

/** The courier's routes of a range of lab days; today's (the lab's today) without one. */
export function useRoutes(id: number | undefined, range: { from?: string; to?: string } = {}) {
  return useQuery({
    queryKey: courierKeys.routes(id ?? 0, range.from, range.to),
    enabled: id !== undefined,
    queryFn: ({ signal }) => callRoute(routePaths.messengers.routes, { params: { id: id! }, query: range, signal }),
  });
}

/**
 * Every courier query is refreshed after a write, refused or not: lists, hours and routes are small,
 * and a refusal (a stop closed from another phone) usually means the page is behind.
 */
function useCourierWrite<T, R>(write: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: courierKeys.all }),
  });
}

export const useCreateMessenger = () =>
  useCourierWrite((body: CreateMessengerBody) => callRoute(routePaths.messengers.create, { body }));

export const useUpdateMessenger = (id: number) =>
  useCourierWrite((body: UpdateMessengerBody) => callRoute(routePaths.messengers.update, { params: { id }, body }));

export const useAddHours = (id: number) =>
  useCourierWrite((body: MessengerHoursBody) => callRoute(routePaths.messengers.addHours, { params: { id }, body }));

export const useUpdateHours = (id: number) =>
  useCourierWrite(({ hoursId, body }: { hoursId: number; body: MessengerHoursBody }) =>
    callRoute(routePaths.messengers.updateHours, { params: { id, hoursId }, body }),
  );

export const useDeleteHours = (id: number) =>
  useCourierWrite((hoursId: number) => callRoute(routePaths.messengers.deleteHours, { params: { id, hoursId } }));

export const useCloseStop = (id: number) =>
  useCourierWrite(({ stopId, outcome }: { stopId: number; outcome: 'COLLECTED' | 'NO_ONE_HOME' }) =>
    callRoute(routePaths.messengers.closeStop, { params: { id, stopId }, body: { outcome } }),
  );

export const useNotifyNextStop = (id: number) =>
  useCourierWrite((range: { from?: string; to?: string }) =>
    callRoute(routePaths.messengers.notifyNextStop, { params: { id }, query: range }),
  );

export function useZipCodes() {
  return useQuery({
    queryKey: courierKeys.zips,
    queryFn: ({ signal }) => callRoute(routePaths.locations.zipCodes, { signal }),
  });
}

type ZipList = { zipCodes: ZipCode[] };

export function useSaveZipCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ zip, area, active }: ZipCode) =>
      callRoute(routePaths.messengers.saveZipCode, { params: { zip }, body: { area, active } }),
    onSuccess: (saved) =>
      queryClient.setQueryData<ZipList>(courierKeys.zips, (list) => ({
        zipCodes: [...(list?.zipCodes ?? []).filter((z) => z.zip !== saved.zip), saved].sort((a, b) =>
          a.zip.localeCompare(b.zip),
        ),
      })),
  });
}

export function useDeleteZipCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zip: string) => callRoute(routePaths.messengers.deleteZipCode, { params: { zip } }),
    onSuccess: (_ok, zip) =>
      queryClient.setQueryData<ZipList>(courierKeys.zips, (list) => ({
        zipCodes: (list?.zipCodes ?? []).filter((z) => z.zip !== zip),
      })),
  });
}
