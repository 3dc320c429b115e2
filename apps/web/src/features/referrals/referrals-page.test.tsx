import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const customer = buildUser({ id: 7 });

describe('/users/{id}/referrals', () => {
  it('shows the code and link, sends an invitation and lists it, and shows a refusal in words', async () => {
    const sent: string[] = [];
    mockApi({
      'GET /api/users/7/referrals': () =>
        jsonResponse({
          code: 'ADAKAFR2',
          link: 'http://localhost:3000/signup?ref=ADAKAFR2',
          rewardDevScanCredits: 1,
          rewardsPerMonth: 5,
          invitesLeftToday: 10 - sent.length,
          invitations: sent.map((email) => ({
            email,
            sentAt: '2026-11-20T10:00:00.000Z',
            joined: false,
            rewarded: false,
          })),
        }),
      'GET /api/users/7/send-referral': (url) => {
        const email = url.searchParams.get('email')!;
        if (email === customer.email) {
          const problem = 'You cannot refer yourself; send the link to a friend instead.';
          return jsonResponse({ message: problem, errors: [`email: ${problem}`] }, { status: 400 });
        }
        sent.push(email);
        return jsonResponse({ message: `Invitation sent to ${email}.` });
      },
    });
    renderApp('/users/7/referrals', { user: customer });
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('ADAKAFR2');
    expect(screen.getByText('http://localhost:3000/signup?ref=ADAKAFR2')).toBeInTheDocument();
    expect(
      screen.getByText(/first development order is paid, you each get 1 free develop-and-scan credit\./),
    ).toBeInTheDocument();
    const rules = within(screen.getByRole('region', { name: 'How the reward works' }));
    expect(rules.getByText(/prints and shop orders do not count/)).toBeInTheDocument();
    expect(rules.getByText(/If that order is refunded, the credits go back too\./)).toBeInTheDocument();
    expect(
      rules.getByText(/inbox, address and card: accounts that share any of them are not rewarded/),
    ).toBeInTheDocument();
    expect(rules.getByText(/up to 5 friends in 30 days/)).toBeInTheDocument();
    expect(screen.getByText('No invitations yet — send your first one above.')).toBeInTheDocument();

    const user = userEvent.setup();
    const field = screen.getByLabelText('Friend’s e-mail');
    await user.type(field, customer.email);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('You cannot refer yourself; send the link to a friend instead.'),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'pal@example.test{Enter}');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('pal@example.test')).toBeInTheDocument();
    expect(within(table).getByText('Invited')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(screen.getByText('You can send 9 more today.')).toBeInTheDocument();
  });
});
