import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useClaimVendorOrder } from '../api/vendor-orders';
import styles from './vendor-orders.module.css';

/**
 * /claim-order?token=: the walk-in customer's link from the e-mail. Claiming waits for a press (a mail
 * scanner opening the link claims nothing), then says where the order now is.
 */
export function ClaimOrderPage() {
  useDocumentTitle('Claim Your Order');
  const token = useSearchParams()[0].get('token') ?? '';
  const claim = useClaimVendorOrder();
  const result = claim.data;

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>Your film</p>
        <h1 className={styles.title}>Claim your order</h1>
        <p className={styles.lede}>
          A shop sent your film to our lab. Claim the order to follow its progress and see your scans in your account.
        </p>
      </header>
      {!token && <Alert tone="danger">This link is missing its code. Open the link from the e-mail again.</Alert>}
      {claim.isError && <Alert tone="danger">{claim.error.message}</Alert>}
      {result ? (
        <Alert tone="success" title={`Order ${result.orderNumber} is yours`}>
          {result.accountCreated ? (
            <>We made your account for {result.email} and e-mailed you a link to choose your password.</>
          ) : (
            <>
              It is in your account ({result.email}). <Link to="/login">Log in</Link> to follow it.
            </>
          )}
        </Alert>
      ) : (
        token && (
          <div>
            <Button size="lg" loading={claim.isPending} onClick={() => claim.mutate(token)}>
              Claim my order
            </Button>
          </div>
        )
      )}
    </div>
  );
}
