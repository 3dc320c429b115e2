import type { PrintOrder } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { printKeys } from './print-keys';

/** GET /users/{id}/print-orders/{printId}: the order's prints, status and tracking. */
export function usePrintOrder(userId: number, printId: number) {
  return useQuery({
    queryKey: printKeys.order(userId, printId),
    queryFn: ({ signal }): Promise<PrintOrder> =>
      callRoute(routePaths.prints.printOrder, { params: { id: userId, printId }, signal }),
  });
}
