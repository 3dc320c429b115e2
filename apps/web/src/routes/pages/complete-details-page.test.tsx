import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

describe('/complete-user-details', () => {
  it('saves the phone with PUT /users/:id, then goes on by the entry rule (onboarding for a new customer)', async () => {
    const newcomer = buildUser({ id: 7, phone: null, firstOrderCreated: false });
    const fetchMock = mockApi({
      'PUT /api/users/7': (_url, init) => jsonResponse({ ...newcomer, ...JSON.parse(String(init.body)) }),
    });
    const { router } = renderApp('/complete-user-details', { user: newcomer });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone'), '+1 718 555 0199');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/rolls'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ phone: '+1 718 555 0199' });
  });

  it('asks for a phone number before saving', async () => {
    const fetchMock = mockApi({});
    renderApp('/complete-user-details', { user: buildUser({ phone: null }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your phone number.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
