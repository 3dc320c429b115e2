import { NEWSLETTER_SUCCESS_DELAY_MS, SUBSCRIBE_POPUP_DELAY_MS } from '@filmlab/domain';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../ui/dialog';
import { EmailForm } from './email-form';
import styles from './newsletter.module.css';
import { subscriberStore } from './subscriber-store';

/**
 * The newsletter modal (spec 2.10, 4): opens 15 s after load for a visitor who is not logged in and
 * has no subscriber; closable; after subscribing it welcomes them and closes 10 s later.
 */
export function NewsletterModal({
  isLoggedIn,
  delayMs = SUBSCRIBE_POPUP_DELAY_MS,
}: {
  isLoggedIn: boolean;
  /** The layout loads this file once the 15 s have passed and passes 0. */
  delayMs?: number;
}) {
  const [open, setOpen] = useState(() => delayMs === 0 && !subscriberStore.getState().email);
  const [welcomed, setWelcomed] = useState(false);

  useEffect(() => {
    if (isLoggedIn || delayMs === 0) return;
    const timer = window.setTimeout(() => {
      if (!subscriberStore.getState().email) setOpen(true);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [isLoggedIn, delayMs]);

  useEffect(() => {
    if (!welcomed) return;
    const timer = window.setTimeout(() => setOpen(false), NEWSLETTER_SUCCESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [welcomed]);

  return (
    <Dialog open={open && !isLoggedIn} onClose={() => setOpen(false)} title="Join The Community">
      {welcomed ? (
        <p className={styles.modalText}>Thanks for joining! Welcome to the community.</p>
      ) : (
        <>
          <p className={styles.modalText}>Stay up to date with the latest news, events and updates.</p>
          <EmailForm label="Your email address" tone="light" onSubscribed={() => setWelcomed(true)} />
        </>
      )}
    </Dialog>
  );
}
