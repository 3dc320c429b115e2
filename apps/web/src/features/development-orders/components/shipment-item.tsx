import type { OrderShipment } from '@filmlab/api';
import {
  orderNumber,
  serviceLevelLabel,
  shipmentMethodLabel,
  shipmentStageLabel,
  type ServiceLevel,
} from '@filmlab/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ExternalLinkButton } from '../../../ui/link-button';
import { useBuyLabel } from '../api/labels';

/** The label link kept in the carrier's record (spec section 3: postageLabel.labelUrl). */
export function labelUrlOf(shipment: Pick<OrderShipment, 'carrierShipment'>): string | null {
  if (!shipment.carrierShipment) return null;
  try {
    const record = JSON.parse(shipment.carrierShipment) as { postageLabel?: { labelUrl?: unknown } };
    return typeof record.postageLabel?.labelUrl === 'string' ? record.postageLabel.labelUrl : null;
  } catch {
    return null;
  }
}

/** One shipment on the order summary: how it travels, its tracking and where the parcel is, and a prepaid label to download or retry. */
export function ShipmentItem({
  shipment,
  userId,
  orderId,
}: {
  shipment: OrderShipment;
  userId: number;
  orderId: number;
}) {
  const buy = useBuyLabel(userId, orderId);
  const [error, setError] = useState<string | null>(null);
  const labelUrl = labelUrlOf(shipment);
  const stage = shipmentStageLabel(shipment);
  const isLabel = shipment.method === 'PREPAID_LABEL' && !shipment.toCustomer;
  const retry = async () => {
    setError(null);
    try {
      await buy.mutateAsync(shipment.id);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The label could not be made. Please try again.');
    }
  };
  return (
    <li>
      {shipment.toCustomer ? 'Back to you: ' : 'To the lab: '}
      {shipmentMethodLabel(shipment.method)}
      {shipment.serviceLevel ? ` · ${serviceLevelLabel(shipment.serviceLevel as ServiceLevel)}` : ''}
      {shipment.trackingNumber ? ` · tracking ${shipment.trackingNumber}` : ''}
      {stage && (
        <>
          {' · '}
          <strong>{stage}</strong>
        </>
      )}
      {isLabel && labelUrl && (
        <div>
          <ExternalLinkButton href={labelUrl} download={`label-order-${orderNumber(orderId)}.png`} size="sm">
            Download label
          </ExternalLinkButton>
        </div>
      )}
      {isLabel && !shipment.trackingNumber && (
        <>
          {(error ?? shipment.labelError) && <Alert tone="danger">{error ?? shipment.labelError}</Alert>}
          {/* Without an error the purchase never finished (the server stopped, or the order predates labels). */}
          <div>
            <Button size="sm" onClick={() => void retry()} loading={buy.isPending}>
              {shipment.labelError || error ? 'Try the label again' : 'Make the label'}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
