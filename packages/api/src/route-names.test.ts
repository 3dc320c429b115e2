import { describe, expect, it } from 'vitest';
import { defineRoute, emptyResponse } from './define.js';
import { namedRoutes, operationIdFor, operationIdFromPath } from './route-names.js';

const contract = defineRoute({
  method: 'POST',
  path: '/orders/:id/attach-payment',
  access: 'self',
  summary: 'Pay the order',
  tag: 'orders',
  response: emptyResponse,
});

describe('operation ids', () => {
  it('come from the route table name, or from the contract when it names itself', () => {
    expect(operationIdFor({ name: 'orders.attachPayment', contract })).toBe('ordersAttachPayment');
    expect(operationIdFor({ name: 'a.b.c', contract })).toBe('aBC');
    expect(operationIdFor({ name: 'orders.attachPayment', contract: { ...contract, operationId: 'payOrder' } })).toBe(
      'payOrder',
    );
  });

  it('come from the method and path for a route outside the table', () => {
    expect(operationIdFromPath('GET', '/users/:id/zip-downloads/socket')).toBe('getUsersByIdZipDownloadsSocket');
    expect(operationIdFromPath('DELETE', '/product-collections/:id/products/:productId')).toBe(
      'deleteProductCollectionsByIdProductsByProductId',
    );
  });

  it('are unique over the whole route table', () => {
    const ids = namedRoutes().map(operationIdFor);
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
