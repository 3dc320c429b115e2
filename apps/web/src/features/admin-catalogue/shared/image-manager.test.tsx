import { catalogueImageMaxBytes, type CatalogueImage } from '@filmlab/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile, type UploadOptions } from '../../../lib/upload-file';
import { jsonResponse, mockApi } from '../../../test/render-app';
import { renderWithClient } from '../test/render';
import { checkImageFile } from './image-file';
import { ImageManager } from './image-manager';

vi.mock('../../../lib/upload-file', () => ({ uploadFile: vi.fn() }));

const image: CatalogueImage = {
  id: 3,
  path: 'products/9/a.webp',
  read: '/files/a.webp',
  alt: 'Portra 400',
  exists: true,
  width: 10,
  height: 10,
  small: null,
};

const file = (name: string, type: string, size = 64) => new File([new Uint8Array(size)], name, { type });

describe('checkImageFile', () => {
  it.each([
    ['a.png', 'image/png', 64, true],
    ['a.jpg', 'image/jpeg', 64, true],
    ['a.webp', 'image/webp', catalogueImageMaxBytes, true],
    ['a.gif', 'image/gif', 64, false],
    ['a.svg', 'image/svg+xml', 64, false],
    ['notes.txt', 'text/plain', 64, false],
    ['big.png', 'image/png', catalogueImageMaxBytes + 1, false],
    ['empty.png', 'image/png', 0, false],
  ])('%s (%s, %i bytes) ok: %s', (name, type, size, ok) => {
    expect(checkImageFile(file(name, type, size)).ok).toBe(ok);
  });
});

describe('image manager', () => {
  beforeEach(() => {
    vi.mocked(uploadFile).mockReset();
  });

  function renderManager(onChange = vi.fn()) {
    renderWithClient(
      <ImageManager
        owner={{ target: 'product', productId: 9 }}
        images={[]}
        ownerName="Portra 400"
        onChange={onChange}
      />,
    );
    return { onChange, input: screen.getByLabelText('Image file for Portra 400') };
  }

  it('refuses a file of the wrong type or size before asking the server', async () => {
    const fetchMock = mockApi({});
    const { input } = renderManager();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, file('notes.txt', 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt is not a JPEG, PNG or WebP image');
    await user.upload(input, file('huge.png', 'image/png', catalogueImageMaxBytes + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('huge.png is over 15 MB');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('asks for a link for the file type, shows progress while uploading and reloads the owner', async () => {
    const fetchMock = mockApi({
      'GET /api/products/9/images/upload-url': () => jsonResponse({ url: '/api/uploads/x?sig=1', expiresAt: 'soon' }),
    });
    let finish: (value: unknown) => void = () => {};
    vi.mocked(uploadFile).mockImplementation((options: UploadOptions) => {
      options.onProgress?.(40);
      return new Promise((resolve) => (finish = resolve));
    });
    const { input, onChange } = renderManager();
    await userEvent.setup().upload(input, file('swatch.png', 'image/png'));

    expect(await screen.findByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '40');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('fileType')).toBe('image/png');
    expect(vi.mocked(uploadFile).mock.calls[0]?.[0]).toMatchObject({
      url: '/api/uploads/x?sig=1',
      contentType: 'image/png',
    });

    finish({ image });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(await screen.findByText('Image uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('deletes an image by its path only after the admin confirms', async () => {
    const fetchMock = mockApi({ 'DELETE /api/products/9/images': () => jsonResponse(undefined, { status: 204 }) });
    const onChange = vi.fn();
    renderWithClient(
      <ImageManager
        owner={{ target: 'product', productId: 9 }}
        images={[image]}
        ownerName="Portra 400"
        onChange={onChange}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete image 1 of Portra 400' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete image 1 of Portra 400' }));
    await user.click(screen.getByRole('button', { name: 'Delete Image' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('path')).toBe('products/9/a.webp');
  });
});
