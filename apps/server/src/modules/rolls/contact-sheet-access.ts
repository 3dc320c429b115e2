import { PLAN_IDS, contactSheetAccess, isOneOf, type ContactSheetAccess } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { findMembership } from '../memberships/find-membership.js';
import { findFirstOrderId } from '../orders/order-service.js';
import type { RollRecord } from './store.js';

/** Whether the roll's owner gets a contact sheet for it (spec section 9), from their plan and first order. */
export async function contactSheetAccessFor(options: {
  db: Db;
  viewerIsStaff: boolean;
  roll: Pick<RollRecord, 'customerId' | 'orderId'>;
}): Promise<ContactSheetAccess> {
  const { db, roll } = options;
  if (options.viewerIsStaff) return { allowed: true };
  const [membership, firstOrderId] = await Promise.all([
    findMembership({ db, userId: roll.customerId }),
    findFirstOrderId(db, roll.customerId),
  ]);
  return contactSheetAccess({
    viewerIsStaff: false,
    planId: isOneOf(PLAN_IDS, membership.plan) ? membership.plan : 'NON_MEMBER',
    memberActive: membership.status === 'renewing' || membership.status === 'expiring',
    rollOrderId: roll.orderId,
    firstOrderId,
  });
}
