import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../test/render-app';
import { AddressSearch, type AddressSearchProps } from './address-search';

const kent = { placeId: 'local:a2VudA', description: '300 Kent Ave, Brooklyn, NY 11249' };
const wythe = { placeId: 'google:wythe', description: '300 Wythe Ave, Brooklyn, NY 11249, USA' };

function Harness({ onSelect }: { onSelect: AddressSearchProps['onSelect'] }) {
  const [value, setValue] = useState('');
  return (
    <AddressSearch
      value={value}
      onChange={setValue}
      onSelect={(place, text, placeId) => {
        setValue(text);
        onSelect(place, text, placeId);
      }}
    />
  );
}

function setup(handlers: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(handlers);
  const onSelect = vi.fn();
  render(<Harness onSelect={onSelect} />);
  return { fetchMock, onSelect, input: screen.getByRole('combobox', { name: 'Address' }), user: userEvent.setup() };
}

const predictionCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/addresses/predictions')
    .map((url) => url.searchParams.get('query'));

describe('address search combobox', { timeout: 20_000 }, () => {
  it('asks once typing stops, moves with the arrows and picks with Enter', async () => {
    const { fetchMock, onSelect, input, user } = setup({
      'GET /api/addresses/predictions': () => jsonResponse({ predictions: [kent, wythe] }),
      'GET /api/addresses/places/google%3Awythe': () =>
        jsonResponse({
          place: {
            placeId: 'google:wythe',
            formattedAddress: wythe.description,
            address1: '300 Wythe Ave',
            city: 'Brooklyn',
            state: 'NY',
            zip: '11249',
          },
        }),
    });
    await user.type(input, '300 K 11249');
    expect(await screen.findByRole('option', { name: kent.description })).toBeInTheDocument();
    // One call for the whole burst of typing, with the text as it was when typing stopped.
    expect(predictionCalls(fetchMock)).toEqual(['300 K 11249']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 addresses found');

    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: kent.description });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: wythe.description })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');

    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledWith(
        { street: '300 Wythe Ave', city: 'Brooklyn', state: 'NY', zip: '11249' },
        wythe.description,
        'google:wythe',
      ),
    );
    expect(input).toHaveValue(wythe.description);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the list with Escape', async () => {
    const { input, user } = setup({
      'GET /api/addresses/predictions': () => jsonResponse({ predictions: [kent] }),
    });
    await user.type(input, '300 Kent 11249');
    await screen.findByRole('option', { name: kent.description });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('a failing search never blocks: the typed address is still offered and accepted', async () => {
    const { onSelect, input, user } = setup({
      'GET /api/addresses/predictions': () => jsonResponse({ message: 'Too many', errors: [] }, { status: 429 }),
    });
    await user.type(input, '12 Elm St');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Address search is unavailable/));
    await user.type(input, ', Austin, TX 78701');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(
      { street: '12 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
      '12 Elm St, Austin, TX 78701',
      null,
    );
  });

  it('says so when the picked place is not a full street address', async () => {
    const { onSelect, input, user } = setup({
      'GET /api/addresses/predictions': () => jsonResponse({ predictions: [wythe] }),
      'GET /api/addresses/places/google%3Awythe': () =>
        jsonResponse(
          { message: 'That place is not a full street address', errors: ['placeId: pick an address'] },
          { status: 422 },
        ),
    });
    await user.type(input, 'Wythe');
    await user.click(await screen.findByRole('option', { name: wythe.description }));
    expect(await screen.findByText(/not a full street address/)).toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
