import type { PageWordsResponse, SavePageWordsBody } from '@filmlab/api';
import { renderInlineMarkdown } from '@filmlab/api/markdown';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const admin = buildUser({ id: 1, role: 'ADMIN' });
const CHICAGO = '/film-developing-chicago';

describe('/admin/pages', () => {
  it('rewrites a city page’s words from the keyboard with a live preview, and shows each refused field', async () => {
    const sent: SavePageWordsBody[] = [];
    let saved: PageWordsResponse[] = [];
    mockApi({
      'GET /api/page-words': () => jsonResponse({ pages: saved }),
      'PUT /api/page-words': (_url, init) => {
        const body = JSON.parse(String(init.body)) as SavePageWordsBody;
        sent.push(body);
        if ((body.words.description ?? '').length > 300)
          return jsonResponse(
            { message: 'Validation failed', errors: ['words.description: must be at most 300 characters'] },
            { status: 400 },
          );
        const words = Object.fromEntries(Object.entries(body.words).filter(([, value]) => value));
        const answer = {
          path: body.path,
          words,
          html: (words.step2 ? { step2: renderInlineMarkdown(words.step2) } : {}) as Record<string, string>,
          updatedAt: '2026-11-29T10:00:00.000Z',
        };
        saved = [answer];
        return jsonResponse(answer);
      },
    });
    renderApp(`/admin/pages?page=${CHICAGO}`, { user: admin });
    const form = await screen.findByRole('form', { name: 'Page words' });
    const user = userEvent.setup();
    expect(screen.getByRole('combobox', { name: 'Page' })).toHaveValue(CHICAGO);

    // Each field shows the built copy until staff write their own.
    const heading = within(form).getByRole('textbox', { name: /Page heading/ });
    expect(heading).toHaveValue('');
    expect(heading).toHaveAttribute('placeholder', 'Chicago Film Developing by Mail');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Chicago Film Developing by Mail')).toBeInTheDocument();

    await user.type(heading, 'Windy City Film');
    const step2 = within(form).getByRole('textbox', { name: /Step 2/ });
    await user.type(step2, 'Ship **early** in the week');
    // The preview follows as staff type, the Markdown rendered.
    expect(within(preview).getByText('Windy City Film')).toBeInTheDocument();
    expect(within(preview).getByText('early').tagName).toBe('STRONG');

    const description = within(form).getByRole('textbox', { name: /Search description/ });
    // Over the limit (the field's maxLength stops typing, so paste past it as a script would).
    description.removeAttribute('maxlength');
    await user.click(description);
    await user.paste('x'.repeat(301));
    await user.type(heading, '{Enter}');
    expect(await within(form).findByText('Search description must be at most 300 characters')).toBeInTheDocument();
    expect(description).toHaveFocus();

    await user.clear(description);
    await user.click(within(form).getByRole('button', { name: 'Save page words' }));
    expect(await within(form).findByText(/Saved\./)).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({
      path: CHICAGO,
      words: { title: 'Windy City Film', step2: 'Ship **early** in the week', description: '' },
    });
    // The page is marked as having words of its own.
    expect(await screen.findByRole('option', { name: /^• City: Chicago, IL/ })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Restore built copy' }));
    expect(await within(form).findByText('The page shows its built copy again.')).toBeInTheDocument();
    expect(Object.values(sent.at(-1)!.words).every((value) => value === '')).toBe(true);
    expect(heading).toHaveValue('');
  }, 30_000);
});
