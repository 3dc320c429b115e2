import { capitalizeMessage, formatCents, orderNumber } from '@filmlab/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { resetDraft } from '../../../lib/development-draft-reset';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ExternalLinkButton, LinkButton } from '../../../ui/link-button';
import { Select } from '../../../ui/select';
import { eligibleForFreeLabel, useFreeLabelChoices, useRequestFreeLabel } from '../api/free-label';

/** Spec section 8: the server's message, capitalised. */
const messageOf = (error: unknown) =>
  capitalizeMessage(error instanceof ApiError || error instanceof Error ? error.message : 'something went wrong');

/**
 * The free USPS label (spec 2.13): choose an open order without a prepaid label and the return
 * address, confirm, and the label downloads. Without an eligible order, Create New Order.
 */
export function ShippingLabelDialog({
  open,
  onClose,
  userId,
  newOrderPath,
}: {
  open: boolean;
  onClose: () => void;
  /** Whose orders: the signed-in customer, or the customer an admin is looking at. */
  userId: number;
  newOrderPath: string;
}) {
  const { orders, addresses, labelProduct } = useFreeLabelChoices(userId, open);
  const request = useRequestFreeLabel(userId);
  const [orderId, setOrderId] = useState('');
  const [addressId, setAddressId] = useState('');
  const download = useRef<HTMLAnchorElement>(null);
  const label = request.data;

  // The label link is downloaded as soon as it arrives; the link stays for a second try.
  useEffect(() => {
    if (label) download.current?.click();
  }, [label]);

  const close = () => {
    request.reset();
    setOrderId('');
    setAddressId('');
    onClose();
  };
  const eligible = (orders.data ?? []).filter(eligibleForFreeLabel);
  const saved = addresses.data ?? [];
  const chosenOrder = orderId || String(eligible[0]?.id ?? '');
  const chosenAddress = addressId || String(saved.find((a) => a.primary)?.id ?? saved[0]?.id ?? '');
  const loadError = orders.error ?? addresses.error ?? labelProduct.error;
  const loading = orders.isPending || addresses.isPending || labelProduct.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!labelProduct.data || !chosenOrder || !chosenAddress) return;
    request.mutate({ orderId: Number(chosenOrder), addressId: Number(chosenAddress), productId: labelProduct.data.id });
  };

  let body;
  let actions;
  if (label) {
    body = (
      <>
        <Alert tone="success">Your label is ready. Print it and stick it on your package.</Alert>
        <ExternalLinkButton ref={download} href={label.labelUrl} download={label.fileName} variant="primary">
          Download Label
        </ExternalLinkButton>
      </>
    );
    actions = <Button onClick={close}>Done</Button>;
  } else if (loadError) {
    body = <Alert tone="danger">{messageOf(loadError)}</Alert>;
    actions = <Button onClick={close}>Close</Button>;
  } else if (loading) {
    body = <p role="status">Loading your open orders…</p>;
  } else if (eligible.length === 0) {
    body = <p>You have no open order waiting for a shipping label. Start an order and we'll make you one.</p>;
    actions = (
      <LinkButton
        to={newOrderPath}
        variant="primary"
        onClick={() => {
          resetDraft();
          close();
        }}
      >
        Create New Order
      </LinkButton>
    );
  } else {
    body = (
      <form id="free-label-form" onSubmit={submit}>
        <Select
          label="Order"
          value={chosenOrder}
          onChange={(event) => setOrderId(event.currentTarget.value)}
          options={eligible.map((order) => ({
            value: String(order.id),
            label: `Order #${orderNumber(order.id)} · ${new Date(order.createdAt).toLocaleDateString()} · ${formatCents(order.total)}`,
          }))}
        />
        {saved.length > 0 ? (
          <Select
            label="Return address"
            value={chosenAddress}
            onChange={(event) => setAddressId(event.currentTarget.value)}
            options={saved.map((a) => ({
              value: String(a.id),
              label: `${a.address1}${a.address2 ? ` ${a.address2}` : ''}, ${a.city}, ${a.state} ${a.zip}`,
            }))}
          />
        ) : (
          <Alert tone="danger">Add an address in your settings first: the label is sent from it.</Alert>
        )}
        {request.error && <Alert tone="danger">{messageOf(request.error)}</Alert>}
      </form>
    );
    actions = (
      <>
        <Button onClick={close}>Cancel</Button>
        <Button
          type="submit"
          form="free-label-form"
          variant="primary"
          loading={request.isPending}
          disabled={saved.length === 0}
        >
          Get Label
        </Button>
      </>
    );
  }

  return (
    <Dialog open={open} onClose={close} title="Request USPS Shipping Label" actions={actions}>
      {body}
    </Dialog>
  );
}
