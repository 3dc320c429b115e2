import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

/** The free USPS label flow (spec 2.13) arrives with orders; until then the dialog says so. */
export function ShippingLabelDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Request USPS Shipping Label"
      actions={
        <Button variant="ink" onClick={onClose}>
          Got It
        </Button>
      }
    >
      <p>
        Soon you'll pick an open order and a return address here, and we'll make you a free prepaid USPS label to print
        at home.
      </p>
      <p>This is coming soon — we're developing it now.</p>
    </Dialog>
  );
}
