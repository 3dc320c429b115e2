import { useParams } from 'react-router';
import { SharedScansPage } from '../../features/sharing/components/shared-scans-page';

/** /shared-scans/{scanCode} (spec 2.2, prefix match, shop layout). */
export function SharedScansRoute() {
  const code = (useParams()['*'] ?? '').split('/')[0] ?? '';
  return <SharedScansPage key={code} code={code} />;
}
