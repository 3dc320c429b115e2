import type { ProductSummary } from '@filmlab/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';
import { Toaster } from '../../../ui/toast';

/** Renders a catalogue component with a fresh query cache, a router for its links and the toasts. */
export function renderWithClient(ui: ReactElement) {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        {ui}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A product as GET /products lists it; override what the test is about. */
export function buildSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Product ${id}`,
    sku: null,
    slug: `Product-${id}`,
    productType: 'PRODUCT',
    visibility: 'PUBLIC',
    active: true,
    description: '',
    stock: 10,
    price: 1299,
    memberPrice: null,
    defaultProductVariantId: null,
    memberLaunchDate: null,
    publicLaunchDate: null,
    accessPhase: 'NONE',
    filters: {},
    variants: [],
    images: [],
    ...overrides,
  };
}
