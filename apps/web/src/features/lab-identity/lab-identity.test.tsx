import type { LabIdentity, UpdateLabBody } from '@filmlab/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const admin = buildUser({ id: 1, role: 'ADMIN' });
const lab: LabIdentity = {
  name: 'Film Lab',
  description: 'Developing by mail.',
  contactEmail: 'hello@filmlab.example',
  phone: '',
  address: { address1: '1 Main St', city: 'Brooklyn', state: 'NY', zip: '11211', country: 'US' },
  logoUrl: null,
  colors: { accent: '#c3261b', ink: '#171513', paper: '#f5f1e8' },
  socialLinks: [{ label: 'Instagram', url: 'https://www.instagram.com/filmlab' }],
  timeZone: 'America/New_York',
  publicUrl: null,
  origin: 'http://localhost:3000',
  version: 1,
};

describe('/admin/lab', () => {
  it('saves the lab’s name and links from the keyboard, and puts each refused field’s error under it', async () => {
    const sent: UpdateLabBody[] = [];
    mockApi({
      'GET /api/public/lab': () => jsonResponse({ lab }),
      'PUT /api/lab': (_url, init) => {
        const body = JSON.parse(String(init.body)) as UpdateLabBody;
        sent.push(body);
        if (body.colors.accent === 'red') {
          return jsonResponse(
            {
              message: 'Validation failed',
              errors: [
                'colors.accent: must be a colour like #c3261b',
                'timeZone: must be a time zone such as America/New_York',
              ],
            },
            { status: 400 },
          );
        }
        return jsonResponse({ lab: { ...lab, ...body, origin: body.publicUrl ?? lab.origin, version: 2 } });
      },
    });
    renderApp('/admin/lab', { user: admin });
    const form = await screen.findByRole('form', { name: 'Lab identity' });
    const user = userEvent.setup();

    const name = within(form).getByRole('textbox', { name: 'Lab name' });
    await user.clear(name);
    await user.type(name, 'Silver Salt');
    const accent = within(form).getByRole('textbox', { name: /Accent colour/ });
    await user.clear(accent);
    await user.type(accent, 'red');
    const zone = within(form).getByRole('textbox', { name: /Time zone/ });
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    // Saved with Enter from a field, no mouse.
    await user.type(zone, '{Enter}');

    expect(await within(form).findByText('Accent colour must be a colour like #c3261b')).toBeInTheDocument();
    expect(within(form).getByText('Time zone must be a time zone such as America/New_York')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(accent).toHaveFocus();
    expect(accent).toHaveAttribute('aria-invalid', 'true');

    await user.clear(accent);
    await user.type(accent, '#aa0011');
    await user.clear(zone);
    await user.type(zone, 'America/Chicago');
    const links = within(form).getByRole('textbox', { name: /Links/ });
    await user.type(links, '\nFilm Blog https://blog.silversalt.test');
    await user.click(within(form).getByRole('button', { name: 'Save lab identity' }));
    expect(await within(form).findByText(/Saved\./)).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({
      name: 'Silver Salt',
      colors: { accent: '#aa0011', ink: '#171513', paper: '#f5f1e8' },
      timeZone: 'America/Chicago',
      logoUrl: null,
      publicUrl: null,
      socialLinks: [
        { label: 'Instagram', url: 'https://www.instagram.com/filmlab' },
        { label: 'Film Blog', url: 'https://blog.silversalt.test' },
      ],
    });
    expect(within(form).queryByText(/must be a colour/)).not.toBeInTheDocument();
  }, 30_000);
});
