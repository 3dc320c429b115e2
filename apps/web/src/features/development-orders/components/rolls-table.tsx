import type { DevelopmentOrder } from '@filmlab/api';
import { Link } from 'react-router';
import { Table } from '../../../ui/table';
import { formatLabDay } from '../api/order-status';
import styles from './orders.module.css';
import { RollLabelLinks } from './roll-label-links';
import { SCAN_QUALITY_LABELS } from './roll-editor';

/** A roll's stage in the customer's words, and in the lab's for staff. */
const STAGES: Readonly<Record<string, { customer: string; staff: string }>> = {
  CREATED: { customer: 'Waiting for your film', staff: 'Not received yet' },
  RECEIVED: { customer: 'Received', staff: 'Received' },
  DEVELOPED: { customer: 'Developed', staff: 'Developed' },
  SCANNED: { customer: 'Scanned', staff: 'Scanned' },
  SYNCED: { customer: 'Ready to view', staff: 'Synced to the library' },
  NEGATIVES_RETURNED: { customer: 'Negatives sent back', staff: 'Negatives returned' },
};

/**
 * The order's rolls: each links to its page in the library, and its stage comes second so a phone
 * shows it without scrolling the table sideways.
 */
export function RollsTable({
  userId,
  rolls,
  staff,
}: {
  userId: number;
  rolls: DevelopmentOrder['rolls'];
  staff: boolean;
}) {
  const base = `${staff ? '/admin' : ''}/users/${userId}/rolls`;
  return (
    <>
      <h2 className={styles.sectionTitle}>Rolls</h2>
      <Table>
        <thead>
          <tr>
            <th scope="col">Roll</th>
            <th scope="col">Stage</th>
            <th scope="col">Process</th>
            <th scope="col">Scans</th>
            {staff && <th scope="col">Roll label</th>}
          </tr>
        </thead>
        <tbody>
          {rolls.map((roll, index) => (
            <tr key={roll.id}>
              <td>
                <Link to={`${base}/${roll.id}`}>
                  {index + 1}. {[roll.brand, roll.model].filter(Boolean).join(' ') || 'Roll'}
                </Link>{' '}
                · {roll.format}
              </td>
              <td>
                {STAGES[roll.status]?.[staff ? 'staff' : 'customer'] ?? roll.status}
                {roll.estimatedReadyOn ? ` · ready by ${formatLabDay(roll.estimatedReadyOn)}` : ''}
              </td>
              <td>
                {roll.process}
                {roll.pushPull !== 0 ? ` (${roll.pushPull > 0 ? '+' : ''}${roll.pushPull})` : ''}
                {roll.rush ? ' · Rush' : ''}
              </td>
              <td>{SCAN_QUALITY_LABELS[roll.scanQuality]}</td>
              {staff && (
                <td>
                  <RollLabelLinks rollId={roll.id} received={roll.status !== 'CREATED'} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
