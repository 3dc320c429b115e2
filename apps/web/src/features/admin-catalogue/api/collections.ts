import type { ProductSummary } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, type BodyOf } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export type CreateCollectionInput = BodyOf<typeof routePaths.collections.create>;
export type UpdateCollectionInput = BodyOf<typeof routePaths.collections.update>;

/** Every collection (an admin sees inactive and private ones too), by orderIndex. */
export function useCollections() {
  return useQuery({
    queryKey: catalogueKeys.collectionList,
    queryFn: async ({ signal }) =>
      (await callRoute(routePaths.collections.list, { query: { limit: 100 }, signal })).detailedCollections,
    staleTime: 0,
  });
}

export function useCollection(id: number) {
  return useQuery({
    queryKey: catalogueKeys.collection(id),
    queryFn: ({ signal }) => callRoute(routePaths.collections.get, { params: { id }, signal }),
    staleTime: 0,
  });
}

const PAGE = 100;

/** Every product of a collection in its order: reordering sends them all, so all are read. */
export async function listAllCollectionProducts(id: number, signal?: AbortSignal): Promise<ProductSummary[]> {
  const all: ProductSummary[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await callRoute(routePaths.collections.products, {
      params: { id },
      query: { limit: PAGE, offset },
      signal,
    });
    all.push(...page.products);
    if (!page.hasMore || page.products.length === 0) return all;
  }
}

export function useCollectionProducts(id: number) {
  return useQuery({
    queryKey: catalogueKeys.collectionProducts(id),
    queryFn: ({ signal }) => listAllCollectionProducts(id, signal),
    staleTime: 0,
  });
}

/**
 * Which of the given products each collection holds: one GET /products?collection=&ids= per
 * collection, so a page of the product table learns its collections without a call per product.
 */
export function useCollectionMembership(productIds: readonly number[]) {
  const collections = useCollections();
  const list = collections.data ?? [];
  const results = useQueries({
    queries: list.map(({ collection }) => ({
      queryKey: [...catalogueKeys.membership(productIds), collection.id],
      enabled: productIds.length > 0,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const page = await callRoute(routePaths.products.list, {
          query: { collection: String(collection.id), ids: productIds.join(','), limit: 100 },
          signal,
        });
        return page.products.map((product) => product.id);
      },
      staleTime: 0,
    })),
  });
  const byProduct = new Map<number, string[]>();
  results.forEach((result, index) => {
    const name = list[index]?.collection.name;
    if (!name) return;
    for (const productId of result.data ?? []) byProduct.set(productId, [...(byProduct.get(productId) ?? []), name]);
  });
  const loading = collections.isPending || results.some((result) => result.isPending && productIds.length > 0);
  return { byProduct, loading };
}

function useInvalidateCollections() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.collections }),
      queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
    ]);
}

export function useCreateCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (body: CreateCollectionInput) => callRoute(routePaths.collections.create, { body }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateCollection(id: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (body: UpdateCollectionInput) => callRoute(routePaths.collections.update, { params: { id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(catalogueKeys.collection(id), saved);
      void invalidate();
    },
  });
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(routePaths.collections.delete, { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: catalogueKeys.collection(id) });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}

/** Add or take out one product; either way the collection's and the products' views go stale. */
export function useCollectionMembershipChange() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: ({ collectionId, productId, add }: { collectionId: number; productId: number; add: boolean }) =>
      add
        ? callRoute(routePaths.collections.addProduct, { params: { id: collectionId }, body: { productId } })
        : callRoute(routePaths.collections.removeProduct, { params: { id: collectionId, productId } }),
    onSuccess: () => invalidate(),
  });
}

/** PUT .../products/reorder with every product id in the new order; the list moves at once and rolls back on failure. */
export function useReorderCollection(id: number) {
  const queryClient = useQueryClient();
  const key = catalogueKeys.collectionProducts(id);
  return useMutation({
    // Quick moves go out one after another, so the server ends on the last order asked for.
    scope: { id: `reorder-collection-${id}` },
    mutationFn: (ordered: ProductSummary[]) =>
      callRoute(routePaths.collections.reorderProducts, {
        params: { id },
        body: { productIds: ordered.map((product) => product.id) },
      }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProductSummary[]>(key);
      queryClient.setQueryData(key, ordered);
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
