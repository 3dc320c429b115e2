import type { SharedScan } from '@filmlab/api';
import { scanSrcSet } from '@filmlab/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { PageLoader } from '../../../ui/spinner';
import { useSharedScans } from '../api/shares';
import { SharedViewer } from './shared-viewer';
import styles from './sharing.module.css';

/**
 * How wide a tile is drawn (.grid: columns of at least 220 px, so one is under 460 px wide, or the
 * whole width of a phone): the browser takes the smallest derivative at least this wide.
 */
const TILE_SIZES = '(max-width: 520px) calc(100vw - 32px), 460px';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/**
 * /shared-scans/{code} (spec 2.2, shop layout): the frames a member shared, in a grid and a viewer.
 * Nothing here names the member or links to their other scans.
 */
export function SharedScansPage({ code }: { code: string }) {
  const page = useSharedScans(code);
  const [open, setOpen] = useState<number | null>(null);
  useDocumentTitle(page.data?.title ?? 'Shared scans');

  if (page.isPending) return <PageLoader label="Loading the photos…" />;
  if (page.isError) {
    const gone = page.error instanceof ApiError && page.error.status === 404;
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{gone ? 'This link does not work' : 'Something went wrong'}</h1>
        <p className={styles.lede}>
          {gone
            ? 'It has expired, was turned off by the person who shared it, or never existed. Ask them for a new link.'
            : page.error.message}
        </p>
      </div>
    );
  }
  const { scans, title, description, allowDownload, expiresAt } = page.data;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Shared scans</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lede}>{description}</p>
        <p className={styles.hint}>
          {allowDownload ? 'You may download these photos.' : 'View only.'}
          {expiresAt ? ` This link works until ${day.format(new Date(expiresAt))}.` : ''}
        </p>
      </header>
      {scans.length === 0 && <Alert>These photos are no longer here.</Alert>}
      <ul className={styles.grid} aria-label="Shared frames">
        {scans.map((scan, index) => (
          <li key={scan.id}>
            <button type="button" className={styles.cell} onClick={() => setOpen(index)} aria-label={labelOf(scan)}>
              {scan.files.thumbnail ? (
                <img
                  src={scan.files.thumbnail}
                  srcSet={scanSrcSet(
                    { thumbnail: scan.files.thumbnail, midRes: scan.files.midResOptimized ?? scan.files.midRes },
                    scan.width,
                    scan.height,
                  )}
                  sizes={TILE_SIZES}
                  alt={scan.description || scan.name}
                  width={scan.width ?? undefined}
                  height={scan.height ?? undefined}
                  loading="lazy"
                  decoding="async"
                  style={{ aspectRatio: ratioOf(scan) }}
                />
              ) : (
                <span className={styles.waiting} style={{ aspectRatio: ratioOf(scan) }}>
                  Processing
                </span>
              )}
              <span className={styles.caption}>
                <span className={styles.mono}>{String(scan.frame).padStart(2, '0')}</span> {scan.name}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null && scans[open] && (
        <SharedViewer
          code={code}
          scans={scans}
          index={open}
          allowDownload={allowDownload}
          onMove={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}

const ratioOf = (scan: SharedScan) => (scan.width && scan.height ? `${scan.width} / ${scan.height}` : '3 / 2');
const labelOf = (scan: SharedScan) => `Open frame ${scan.frame}, ${scan.name}`;
