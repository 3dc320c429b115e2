import type { Product, ProductDetail, ProductList } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, type BodyOf } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export type CreateProductInput = BodyOf<typeof routePaths.products.create>;
export type UpdateProductInput = BodyOf<typeof routePaths.products.update>;
export type DetailInput = BodyOf<typeof routePaths.products.createDetail>;

export interface ProductListQuery {
  search?: string;
  limit: number;
  offset: number;
  active?: boolean;
}

/** GET /products as an admin sees it: every product, active or not, whatever its visibility. */
export function listProducts(query: ProductListQuery, signal?: AbortSignal): Promise<ProductList> {
  return callRoute(routePaths.products.list, {
    query: { search: query.search || undefined, limit: query.limit, offset: query.offset, active: query.active },
    signal,
  });
}

export function useProductList(query: ProductListQuery) {
  return useQuery({
    queryKey: catalogueKeys.productList({ ...query }),
    queryFn: ({ signal }) => listProducts(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useProduct(id: number) {
  return useQuery({
    queryKey: catalogueKeys.product(id),
    queryFn: async ({ signal }) => (await callRoute(routePaths.products.get, { params: { id }, signal })).product,
    staleTime: 0,
  });
}

/** Keeps the single product fresh in the cache and marks every list stale. */
function useStoreProduct() {
  const queryClient = useQueryClient();
  return (product: Product) => {
    queryClient.setQueryData(catalogueKeys.product(product.id), product);
    void queryClient.invalidateQueries({ queryKey: [...catalogueKeys.products, 'list'] });
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.collections });
  };
}

export function useCreateProduct() {
  const store = useStoreProduct();
  return useMutation({
    mutationFn: async (body: CreateProductInput) => (await callRoute(routePaths.products.create, { body })).product,
    onSuccess: store,
  });
}

/** PUT /products/:id: fields, and variants created, updated or deleted in the same transaction. */
export function useUpdateProduct() {
  const store = useStoreProduct();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateProductInput }) =>
      (await callRoute(routePaths.products.update, { params: { id }, body })).product,
    onSuccess: store,
  });
}

/** Re-reads one product after a change made through another route (images, details). */
export function useRefreshProduct() {
  const queryClient = useQueryClient();
  return (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.product(id) }),
      queryClient.invalidateQueries({ queryKey: [...catalogueKeys.products, 'list'] }),
    ]);
}

export function deleteProductImage(id: number, path: string): Promise<unknown> {
  return callRoute(routePaths.products.deleteImage, { params: { id }, query: { path } });
}

export function createDetail(id: number, body: DetailInput): Promise<ProductDetail> {
  return callRoute(routePaths.products.createDetail, { params: { id }, body }).then((r) => r.detail);
}

export function updateDetail(
  id: number,
  detailId: number,
  body: BodyOf<typeof routePaths.products.updateDetail>,
): Promise<ProductDetail> {
  return callRoute(routePaths.products.updateDetail, { params: { id, detailId }, body }).then((r) => r.detail);
}

export function deleteDetail(id: number, detailId: number): Promise<unknown> {
  return callRoute(routePaths.products.deleteDetail, { params: { id, detailId } });
}

export function deleteDetailImage(id: number, detailId: number, path: string): Promise<unknown> {
  return callRoute(routePaths.products.deleteDetailImage, { params: { id, detailId }, query: { path } });
}
