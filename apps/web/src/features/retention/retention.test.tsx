import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildLibraryFilters } from '../../test/library-fixtures';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const customer = buildUser({ id: 7 });
const library = {
  'GET /api/users/7/film-rolls': () => jsonResponse({ filmRolls: [], nextCursor: null }),
  'GET /api/users/7/film-rolls/filters': () => jsonResponse(buildLibraryFilters()),
};

describe('when scans will be removed', () => {
  it('tells a non-member above their rolls, with a way to join', async () => {
    mockApi({
      ...library,
      'GET /api/users/7/scan-retention': () =>
        jsonResponse({
          storage: 'DAYS',
          days: 30,
          rolls: [
            { rollId: 3, removesAt: '2026-12-20T12:00:00.000Z' },
            { rollId: 4, removesAt: '2026-12-28T12:00:00.000Z' },
          ],
        }),
    });
    renderApp('/users/7/rolls', { user: customer });
    const notice = await screen.findByText('Scans are kept for 30 days without a membership');
    expect(notice.parentElement).toHaveTextContent(
      'The scans of 2 rolls will be removed, the first on December 20, 2026.',
    );
    expect(screen.getByRole('link', { name: 'join' })).toHaveAttribute('href', '/memberships');
  });

  it('says nothing to a member', async () => {
    mockApi({
      ...library,
      'GET /api/users/7/scan-retention': () => jsonResponse({ storage: 'UNLIMITED', days: 0, rolls: [] }),
    });
    renderApp('/users/7/rolls', { user: customer });
    expect(await screen.findByRole('heading', { name: 'No rolls yet — start your first order' })).toBeInTheDocument();
    expect(screen.queryByText(/without a membership/)).not.toBeInTheDocument();
  });
});
