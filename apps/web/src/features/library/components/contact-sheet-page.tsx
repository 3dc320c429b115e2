import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import { PageLoader } from '../../../ui/spinner';
import { downloadContactSheet } from '../api/mutations';
import { useRoll } from '../api/rolls';
import { useRollScans } from '../api/scans';
import { filmStock, frameNumber, rollDate, rollTitle } from './film-data';
import { FrameImage } from './frame-image';
import styles from './library.module.css';

/**
 * /rolls/{rollId}/digital-contact-sheet: the whole roll on one page with frame numbers and the
 * roll's film data, laid out for printing, and the same sheet as a PDF made by the server.
 */
export function ContactSheetPage({ userId, rollId, base }: { userId: number; rollId: number; base: string }) {
  const roll = useRoll(userId, rollId);
  const frames = useRollScans(userId, rollId, false);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(roll.data ? `Contact sheet · ${rollTitle(roll.data)}` : 'Contact sheet');
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = frames;
  // The sheet is the whole roll: keep loading until every frame is here.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (roll.isPending) return <PageLoader label="Loading the contact sheet…" />;
  if (roll.isError) return <Alert tone="danger">{roll.error.message}</Alert>;
  const data = roll.data;
  if (!data.contactSheet.available) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Contact sheet</h1>
        <p className={styles.lede}>{data.contactSheet.reason}</p>
        <div className={styles.actions}>
          <LinkButton to="/memberships/purchase" variant="primary">
            Become a member
          </LinkButton>
          <LinkButton to={`${base}/rolls/${data.id}`}>Back to the roll</LinkButton>
        </div>
      </div>
    );
  }
  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      await downloadContactSheet(userId, rollId);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The contact sheet could not be made.');
    } finally {
      setDownloading(false);
    }
  };
  const shown = frames.scans.filter((scan) => scan.status !== 'FAILED');
  return (
    <div className={`${styles.page} ${styles.sheet}`}>
      <header className={styles.sheetHeader}>
        <div>
          <p className={styles.eyebrow}>
            <Link to={`${base}/rolls/${data.id}`}>{rollTitle(data)}</Link> / Contact sheet
          </p>
          <h1 className={styles.title}>{rollTitle(data)}</h1>
          <p className={styles.rollFilm}>
            <span className={styles.mono}>{filmStock(data)}</span>
            <span>{data.format}</span>
            <span>{data.process}</span>
            <time dateTime={data.createdAt}>{rollDate(data.createdAt)}</time>
            <span>{shown.length} frames</span>
          </p>
        </div>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <Button variant="primary" onClick={() => void download()} loading={downloading}>
            Download PDF
          </Button>
          <Button onClick={() => window.print()}>Print</Button>
        </div>
      </header>
      {error && <Alert tone="danger">{error}</Alert>}
      <ol className={styles.sheetGrid} aria-label="Frames">
        {shown.map((scan) => (
          <li key={scan.id}>
            <FrameImage
              src={scan.files.midRes ?? scan.files.thumbnail}
              thumbhash={scan.thumbhash}
              width={scan.width}
              height={scan.height}
              alt={scan.description || scan.name}
              loading="eager"
            />
            <span className={styles.frameCaption}>
              <span className={styles.frameNo}>{frameNumber(scan.frame)}</span>
              <span className={styles.frameName}>{scan.name}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
