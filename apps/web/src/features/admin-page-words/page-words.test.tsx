import type { PageWordsResponse, SavePageWordsBody } from '@filmlab/api';
import { renderBlockMarkdown, renderInlineMarkdown } from '@filmlab/api/markdown';
import { pageWordFields, type WordPageKind } from '@filmlab/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { fieldGroups } from './components/page-words-fields';

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

  it('shows each kind of page its own fields: the domain’s, in the form', () => {
    for (const kind of ['home', 'faq', 'about', 'local'] as WordPageKind[])
      expect(
        fieldGroups(kind)
          .flatMap((group) => group.fields.map(([field]) => field))
          .sort(),
        kind,
      ).toEqual([...pageWordFields(kind)].sort());
  });

  it('lists the landing pages, the FAQ and about first, each with its own fields and preview', async () => {
    const sent: SavePageWordsBody[] = [];
    mockApi({
      'GET /api/page-words': () => jsonResponse({ pages: [] }),
      'PUT /api/page-words': (_url, init) => {
        const body = JSON.parse(String(init.body)) as SavePageWordsBody;
        sent.push(body);
        return jsonResponse(
          { message: 'Validation failed', errors: ['words.faq3-answer: must be at most 3000 characters'] },
          { status: 400 },
        );
      },
    });
    renderApp('/admin/pages', { user: admin });
    const form = await screen.findByRole('form', { name: 'Page words' });
    const user = userEvent.setup();
    const picker = screen.getByRole('combobox', { name: 'Page' });
    expect(picker).toHaveValue('/');
    const labels = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels.slice(0, 6)).toEqual([
      'Home page (/)',
      'Lab page (/lab)',
      'Club page (/club)',
      'Frequently asked questions',
      'About',
      'City: Los Angeles, CA',
    ]);

    // `/`: its search title, hero and sections, no steps.
    const hero = within(form).getByRole('textbox', { name: /Hero heading/ });
    expect(hero).toHaveAttribute('placeholder', expect.stringContaining('platform & full service film lab'));
    expect(within(form).getByRole('textbox', { name: /Printing title/ })).toHaveAttribute(
      'placeholder',
      'Prints from your own scans',
    );
    expect(within(form).queryByRole('textbox', { name: /Step 1/ })).not.toBeInTheDocument();
    await user.type(hero, '{{lab} by hand');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Film Lab by hand')).toBeInTheDocument();

    // The FAQ: a question and a Markdown answer per entry, the preview rendering the answer's blocks.
    await user.selectOptions(picker, '/frequently-asked-questions');
    const faqForm = await screen.findByRole('form', { name: 'Page words' });
    expect(within(faqForm).getByRole('textbox', { name: /^Question 1\b/ })).toHaveAttribute(
      'placeholder',
      'How do I send my film?',
    );
    const answer = within(faqForm).getByRole('textbox', { name: /^Answer 3\b/ });
    await user.type(answer, '- 35mm{Enter}- 120');
    expect(renderBlockMarkdown('- 35mm\n- 120')).toContain('<li>35mm</li>');
    expect(within(screen.getByRole('region', { name: 'Preview' })).getByText('35mm').tagName).toBe('LI');
    await user.click(within(faqForm).getByRole('button', { name: 'Save page words' }));
    // The server's refusal names the field: it is shown on the field, which gets the focus.
    expect(await within(faqForm).findByText('Answer 3 must be at most 3000 characters')).toBeInTheDocument();
    expect(answer).toHaveFocus();
    expect(sent.at(-1)).toMatchObject({
      path: '/frequently-asked-questions',
      words: { 'faq3-answer': '- 35mm\n- 120' },
    });
  }, 30_000);
});
