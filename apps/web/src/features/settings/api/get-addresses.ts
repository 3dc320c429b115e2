import type { Address } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /users/:id/address: primary first. */
export async function getAddresses(userId: number | string, signal?: AbortSignal): Promise<Address[]> {
  const { addresses } = await callRoute(routePaths.addresses.list, { params: { id: userId }, signal });
  return addresses;
}

export function addressesQueryOptions(userId: number | string) {
  return queryOptions({ queryKey: queryKeys.addresses(userId), queryFn: ({ signal }) => getAddresses(userId, signal) });
}

export function useAddresses(userId: number | string) {
  return useQuery(addressesQueryOptions(userId));
}
