import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Stepper } from './stepper';

describe('stepper', () => {
  it('stops minus at 1 and reports each change', async () => {
    const onChange = vi.fn();
    render(<Stepper label="Quantity" quantity={1} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Increase' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('allows zero on cart lines', () => {
    render(<Stepper label="Quantity" quantity={1} allowZero onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeEnabled();
  });

  it('disables plus when one more would reach the stock', () => {
    render(<Stepper label="Quantity" quantity={4} stock={5} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
  });
});
