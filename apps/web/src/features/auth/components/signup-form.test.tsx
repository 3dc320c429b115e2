import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { getToken, setToken } from '../../../lib/session-store';
import { buildUser, jsonResponse, mockApi } from '../../../test/render-app';
import { SignupForm } from './signup-form';

function renderForm(onSuccess = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SignupForm onSuccess={onSuccess} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSuccess;
}

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'password');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('signup form', () => {
  it("shows each of a 400's errors under its field, and the server's message", async () => {
    setToken('stale');
    mockApi({
      'POST /api/auth/signup': () =>
        jsonResponse(
          {
            message: 'Please check your details',
            errors: ['email: is already registered', 'password: is too common, choose one that is harder to guess'],
          },
          { status: 400 },
        ),
    });
    const onSuccess = renderForm();
    await fillIn();

    expect(await screen.findByText('E-mail is already registered')).toBeInTheDocument();
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('E-mail is already registered');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password is too common, choose one that is harder to guess',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your details');
    expect(onSuccess).not.toHaveBeenCalled();
    // A failed signup clears any stored token (spec section 8).
    expect(getToken()).toBeNull();
  });

  it('shows an error no field owns in the alert', async () => {
    mockApi({
      'POST /api/auth/signup': () => jsonResponse({ message: 'Signups are paused', errors: [] }, { status: 503 }),
    });
    renderForm();
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Signups are paused');
  });

  it('checks the fields before asking the server', async () => {
    const fetchMock = mockApi({});
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands over the new user and stores the token', async () => {
    const created = buildUser({ phone: null });
    mockApi({
      'POST /api/auth/signup': () => jsonResponse(created, { status: 201, headers: { authorization: 'welcome' } }),
    });
    const onSuccess = renderForm();
    await fillIn();
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith(created));
    expect(getToken()).toBe('welcome');
  });
});
