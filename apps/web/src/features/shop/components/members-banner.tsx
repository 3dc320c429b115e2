import {
  formatCents,
  isActiveMember,
  purchaseBanner,
  type AccessPhase,
  type Buyer,
  type PricedProduct,
} from '@filmlab/domain';
import styles from './shop.module.css';

const PURCHASE_PAGE = '/memberships/purchase';

/**
 * Spec 2.10 and section 4: before the public launch, the members-only banner (joining opens the
 * purchase page in a new tab); afterwards, for people who are not active members, the call to
 * join and pay the member price. Active members need neither.
 */
export function MembersBanner({ phase, priced, buyer }: { phase: AccessPhase; priced: PricedProduct; buyer: Buyer }) {
  const banner = purchaseBanner(phase, priced);
  const member = isActiveMember(buyer);
  if (banner.kind === 'members-only') {
    return (
      <aside className={styles.banner} aria-label="Members only">
        <p className={styles.bannerTitle}>Members Only</p>
        {!member && (
          <a href={PURCHASE_PAGE} target="_blank" rel="noopener noreferrer">
            Become a member to access sooner
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </aside>
    );
  }
  if (banner.kind === 'join-and-pay' && !member) {
    return (
      <aside className={styles.banner} aria-label="Member price">
        <a href={PURCHASE_PAGE} target="_blank" rel="noopener noreferrer">
          Join &amp; Pay {formatCents(banner.memberPrice)}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </aside>
    );
  }
  return null;
}
