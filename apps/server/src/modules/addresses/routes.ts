import { addressRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { createAddress } from './create-address.js';
import { deleteAddress } from './delete-address.js';
import { getAddress } from './get-address.js';
import { listAddresses } from './list-addresses.js';
import { updateAddress } from './update-address.js';

export function registerAddressRoutes(api: FastifyInstance, deps: Deps) {
  const { db } = deps;
  registerRoute(api, addressRoutes.list, async ({ params }) => ({
    addresses: await listAddresses({ db, userId: params.id }),
  }));
  registerRoute(api, addressRoutes.create, async ({ params, body }) => ({
    address: await createAddress({ db, userId: params.id, address: body }),
  }));
  registerRoute(api, addressRoutes.get, async ({ params }) => ({
    address: await getAddress({ db, userId: params.id, addressId: params.addressId }),
  }));
  registerRoute(api, addressRoutes.update, async ({ params, body }) => ({
    address: await updateAddress({ db, userId: params.id, addressId: params.addressId, changes: body }),
  }));
  registerRoute(api, addressRoutes.delete, async ({ params }) => {
    await deleteAddress({ db, userId: params.id, addressId: params.addressId });
    return { ok: true as const };
  });
}
