import { Navigate, useLocation, useParams } from 'react-router';
import { ContactSheetPage } from '../../features/library/components/contact-sheet-page';
import { GalleryPage } from '../../features/library/components/gallery-page';
import { LibraryPage } from '../../features/library/components/library-page';
import { RollPage } from '../../features/library/components/roll-page';
import { SubmitScanButton } from '../../features/community/components/submit-scan-button';
import { RetentionNotice, RollRemovalNote } from '../../features/retention/components/retention-notice';
import { useSession } from '../../features/session/use-session';
import { ShareButton } from '../../features/sharing/components/share-dialog';
import { UnlockTiffsButton } from '../../features/tiff-unlocks/components/unlock-tiffs-button';
import { ZipDownloadButton } from '../../features/zip-downloads/components/zip-download-button';

const positive = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** The user whose library this is, and where their pages live (/users/{id} or /admin/users/{id}). */
function useLibraryOwner() {
  const { userId } = useParams();
  const { pathname } = useLocation();
  const id = positive(userId);
  const base = `${pathname.startsWith('/admin/') ? '/admin' : ''}/users/${userId}`;
  return { userId: id, base };
}

/** /users/{id} and /users/{id}/rolls (spec 2.3). */
export function LibraryRoute() {
  const { userId, base } = useLibraryOwner();
  const { user } = useSession();
  if (userId === null) return <Navigate to="/" replace />;
  return (
    <LibraryPage
      userId={userId}
      base={base}
      staff={user?.role === 'ADMIN'}
      notice={<RetentionNotice userId={userId} />}
    />
  );
}

/** /users/{id}/rolls/{rollId}. */
export function RollRoute() {
  const { userId, base } = useLibraryOwner();
  const rollId = positive(useParams().rollId);
  const { user } = useSession();
  if (userId === null || rollId === null) return <Navigate to={`${base}/rolls`} replace />;
  return (
    <RollPage
      key={rollId}
      userId={userId}
      rollId={rollId}
      base={base}
      isStaff={user?.role === 'ADMIN'}
      rollActions={
        <>
          <ZipDownloadButton userId={userId} target={{ rollId }} />
          <RollRemovalNote userId={userId} rollId={rollId} />
        </>
      }
      selectionActions={(scanIds) => (
        <>
          <ShareButton userId={userId} scanIds={scanIds} />
          <SubmitScanButton userId={userId} scanIds={scanIds} />
          <ZipDownloadButton userId={userId} target={{ scanIds }} label="Download zip of selection" size="sm" />
          <UnlockTiffsButton userId={userId} scanIds={scanIds} />
        </>
      )}
    />
  );
}

/** /users/{id}/gallery/{galleryImageId}. */
export function GalleryRoute() {
  const { userId, base } = useLibraryOwner();
  const scanId = positive(useParams().galleryImageId);
  if (userId === null || scanId === null) return <Navigate to={`${base}/rolls`} replace />;
  return (
    <GalleryPage
      userId={userId}
      scanId={scanId}
      base={base}
      actions={<SubmitScanButton userId={userId} scanIds={[scanId]} />}
    />
  );
}

/** /users/{id}/rolls/{rollId}/digital-contact-sheet. */
export function ContactSheetRoute() {
  const { userId, base } = useLibraryOwner();
  const rollId = positive(useParams().rollId);
  if (userId === null || rollId === null) return <Navigate to={`${base}/rolls`} replace />;
  return <ContactSheetPage userId={userId} rollId={rollId} base={base} />;
}
