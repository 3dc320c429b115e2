import type { User } from '@filmlab/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/render-app';
import { AvatarMenu } from './components/avatar-menu';

function openMenu(user: User) {
  const router = createMemoryRouter([
    { path: '*', element: <AvatarMenu user={user} onLogout={() => {}} onRequestLabel={() => {}} /> },
  ]);
  render(<RouterProvider router={router} />);
  return userEvent.setup().click(screen.getByRole('button', { name: 'Account menu' }));
}

const END = '2027-03-03T10:00:00.000Z';

describe('the avatar menu’s membership line', () => {
  it.each<[User['membership']['status'], boolean, string | null]>([
    ['renewing', true, 'Renews Mar 3, 2027'],
    ['expiring', true, 'Expires Mar 3, 2027'],
    ['lapsed', false, 'Expired Mar 3, 2027'],
  ])('%s shows %s', async (status, active, line) => {
    await openMenu(buildUser({ active, membership: { plan: 'VERY_NICE_2025', status, periodEnd: END } }));
    expect(await screen.findByText(line!)).toBeInTheDocument();
    expect(screen.getByText('Very Nice')).toBeInTheDocument();
  });

  it('shows no date and offers Become A Member to a non-member, and to a lapsed member', async () => {
    await openMenu(buildUser());
    expect(screen.queryByText(/^(Renews|Expires|Expired) /)).toBeNull();
    expect(await screen.findByRole('menuitem', { name: 'Become A Member' })).toBeInTheDocument();
  });

  it('offers no Become A Member to an active member', async () => {
    await openMenu(buildUser({ active: true, membership: { plan: 'NICE_2025', status: 'renewing', periodEnd: END } }));
    expect(await screen.findByText('Renews Mar 3, 2027')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Become A Member' })).toBeNull();
  });
});
