import type { CatalogueImage } from '@filmlab/api';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { showToast } from '../../../ui/toast';
import { deleteImage, uploadImage, type ImageOwner } from '../api/images';
import styles from './catalogue.module.css';
import { checkImageFile, IMAGE_MAX_MB } from './image-file';

export interface ImageManagerProps {
  owner: ImageOwner;
  images: readonly CatalogueImage[];
  /** What the images show, for the buttons' accessible names: 'Kodak Portra 400'. */
  ownerName: string;
  /** Called after an upload or a delete so the owner is read again. */
  onChange: () => void | Promise<unknown>;
}

/** Shows an owner's images; uploads one (type and size checked first, progress shown) and deletes after asking. */
export function ImageManager({ owner, images, ownerName, onChange }: ImageManagerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<CatalogueImage | null>(null);
  const [deleting, setDeleting] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setError(null);
    const check = checkImageFile(chosen);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setProgress(0);
    try {
      await uploadImage(owner, check.file, setProgress);
      await onChange();
      showToast('Image uploaded.');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setProgress(null);
    }
  };

  const confirmDelete = async () => {
    if (!doomed) return;
    setDeleting(true);
    try {
      await deleteImage(owner, doomed.path);
      await onChange();
      showToast('Image deleted.');
      setDoomed(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setDoomed(null);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className={styles.form}>
      {error && <Alert tone="danger">{error}</Alert>}
      {images.length === 0 ? (
        <p className={styles.muted}>No images yet. The first image is the one lists and the shop show.</p>
      ) : (
        <ul className={styles.images} aria-label={`Images of ${ownerName}`}>
          {images.map((image, index) => (
            <li key={image.id} className={styles.imageCard}>
              <img
                src={image.small?.read ?? image.read}
                alt={image.alt || `${ownerName}, image ${index + 1}`}
                width={image.width ?? 160}
                height={image.height ?? 160}
                loading="lazy"
              />
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setDoomed(image)}
                aria-label={`Delete image ${index + 1} of ${ownerName}`}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.toolbar}>
        <p className={styles.muted}>JPEG, PNG or WebP, up to {IMAGE_MAX_MB} MB.</p>
        <input
          ref={inputRef}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={`Image file for ${ownerName}`}
          onChange={(event) => void onFile(event)}
        />
        <Button onClick={() => inputRef.current?.click()} loading={progress !== null}>
          Upload Image
        </Button>
      </div>
      {progress !== null && (
        <div className={styles.progress}>
          <label htmlFor={progressId}>Uploading… {progress}%</label>
          <progress id={progressId} max={100} value={progress} />
        </div>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title="Delete this image?"
        confirmLabel="Delete Image"
        busy={deleting}
        onCancel={() => setDoomed(null)}
        onConfirm={() => void confirmDelete()}
      >
        <p>The image is removed from {ownerName} and from the shop. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
