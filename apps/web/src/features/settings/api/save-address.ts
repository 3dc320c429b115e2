import type { Address } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { addressSaveAction } from '@filmlab/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, type BodyOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshUser } from './cache';

export type AddressInput = BodyOf<typeof routePaths.addresses.create>;
export type SaveAddressInput = AddressInput & { id?: number | null };

/**
 * An address with an id is updated (PUT /users/:id/address/:addressId), one without is created
 * (POST /users/:id/address) (spec section 5).
 */
export async function saveAddress(userId: number | string, address: SaveAddressInput): Promise<Address> {
  const { id, ...body } = address;
  if (addressSaveAction({ id }) === 'update' && id != null) {
    const { address: saved } = await callRoute(routePaths.addresses.update, {
      params: { id: userId, addressId: id },
      body,
    });
    return saved;
  }
  const { address: saved } = await callRoute(routePaths.addresses.create, { params: { id: userId }, body });
  return saved;
}

export function useSaveAddress(userId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: SaveAddressInput) => saveAddress(userId, address),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.addresses(userId) });
      await refreshUser(queryClient, userId);
    },
  });
}
