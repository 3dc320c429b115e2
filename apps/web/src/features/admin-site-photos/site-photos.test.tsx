import type { SitePhoto } from '@filmlab/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const admin = buildUser({ id: 1, role: 'ADMIN' });

describe('/admin/photos', () => {
  it('uploads a hero photograph from the keyboard, names each refused field, and puts the generated picture back', async () => {
    let photos: SitePhoto[] = [];
    const uploads: URLSearchParams[] = [];
    let finishSizes: () => void = () => undefined;
    mockApi({
      'GET /api/public/site-photos': () => jsonResponse({ photos }),
      'PUT /api/site-photos/photo': async (url, init) => {
        uploads.push(url.searchParams);
        if (!url.searchParams.get('alt')?.trim())
          return jsonResponse({ message: 'Validation failed', errors: ['alt: is required'] }, { status: 400 });
        expect(init.body).toBeInstanceOf(Blob);
        // The sizes take a moment: the screen says so until the answer comes.
        await new Promise<void>((resolve) => (finishSizes = resolve));
        const base = '/api/public/site-photos/6f1c2a9e-1111-4222-8333-944455556666';
        const photo: SitePhoto = {
          page: url.searchParams.get('page')!,
          id: '6f1c2a9e-1111-4222-8333-944455556666',
          alt: url.searchParams.get('alt')!,
          width: 1920,
          height: 1280,
          widths: [640, 1280, 1920],
          srcset: { avif: `${base}/640.avif 640w`, webp: `${base}/640.webp 640w` },
          src: `${base}/1280.webp`,
          updatedAt: '2026-11-29T10:00:00.000Z',
        };
        photos = [photo];
        return jsonResponse(photo, { status: 201 });
      },
      'DELETE /api/site-photos/photo': () => {
        photos = [];
        return jsonResponse({ removed: true });
      },
    });
    renderApp('/admin/photos', { user: admin });
    const form = await screen.findByRole('form', { name: 'Hero photograph' });
    const user = userEvent.setup();
    const page = screen.getByRole('combobox', { name: 'Page' });
    expect(page).toHaveValue('/');
    expect(screen.getByText('The page’s hero now: the generated picture.')).toBeInTheDocument();

    // Keyboard: from the page list, Tab reaches the file input, then the alt text.
    page.focus();
    await user.tab();
    const fileInput = within(form).getByLabelText(/^Picture/);
    expect(fileInput).toHaveFocus();
    await user.tab();
    const alt = within(form).getByRole('textbox', { name: /Alt text/ });
    expect(alt).toHaveFocus();

    // No picture chosen: the picture field is named and gets focus.
    await user.keyboard('{Enter}');
    expect(await within(form).findByText(/^Picture is required/)).toBeInTheDocument();
    expect(fileInput).toHaveFocus();
    expect(uploads).toHaveLength(0);

    // Over the limit: refused before anything is sent.
    const huge = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'huge.tif', { type: 'image/tiff' });
    Object.defineProperty(huge, 'size', { value: 41 * 1024 * 1024 });
    await user.upload(fileInput, huge);
    await user.click(within(form).getByRole('button', { name: 'Upload photograph' }));
    expect(await within(form).findByText('Picture must be at most 40 MB')).toBeInTheDocument();
    expect(fileInput).toHaveFocus();
    expect(uploads).toHaveLength(0);

    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'counter.jpg', { type: 'image/jpeg' });
    await user.upload(fileInput, picture);
    // No alt text: the server's refusal names the field, which gets focus.
    await user.click(within(form).getByRole('button', { name: 'Upload photograph' }));
    expect(await within(form).findByText('Alt text is required')).toBeInTheDocument();
    expect(alt).toHaveFocus();

    await user.type(alt, 'The lab’s counter at dusk{Enter}');
    expect(await within(form).findByText('Making sizes…')).toBeInTheDocument();
    expect(uploads.at(-1)?.get('page')).toBe('/');
    finishSizes();
    expect(await within(form).findByText(/^Uploaded\./)).toBeInTheDocument();
    const hero = await screen.findByRole('img', { name: 'The lab’s counter at dusk' });
    expect(hero).toHaveAttribute('src', '/api/public/site-photos/6f1c2a9e-1111-4222-8333-944455556666/1280.webp');
    expect(await screen.findByRole('option', { name: '• Home' })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Use the generated picture' }));
    expect(await within(form).findByText('The page shows its generated picture again.')).toBeInTheDocument();
    expect(await screen.findByText('The page’s hero now: the generated picture.')).toBeInTheDocument();
  }, 30_000);
});
