import type { ScanDetail } from '@filmlab/api';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { useRotateScan, useUpdateScan } from '../api/mutations';
import { filmStock, frameNumber } from './film-data';
import { LabelEditor } from './label-editor';
import styles from './library.module.css';

/** The gallery's side panel: frame number, film data, the scan's words and labels, turn and download. */
export function ScanInfo({ userId, detail, base }: { userId: number; detail: ScanDetail; base: string }) {
  const { scan, filmRoll } = detail;
  const rotate = useRotateScan(userId, scan.id);
  const update = useUpdateScan(userId, scan.id);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(scan.name);
  const [description, setDescription] = useState(scan.description);
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ name: name.trim(), description: description.trim() }, { onSuccess: () => setEditing(false) });
  };
  return (
    <aside className={styles.galleryInfo} aria-label="About this frame">
      <p className={styles.galleryFrame}>
        Frame <strong>{frameNumber(scan.frame)}</strong> of {filmRoll.frames}
      </p>
      <p className={styles.galleryFilm}>
        <Link to={`${base}/rolls/${filmRoll.id}`}>{filmRoll.name || filmStock(filmRoll)}</Link>
        <span>
          {filmStock(filmRoll)} · {filmRoll.format} · {filmRoll.process}
        </span>
      </p>
      {editing ? (
        <form onSubmit={save} className={styles.galleryForm} aria-label="Rename and describe the frame">
          <label>
            Name
            <input value={name} maxLength={200} required onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            Description
            <textarea value={description} maxLength={2000} rows={3} onChange={(e) => setDescription(e.target.value)} />
          </label>
          {update.error && <p role="alert">{update.error.message}</p>}
          <div className={styles.actions}>
            <Button type="submit" size="sm" variant="primary" loading={update.isPending}>
              Save
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <h1 className={styles.galleryName}>{scan.name}</h1>
          {scan.description && <p>{scan.description}</p>}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setName(scan.name);
              setDescription(scan.description);
              setEditing(true);
            }}
          >
            Rename and describe
          </Button>
        </div>
      )}
      <LabelEditor userId={userId} target={{ kind: 'scan', id: scan.id }} kind="tag" labels={scan.tags} tone="dark" />
      <LabelEditor
        userId={userId}
        target={{ kind: 'scan', id: scan.id }}
        kind="location"
        labels={scan.locations}
        tone="dark"
      />
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => rotate.mutate(270)}
          loading={rotate.isPending}
          aria-label="Turn left"
        >
          ⟲ Turn left
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => rotate.mutate(90)}
          loading={rotate.isPending}
          aria-label="Turn right"
        >
          Turn right ⟳
        </Button>
      </div>
      {scan.status === 'PROCESSING' && <p role="status">Making the new copies of this frame…</p>}
      {scan.files.hiRes && (
        <a className={styles.download} href={scan.files.hiRes} download={scan.name}>
          Download this frame
        </a>
      )}
      {scan.files.tiff ? (
        <a className={styles.download} href={scan.files.tiff} download={`${scan.name.replace(/\.\w+$/, '')}.tif`}>
          Download TIFF
        </a>
      ) : (
        scan.tiffUnlocked && <p role="status">TIFF unlocked: we'll e-mail you when the lab has made it.</p>
      )}
    </aside>
  );
}
