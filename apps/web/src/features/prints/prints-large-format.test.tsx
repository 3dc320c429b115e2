import type { PrintDraft } from '@filmlab/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../lib/cart-store';
import { PRINT_DRAFT_STORAGE_KEY, printDraftStore } from '../../lib/print-draft-store';
import { buildScan } from '../../test/library-fixtures';
import { jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { PROGRESS, uploadProgress } from './api/drafts';
import { catalogue, customer, resetPrintStores } from './prints-test-helpers';

beforeEach(resetPrintStores);

const draft = (extra: Partial<PrintDraft> = {}): PrintDraft => ({
  draftId: 'd1',
  name: 'harbour.png',
  width: 4000,
  height: 3000,
  converted: true,
  colourProfile: 'srgb',
  previewUrl: '/p.jpg',
  jpegUrl: '/j.jpg',
  ...extra,
});

/** A stand-in for the browser's XMLHttpRequest: reports half, then all of the upload. */
class FakeUpload {
  static sent: Blob[] = [];
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 200;
  statusText = 'OK';
  responseText = '';
  open() {}
  setRequestHeader() {}
  abort() {}
  send(file: Blob) {
    FakeUpload.sent.push(file);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.onload?.();
    }, 0);
  }
}

describe('large format prints', () => {
  it('scales upload progress into 1 to 80 (spec section 4)', () => {
    expect([uploadProgress(0), uploadProgress(50), uploadProgress(100), uploadProgress(150)]).toEqual([1, 41, 80, 80]);
    expect(PROGRESS).toEqual({ start: 1, uploaded: 80, converting: 90, done: 100 });
  });

  it('uploads a file, converts it, keeps the draft in storage, moves the crop by keyboard and adds it to the cart', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    let converted = false;
    mockApi({
      ...catalogue,
      'GET /api/prints/drafts/link': (url) =>
        jsonResponse({
          draft: draft({ name: url.searchParams.get('name')!, converted: false, width: null, height: null }),
          upload: { url: '/blob/up', method: 'PUT', headers: { 'content-type': 'image/png' }, expiresAt: '2030-01-01' },
        }),
      'PUT /api/prints/drafts/d1/convert-draft': () => {
        converted = true;
        return jsonResponse({ draft: draft() });
      },
    });
    renderApp('/users/7/print-orders/new/selector', { user: customer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /16x20/ }));
    await user.click(screen.getByRole('radio', { name: /Canson Baryta/ }));
    await user.upload(screen.getByLabelText(/Upload a file/), new File(['png'], 'harbour.png', { type: 'image/png' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    const crop = await screen.findByRole('group', { name: /Crop for 16x20/ });
    expect(converted).toBe(true);
    expect(FakeUpload.sent).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(PRINT_DRAFT_STORAGE_KEY)!).state.draft).toMatchObject({
      draftId: 'd1',
      size: '16x20',
    });
    // 4000 x 3000 on 20 x 16 inches is 187 pixels per inch: sharp enough. Move the crop with the keyboard.
    expect(screen.queryByText('This file is small for that size')).not.toBeInTheDocument();
    crop.focus();
    await user.keyboard('{ArrowRight}');
    expect(Number(crop.dataset.cropX)).toBeGreaterThan(0.5);

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const [line] = cartStore.getState().cart.lines;
    expect(line).toMatchObject({ productVariantId: 64, quantity: 1 });
    expect(line!.print).toMatchObject({ draftId: 'd1', size: '16x20', paperId: 2, cropMode: 'fill' });
    expect(line!.print!.cropX).toBeGreaterThan(0.5);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('prints one of the hosted frames: the draft names the scan and needs no upload', async () => {
    const linked: string[] = [];
    mockApi({
      ...catalogue,
      'GET /api/users/7/scans': () => jsonResponse({ scans: [buildScan(11, 1)], nextCursor: null }),
      'GET /api/prints/drafts/link': (url) => {
        linked.push(url.search);
        return jsonResponse({ draft: draft({ converted: false, width: null, height: null }), upload: null });
      },
      'PUT /api/prints/drafts/d1/convert-draft': () => jsonResponse({ draft: draft({ name: 'frame_1.jpg' }) }),
    });
    renderApp('/users/7/print-orders/new/selector', { user: customer });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Or print one of your hosted frames'));
    await user.selectOptions(screen.getByLabelText('Roll'), '3');
    await user.selectOptions(await screen.findByLabelText('Frame'), 'Frame 1 (frame_1.jpg)');
    await user.click(screen.getByRole('button', { name: 'Use this frame' }));
    expect(await screen.findByRole('group', { name: /Crop for 8x10/ })).toBeInTheDocument();
    expect(linked).toEqual(['?name=frame_1.jpg&scanId=11']);
  });

  it('reads a draft still converting again until it is converted (a large file outlasts the convert call)', async () => {
    const reads: string[] = [];
    mockApi({
      ...catalogue,
      'GET /api/users/7/scans': () => jsonResponse({ scans: [buildScan(11, 1)], nextCursor: null }),
      'GET /api/prints/drafts/link': () =>
        jsonResponse({ draft: draft({ converted: false, width: null, height: null }), upload: null }),
      'PUT /api/prints/drafts/d1/convert-draft': () =>
        jsonResponse({
          draft: draft({ converted: false, width: null, height: null, previewUrl: null, jpegUrl: null }),
        }),
      'GET /api/prints/drafts/d1': () => {
        reads.push('read');
        return jsonResponse({
          draft: reads.length < 2 ? draft({ converted: false, width: null, height: null }) : draft(),
        });
      },
    });
    renderApp('/users/7/print-orders/new/selector', { user: customer });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Or print one of your hosted frames'));
    await user.selectOptions(screen.getByLabelText('Roll'), '3');
    await user.selectOptions(await screen.findByLabelText('Frame'), 'Frame 1 (frame_1.jpg)');
    await user.click(screen.getByRole('button', { name: 'Use this frame' }));
    expect(await screen.findByRole('group', { name: /Crop for 8x10/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('the file field shows the uploaded file, which the emptied input alone would not', async () => {
    printDraftStore.setState({ draft: { draftId: 'd1', size: '8x10' } });
    mockApi({ ...catalogue, 'GET /api/prints/drafts/d1': () => jsonResponse({ draft: draft() }) });
    renderApp('/users/7/print-orders/new/selector', { user: customer });
    const field = await screen.findByLabelText('Upload a file (JPEG, PNG or TIFF)');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Your file: harbour.png'));
  });

  it('warns when the file gives fewer pixels per inch than the lab asks at that size', async () => {
    printDraftStore.setState({ draft: { draftId: 'd1', size: '16x20' } });
    mockApi({
      ...catalogue,
      'GET /api/prints/drafts/d1': () => jsonResponse({ draft: draft({ width: 1200, height: 900 }) }),
    });
    renderApp('/users/7/print-orders/new/selector', { user: customer });
    expect(await screen.findByText('This file is small for that size')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('It gives 56 pixels per inch at 16x20');
  });

  it('shows the upload error when the stored draft cannot be read again', async () => {
    printDraftStore.setState({ draft: { draftId: 'gone' } });
    mockApi({
      ...catalogue,
      'GET /api/prints/drafts/gone': () =>
        jsonResponse({ message: 'Print draft not found', errors: [] }, { status: 404 }),
    });
    renderApp('/users/7/print-orders/new/selector', { user: customer });
    expect(await screen.findByRole('alert')).toHaveTextContent('Print draft not found');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });
});

describe('a print draft whose cart line goes (spec section 4)', () => {
  it('leaves the page when its line is set to zero in the cart, and does not come back on a reload', async () => {
    printDraftStore.setState({ draft: { draftId: 'd1', size: '16x20', paperId: 2 } });
    const read: string[] = [];
    mockApi({
      ...catalogue,
      'GET /api/prints/drafts/d1': (url) => {
        read.push(url.pathname);
        return jsonResponse({ draft: draft() });
      },
    });
    const view = renderApp('/users/7/print-orders/new/selector', { user: customer });
    const user = userEvent.setup();
    expect(await screen.findByRole('group', { name: /Crop for 16x20/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Your print is in your cart.')).toBeInTheDocument();

    const cart = await screen.findByRole('dialog', { name: /^Your Cart/ });
    const stepper = within(cart).getByRole('group', { name: 'Quantity of Large Format Print, 16x20' });
    await user.click(within(stepper).getByRole('button', { name: 'Decrease' }));
    expect(cartStore.getState().cart.lines).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('group', { name: /Crop for/ })).not.toBeInTheDocument());
    expect(screen.queryByText('harbour.png')).not.toBeInTheDocument();
    expect(screen.queryByText('Your print is in your cart.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem(PRINT_DRAFT_STORAGE_KEY)!).state.draft).toEqual({ draftId: null });

    // A reload: the stores start again from browser storage.
    view.unmount();
    await printDraftStore.persist.rehydrate();
    await cartStore.persist.rehydrate();
    expect(printDraftStore.getState().draft).toEqual({ draftId: null });
    read.length = 0;
    renderApp('/users/7/print-orders/new/selector', { user: customer });
    expect(await screen.findByRole('radio', { name: /16x20/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Crop for/ })).not.toBeInTheDocument();
    expect(screen.queryByText('harbour.png')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(read).toEqual([]);
  });
});
