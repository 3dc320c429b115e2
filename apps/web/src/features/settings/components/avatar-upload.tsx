import { profilePicFileTypes, profilePicMaxBytes, type User } from '@filmlab/api';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { Avatar } from '../../../ui/avatar';
import { buttonClassName } from '../../../ui/button-styles';
import { showToast } from '../../../ui/toast';
import { useUploadProfilePic, type AvatarFileType } from '../api/upload-profile-pic';
import styles from './settings.module.css';

const isAvatarFile = (file: File): file is File & { type: AvatarFileType } =>
  (profilePicFileTypes as readonly string[]).includes(file.type);

const MAX_MB = Math.round(profilePicMaxBytes / (1024 * 1024));

/** Profile photo: JPEG or PNG only (spec section 5), with a preview and upload progress. */
export function AvatarUpload({ user }: { user: User }) {
  const inputId = useId();
  const upload = useUploadProfilePic(user.id);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!isAvatarFile(file)) {
      setError('Please choose a JPEG or PNG image.');
      return;
    }
    if (file.size > profilePicMaxBytes) {
      setError(`That image is over ${MAX_MB} MB. Please choose a smaller one.`);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => showToast('Your new photo is saved.'),
        onError: (failure) => {
          setError(failure.message);
          setPreview(null);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const name = `${user.firstName} ${user.lastName}`;
  return (
    <div className={styles.form}>
      {error && <Alert tone="danger">{error}</Alert>}
      <div className={styles.avatarRow}>
        <Avatar name={name} src={preview ?? user.profileImageUrl} size={96} />
        <div className={styles.form}>
          <input
            id={inputId}
            className={styles.fileInput}
            type="file"
            accept={profilePicFileTypes.join(',')}
            onChange={onChange}
            disabled={upload.isPending}
          />
          <label
            htmlFor={inputId}
            className={buttonClassName({ variant: 'secondary' })}
            aria-disabled={upload.isPending || undefined}
          >
            {user.profileImageUrl ? 'Change Photo' : 'Upload Photo'}
          </label>
          <p className={styles.sectionText}>JPEG or PNG, up to {MAX_MB} MB.</p>
        </div>
        {progress !== null && (
          <div className={styles.progress}>
            <label htmlFor={`${inputId}-progress`}>Uploading… {progress}%</label>
            <progress id={`${inputId}-progress`} max={100} value={progress} />
          </div>
        )}
      </div>
    </div>
  );
}
