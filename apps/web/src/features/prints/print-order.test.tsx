import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPrintOrder } from '../../test/order-fixtures';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { resetPrintStores } from './prints-test-helpers';

beforeEach(resetPrintStores);

describe('a print order', () => {
  it('shows its prints, status and tracking', async () => {
    const order = buildPrintOrder({ tracking: [{ carrier: 'USPS', trackingNumber: '9400111' }] }, { quantity: 2 });
    mockApi({ 'GET /api/users/7/print-orders/88': () => jsonResponse(order) });
    renderApp('/admin/users/7/print-orders/88', { user: buildUser({ id: 1, role: 'ADMIN' }) });
    expect(await screen.findByRole('heading', { name: 'Order #88' })).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('9400111')).toBeInTheDocument();
    const prints = screen.getByRole('list', { name: 'Prints' });
    expect(prints).toHaveTextContent('16x20 on Canson Baryta');
    expect(prints).toHaveTextContent('Quantity 2');
    expect(prints).toHaveTextContent('In the queue');
    await act(async () => {});
  });
});
