import { normalizeSocialHandle } from '@filmlab/domain';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { useSubmitScan } from '../api/submissions';
import { lastSocialHandle, rememberSocialHandle } from '../handle-store';
import styles from './community.module.css';

interface Props {
  userId: number;
  /** The frames to submit: one from the gallery viewer, the selection from a roll. */
  scanIds: readonly number[];
  size?: 'sm' | 'md';
}

/** "Submit to community": the member's handle (remembered from last time), the consent text, thanks. */
export function SubmitScanButton({ userId, scanIds, size = 'sm' }: Props) {
  const [open, setOpen] = useState(false);
  const [handle, setHandle] = useState('');
  const [done, setDone] = useState(false);
  const submit = useSubmitScan(userId);
  const doneButton = useRef<HTMLButtonElement>(null);
  // The Submit button is gone once sent: focus moves to what replaces it, inside the dialog.
  useEffect(() => {
    if (done) doneButton.current?.focus();
  }, [done]);
  const count = scanIds.length;
  const name = normalizeSocialHandle(handle, '');
  const frames = count === 1 ? 'this photo' : `these ${count} photos`;

  const start = () => {
    setHandle(lastSocialHandle());
    setDone(false);
    submit.reset();
    setOpen(true);
  };
  const send = async () => {
    try {
      // One at a time: a frame still processing is refused on its own, and says so.
      for (const scanId of scanIds) await submit.mutateAsync({ scanId, socialHandle: handle });
      rememberSocialHandle(name);
      setDone(true);
    } catch {
      // The error is shown from the mutation's state.
    }
  };

  return (
    <>
      <Button size={size} disabled={count === 0} onClick={start}>
        Submit to community
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={done ? 'Thank you!' : `Submit ${frames} to the community gallery`}
        actions={
          done ? (
            <Button ref={doneButton} variant="primary" onClick={() => setOpen(false)}>
              Done
            </Button>
          ) : (
            <>
              <Button onClick={() => setOpen(false)}>Cancel</Button>
              <Button variant="primary" loading={submit.isPending} onClick={() => void send()}>
                Submit
              </Button>
            </>
          )
        }
      >
        {done ? (
          <p>
            We have {frames}. Our team looks at every submission; if we pick it, it shows in the gallery on our home
            page{name ? `, credited to @${name}` : ''}.
          </p>
        ) : (
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <TextField
              label="Your social handle"
              optional
              autoComplete="off"
              value={handle}
              onChange={(event) => setHandle(event.target.value)}
              hint={name ? `We'll credit @${name}.` : 'Your @name or profile link. Leave it empty to post it as ours.'}
            />
            <p className={styles.consent}>
              By submitting, you let us show {frames} in the gallery on our website and share it on our social accounts,
              credited to your handle. You keep your rights to it, and we take it down whenever you ask.
            </p>
            {submit.isError && <Alert tone="danger">{submit.error.message}</Alert>}
          </form>
        )}
      </Dialog>
    </>
  );
}
