import type { TiffUnlockTask } from '@filmlab/api';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { Table } from '../../../ui/table';
import { showToast } from '../../../ui/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFinishUnlock, usePendingUnlocks, useStartMasterUpload } from '../api/tiff-unlocks';
import pageStyles from '../../../ui/page.module.css';
import styles from './tiff-unlocks-page.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One task: pick the TIFF master (it uploads at once), then mark it done, which e-mails the member. */
function TaskActions({ task }: { task: TiffUnlockTask }) {
  const start = useStartMasterUpload();
  const finish = useFinishUnlock();
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState(task.uploadStarted);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = `tiff-master-${task.id}`;

  const upload = async (file: File) => {
    setProblem(null);
    setUploading(true);
    try {
      const { upload: link } = await start.mutateAsync(task.id);
      const sent = await fetch(link.url, { method: 'PUT', headers: link.headers, body: file });
      if (!sent.ok) throw new Error('The upload did not go through. Check the file and try again.');
      setUploaded(true);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The upload did not go through. Try again.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.actions}>
      <label htmlFor={inputId}>TIFF master</label>
      <input
        id={inputId}
        type="file"
        accept="image/tiff,.tif,.tiff"
        disabled={uploading}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button
        size="sm"
        variant="primary"
        disabled={!uploaded || uploading}
        loading={finish.isPending}
        onClick={() =>
          finish.mutate(task.id, {
            onSuccess: () => showToast(`Done: ${task.member.name || task.member.email} is told`),
          })
        }
      >
        Mark done
      </Button>
      {problem && <Alert tone="danger">{problem}</Alert>}
      {finish.isError && <Alert tone="danger">{finish.error.message}</Alert>}
    </div>
  );
}

/** /admin/tiff-unlocks: paid TIFF unlocks whose frame has no master yet, oldest first. */
export function TiffUnlocksPage() {
  useDocumentTitle('Admin · TIFF Unlocks');
  const tasks = usePendingUnlocks();
  const rows = tasks.data?.unlocks ?? [];
  return (
    <div className={pageStyles.sections}>
      <header className={pageStyles.head}>
        <p className={pageStyles.eyebrow}>Admin · Lab</p>
        <h1 className={pageStyles.title}>TIFF unlocks</h1>
        <p className={pageStyles.lede}>
          Members paid for these 16-bit TIFFs and the lab has no master yet. Scan or export the frame, upload its TIFF,
          then mark it done: the member gets an e-mail that it is ready.
        </p>
      </header>
      {tasks.isError && <Alert tone="danger">{tasks.error.message}</Alert>}
      {tasks.isPending ? (
        <Skeleton height={240} />
      ) : (
        <Table aria-busy={tasks.isFetching || undefined}>
          <caption className="visually-hidden">TIFF unlocks waiting for a master</caption>
          <thead>
            <tr>
              <th scope="col">Roll</th>
              <th scope="col">Frame</th>
              <th scope="col">Member</th>
              <th scope="col">Paid</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={5}>Nothing waiting: every unlocked frame has its TIFF.</td>
              </tr>
            )}
            {rows.map((task) => (
              <tr key={task.id}>
                <td>{task.roll.name}</td>
                <td className={styles.mono}>
                  {task.frame} · {task.scanName}
                </td>
                <td>
                  {task.member.name || task.member.email}
                  <br />
                  <span className={styles.mono}>{task.member.email}</span>
                </td>
                <td>{when(task.paidAt)}</td>
                <td>
                  <TaskActions task={task} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
