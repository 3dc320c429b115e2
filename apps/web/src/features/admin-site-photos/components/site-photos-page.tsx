import type { SitePhoto } from '@filmlab/api';
import { SITE_PHOTO_ALT_MAX, SITE_PHOTO_MAX_BYTES, SITE_PHOTO_MIN_WIDTH, sitePhotoPages } from '@filmlab/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type DragEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { allBuiltContent } from '../../../content/landing/load';
import { ApiError, fieldErrors } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { TextField } from '../../../ui/text-field';
import formStyles from '../../../ui/form-groups.module.css';
import pageStyles from '../../../ui/page.module.css';
import { useChangeSitePhotoAlt, useRemoveSitePhoto, useSitePhotos, useUploadSitePhoto } from '../api/site-photos';
import { HeroPreview } from './hero-preview';
import styles from './site-photos.module.css';

/** The generated heroes of the pages without copy of their own (landing-page.tsx's DEFAULT_SCENES). */
const BUILT_SCENES: Record<string, string> = {
  '/': 'city-skyline-dusk',
  '/lab': 'darkroom-safelight',
  '/club': 'camera-in-hand',
};
const NAMES: Record<string, string> = { '/': 'Home', '/lab': 'The lab', '/club': 'The club' };
type Field = 'file' | 'alt';

function PhotoForm({ page, photo, scene }: { page: string; photo?: SitePhoto; scene?: string }) {
  const upload = useUploadSitePhoto();
  const changeAlt = useChangeSitePhotoAlt();
  const remove = useRemoveSitePhoto();
  const [file, setFile] = useState<File | null>(null);
  const [chosen, setChosen] = useState<string>();
  const [over, setOver] = useState(false);
  const [alt, setAlt] = useState(photo?.alt ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const busy = upload.isPending || changeAlt.isPending || remove.isPending;

  /** The picture staff chose, and its preview (a link to the file in memory, let go when replaced). */
  const choose = (next: File | null) => {
    setFile(next);
    setChosen((before) => {
      if (before) URL.revokeObjectURL(before);
      // jsdom (the screen's tests) has no object URLs: no preview there.
      return next && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(next) : undefined;
    });
  };

  const refused = (error: Error) => {
    const next: Partial<Record<Field, string>> = {};
    if (error instanceof ApiError)
      for (const [field, text] of Object.entries(fieldErrors(error.errors))) {
        // The body is the picture: a 413 ("body: ...") is the picture's.
        if (field === 'file' || field === 'body')
          next.file = field === 'body' ? 'is larger than the lab accepts' : text;
        if (field === 'alt') next.alt = text;
      }
    showErrors(next, error.message);
  };
  const showErrors = (next: Partial<Record<Field, string>>, fallback: string) => {
    setErrors(next);
    setStatus('');
    setMessage(Object.keys(next).length ? 'Please check the highlighted fields.' : fallback);
    const first = (['file', 'alt'] as const).find((field) => next[field]);
    if (first) document.getElementById(`photo-${first}`)?.focus();
  };
  const done = (text: string) => {
    setErrors({});
    setMessage(null);
    setStatus(text);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file && !photo) return showErrors({ file: 'is required: choose a picture to upload' }, '');
    if (file && file.size > SITE_PHOTO_MAX_BYTES)
      return showErrors({ file: `must be at most ${SITE_PHOTO_MAX_BYTES / 1024 / 1024} MB` }, '');
    setStatus(file ? 'Making sizes…' : '');
    if (file)
      upload.mutate(
        { page, alt, file },
        {
          onSuccess: () => {
            choose(null);
            done('Uploaded. The page shows the photograph within seconds.');
          },
          onError: refused,
        },
      );
    else changeAlt.mutate({ page, alt }, { onSuccess: () => done('Alt text saved.'), onError: refused });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) choose(dropped);
  };
  const useGenerated = () =>
    remove.mutate(page, {
      onSuccess: () => {
        setAlt('');
        done('The page shows its generated picture again.');
      },
      onError: refused,
    });

  return (
    <div className={styles.layout}>
      <HeroPreview photo={photo} scene={scene} chosen={chosen} />
      <form className={formStyles.form} onSubmit={onSubmit} aria-label="Hero photograph" noValidate>
        {message && <Alert tone="danger">{message}</Alert>}
        <div
          className={styles.drop}
          data-over={over}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <TextField
            id="photo-file"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/tiff,image/avif"
            label={photo ? 'Replace with a picture' : 'Picture'}
            hint={`JPEG, PNG, WebP, TIFF or AVIF, at least ${SITE_PHOTO_MIN_WIDTH} px wide; or drop it here.`}
            error={errors.file ? `Picture ${errors.file}` : undefined}
            optional={Boolean(photo)}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </div>
        <TextField
          id="photo-alt"
          label="Alt text"
          hint="What the photograph shows, for people who cannot see it."
          error={errors.alt ? `Alt text ${errors.alt}` : undefined}
          maxLength={SITE_PHOTO_ALT_MAX}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
        />
        <div className={formStyles.actions}>
          <Button type="submit" variant="primary" loading={upload.isPending || changeAlt.isPending} disabled={busy}>
            {file || !photo ? 'Upload photograph' : 'Save alt text'}
          </Button>
          {photo && (
            <Button type="button" variant="ghost" disabled={busy} onClick={useGenerated}>
              Use the generated picture
            </Button>
          )}
          <a href={page} target="_blank" rel="noreferrer">
            View page
          </a>
          <span role="status">{status}</span>
        </div>
      </form>
    </div>
  );
}

/** /admin/photos: the hero photograph of `/`, `/lab`, `/club` and the 64 local pages, in place of the generated art. */
export function SitePhotosPage() {
  useDocumentTitle('Admin · Photos');
  const [params, setParams] = useSearchParams();
  const pages = sitePhotoPages();
  const page = params.get('page') ?? '/';
  const photos = useSitePhotos();
  const built = useQuery({ queryKey: ['built-copy'], queryFn: allBuiltContent, staleTime: Infinity });
  const byPage = new Map(photos.data?.photos.map((photo) => [photo.page, photo]));
  const scene = BUILT_SCENES[page] ?? built.data?.find((content) => content.path === page)?.bgImg;
  const options = pages.map((path) => ({
    value: path,
    label: `${byPage.has(path) ? '• ' : ''}${NAMES[path] ?? path}`,
  }));
  return (
    <div className={pageStyles.sections}>
      <header className={pageStyles.head}>
        <p className={pageStyles.eyebrow}>Admin · Lab</p>
        <h1 className={pageStyles.title}>Photos</h1>
        <p className={pageStyles.lede}>
          Put your own photograph on a page’s hero in place of the generated picture. No rebuild needed.
        </p>
      </header>
      <Select
        id="photo-page"
        label="Page"
        hint={`${byPage.size} of ${pages.length} pages have a photograph of their own (marked •).`}
        options={options}
        value={page}
        onChange={(event) => setParams({ page: event.target.value })}
      />
      {!pages.includes(page) && <Alert tone="danger">There is no such page: choose one above.</Alert>}
      {photos.isError && <Alert tone="danger">{photos.error.message}</Alert>}
      {photos.data && pages.includes(page) ? (
        <PhotoForm key={page} page={page} photo={byPage.get(page)} scene={scene} />
      ) : (
        !photos.isError && <Skeleton height={400} />
      )}
    </div>
  );
}
