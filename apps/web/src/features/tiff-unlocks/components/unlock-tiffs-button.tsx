import { formatCents } from '@filmlab/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { showToast } from '../../../ui/toast';
import { useUnlockPrice, useUnlockScans } from '../api/tiff-unlocks';

interface Props {
  userId: number;
  scanIds: readonly number[];
}

const frames = (count: number) => `${count} frame${count === 1 ? '' : 's'}`;

/**
 * "Unlock TIFFs" on a selection of frames: the price for the owner's plan (free for Very Nice and
 * up), a confirmation, then either the TIFFs at once or the order to pay on the order page.
 */
export function UnlockTiffsButton({ userId, scanIds }: Props) {
  const [open, setOpen] = useState(false);
  const price = useUnlockPrice(userId);
  const unlock = useUnlockScans(userId);
  const navigate = useNavigate();
  // The order is paid on its summary, under the same user pages (an admin's mirror keeps its prefix).
  const { pathname } = useLocation();
  const summaryOf = (orderId: number) =>
    `${pathname.startsWith('/admin/') ? '/admin' : ''}/users/${userId}/orders/${orderId}/summary`;
  const count = scanIds.length;
  const total = price === null ? null : price * count;
  const close = () => {
    setOpen(false);
    unlock.reset();
  };
  const confirm = () => {
    if (price === null) return;
    unlock.mutate(
      { scanIds: [...scanIds], pricePerUnlock: price },
      {
        onSuccess: (result) => {
          if (result.orderId !== null && result.total > 0) {
            void navigate(summaryOf(result.orderId));
            return;
          }
          if (result.orderId !== null) {
            showToast('These frames are already in an order waiting for payment', 'info');
            void navigate(summaryOf(result.orderId));
            return;
          }
          const waiting = result.unlocks.filter((u) => u.status === 'PENDING').length;
          showToast(
            waiting > 0
              ? `Unlocked. We'll e-mail you when the TIFF${waiting === 1 ? ' is' : 's are'} ready.`
              : 'Unlocked: download the TIFFs from each frame.',
          );
          close();
        },
      },
    );
  };

  return (
    <>
      <Button size="sm" disabled={count === 0 || price === null} onClick={() => setOpen(true)}>
        Unlock TIFFs
        {price === null || count === 0 ? '' : price === 0 ? ' (included)' : ` (${formatCents(price * count)})`}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={`Unlock TIFFs of ${frames(count)}`}
        actions={
          <>
            <Button onClick={close}>Cancel</Button>
            <Button variant="primary" loading={unlock.isPending} onClick={confirm}>
              {price === 0 ? 'Unlock' : 'Continue to payment'}
            </Button>
          </>
        }
      >
        {price === 0 ? (
          <p>16-bit TIFFs are included in your membership: unlocking {frames(count)} is free.</p>
        ) : (
          <p>
            16-bit TIFFs are {formatCents(price ?? 0)} per frame: {formatCents(total ?? 0)} for {frames(count)}, plus
            tax. You'll pay with a saved or new card on the next page. Very Nice members get TIFFs included.
          </p>
        )}
        <p>Where the lab already has a frame's TIFF it is ready at once; the others follow by e-mail.</p>
        {unlock.isError && <Alert tone="danger">{unlock.error.message}</Alert>}
      </Dialog>
    </>
  );
}
