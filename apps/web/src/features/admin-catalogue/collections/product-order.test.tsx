import type { ProductSummary } from '@filmlab/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../../test/catalogue-fixtures';
import { renderWithClient } from '../test/render';
import { moveItem } from './move-item';
import { ProductOrder } from './product-order';

const films = [
  buildProduct({ id: 1, name: 'Portra 400' }),
  buildProduct({ id: 2, name: 'HP5 Plus' }),
  buildProduct({ id: 3, name: 'Ektar 100' }),
];

function Harness({ onReorder }: { onReorder: (ordered: ProductSummary[]) => void }) {
  const [products, setProducts] = useState(films);
  return (
    <ProductOrder
      products={products}
      onRemove={() => {}}
      onReorder={(ordered) => {
        onReorder(ordered);
        setProducts(ordered);
      }}
    />
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Products in shop order' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('moveItem', () => {
  it.each([
    [0, 1, ['b', 'a', 'c']],
    [2, 0, ['c', 'a', 'b']],
    [1, 9, ['a', 'c', 'b']],
    [1, -4, ['b', 'a', 'c']],
    [5, 0, ['a', 'b', 'c']],
  ])('moves index %i to %i', (from, to, expected) => {
    expect(moveItem(['a', 'b', 'c'], from, to)).toEqual(expected);
  });
});

describe('product order', () => {
  it('moves a product by keyboard, keeps the focus on it and announces the move', async () => {
    const onReorder = vi.fn();
    renderWithClient(<Harness onReorder={onReorder} />);
    const user = userEvent.setup();

    screen.getByRole('button', { name: 'Move HP5 Plus up' }).focus();
    await user.keyboard('{Enter}');
    expect(onReorder).toHaveBeenLastCalledWith([films[1], films[0], films[2]]);
    expect(names()).toEqual(['HP5 Plus', 'Portra 400', 'Ektar 100']);
    // At the top Move Up is disabled, so the focus goes to the same product's Move Down.
    expect(screen.getByRole('button', { name: 'Move HP5 Plus up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move HP5 Plus down' })).toHaveFocus();
    expect(screen.getByText('HP5 Plus moved to position 1 of 3.')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Portra 400', 'Ektar 100', 'HP5 Plus']);
    expect(screen.getByRole('button', { name: 'Move HP5 Plus up' })).toHaveFocus();
    expect(onReorder).toHaveBeenCalledTimes(3);
  });

  it('cannot move the first product up or the last one down', () => {
    renderWithClient(<Harness onReorder={() => {}} />);
    expect(screen.getByRole('button', { name: 'Move Portra 400 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Ektar 100 down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Portra 400 down' })).toBeEnabled();
  });
});
