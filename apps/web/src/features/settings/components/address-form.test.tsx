import type { Address } from '@filmlab/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/render-app';
import { saveAddress } from '../api/save-address';
import { AddressForm } from '../../../ui/address/address-form';
import { ADDRESS_SEARCH_PLACEHOLDER } from '../../../ui/address/address-search';

const saved: Address = {
  id: 12,
  placeId: 'place-1',
  address1: '1 Darkroom Way',
  address2: 'Unit 4',
  city: 'Brooklyn',
  state: 'NY',
  zip: '11201',
  country: 'US',
  primary: false,
  userId: 7,
};

const deliverable = () => jsonResponse({ deliverable: true, errors: [], suggestion: null });

type Handler = Parameters<typeof mockApi>[0][string];

function renderForm(props: Partial<Parameters<typeof AddressForm>[0]> = {}, verify: Handler = deliverable) {
  mockApi({ 'POST /api/addresses/verify': verify });
  const onSave = vi.fn();
  const onCancel = vi.fn();
  render(<AddressForm saving={false} onSave={onSave} onCancel={onCancel} {...props} />);
  return { onSave, onCancel, search: screen.getByPlaceholderText(ADDRESS_SEARCH_PLACEHOLDER) };
}

const saveButton = () => screen.getByRole('button', { name: 'Save Address' });

describe('address form', () => {
  it('has the fields and buttons of spec 2.10', () => {
    renderForm();
    expect(screen.getByRole('combobox', { name: 'Address' })).toHaveAttribute(
      'placeholder',
      ADDRESS_SEARCH_PLACEHOLDER,
    );
    expect(screen.getByPlaceholderText('Apartment, suite, etc...')).toBeInTheDocument();
    expect(saveButton()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('cannot save until an address is chosen', async () => {
    const { search, onSave } = renderForm();
    expect(saveButton()).toBeDisabled();
    const user = userEvent.setup();
    await user.type(search, '123 Main St');
    expect(saveButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(screen.getByText(/We couldn't read that address/)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('splits a typed address on Enter and creates it (no id)', async () => {
    const { search, onSave } = renderForm();
    const user = userEvent.setup();
    await user.type(search, '123 Main St, Brooklyn, NY 11201, USA{Enter}');
    expect(saveButton()).toBeEnabled();
    await user.type(screen.getByLabelText(/Apartment, suite, etc/), 'Apt 2');
    await user.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({
      address1: '123 Main St',
      address2: 'Apt 2',
      city: 'Brooklyn',
      state: 'NY',
      zip: '11201',
      country: 'US',
      placeId: null,
      primary: false,
    });
  });

  it('offers the typed address in the list and accepts it on selection', async () => {
    const { search } = renderForm();
    const user = userEvent.setup();
    await user.type(search, '9 Grain Ave, Austin, TX 78701');
    await user.click(screen.getByRole('option', { name: '9 Grain Ave, Austin, TX 78701' }));
    expect(saveButton()).toBeEnabled();
  });

  it('un-chooses the address when the text changes again', async () => {
    const { search } = renderForm();
    const user = userEvent.setup();
    await user.type(search, '123 Main St, Brooklyn, NY 11201{Enter}');
    expect(saveButton()).toBeEnabled();
    await user.type(search, 'x');
    expect(saveButton()).toBeDisabled();
  });

  it('updates an existing address (carries its id)', async () => {
    const { onSave } = renderForm({ initial: saved });
    expect(saveButton()).toBeEnabled();
    await userEvent.setup().click(saveButton());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ id: 12, address1: '1 Darkroom Way', address2: 'Unit 4', placeId: 'place-1' }),
      ),
    );
  });

  it('shows the carrier’s correction: the customer can use it, and the picked place is dropped', async () => {
    const sent: unknown[] = [];
    const { search, onSave } = renderForm({}, (_url, init) => {
      sent.push(JSON.parse(String(init.body)));
      return jsonResponse({
        deliverable: false,
        errors: ['city: ZIP 11201 is BROOKLYN, NY'],
        suggestion: { address1: '123 Main St', address2: null, city: 'BROOKLYN', state: 'NY', zip: '11201' },
      });
    });
    const user = userEvent.setup();
    await user.type(search, '123 Main St, Queens, NY 11201{Enter}');
    await user.click(saveButton());
    expect(await screen.findByText('The carrier suggests a correction')).toBeInTheDocument();
    expect(screen.getByText('ZIP 11201 is BROOKLYN, NY')).toBeInTheDocument();
    expect(sent).toEqual([{ address1: '123 Main St', address2: null, city: 'Queens', state: 'NY', zip: '11201' }]);
    expect(onSave).not.toHaveBeenCalled();
    // The choice takes the focus, so a keyboard user answers it at once.
    expect(screen.getByRole('button', { name: 'Use Suggested Address' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ city: 'BROOKLYN', placeId: null }));
  });

  it('keeps what the customer entered when they say so, and saves when the check cannot be made', async () => {
    const { search, onSave } = renderForm({}, () =>
      jsonResponse({ deliverable: false, errors: ['zip: 99999 is not a US ZIP code we know'], suggestion: null }),
    );
    const user = userEvent.setup();
    await user.type(search, '1 Nowhere Rd, Faraway, NY 99999{Enter}');
    await user.click(saveButton());
    expect(await screen.findByText('The carrier could not confirm this address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep What I Entered' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ zip: '99999', city: 'Faraway' }));

    onSave.mockClear();
    mockApi({ 'POST /api/addresses/verify': () => jsonResponse({ message: 'down', errors: [] }, { status: 503 }) });
    await user.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ zip: '99999' })));
  });

  it('cannot save while a save is in progress', () => {
    renderForm({ initial: saved, saving: true });
    expect(saveButton()).toBeDisabled();
  });

  it('cancels', async () => {
    const { onCancel } = renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('saveAddress', () => {
  it('creates an address without an id and updates one with an id', async () => {
    const fetchMock = mockApi({
      'POST /api/users/7/address': () => jsonResponse({ address: { ...saved, id: 13 } }, { status: 201 }),
      'PUT /api/users/7/address/12': () => jsonResponse({ address: saved }),
    });
    const body = { address1: '1 Darkroom Way', city: 'Brooklyn', state: 'NY', zip: '11201' };
    expect((await saveAddress(7, body)).id).toBe(13);
    expect((await saveAddress(7, { ...body, id: 12 })).id).toBe(12);
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual(['POST', 'PUT']);
    // The id travels in the path, never in the strict body.
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).not.toHaveProperty('id');
  });
});
