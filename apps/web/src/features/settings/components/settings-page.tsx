import { isOneOf, PLAN_IDS } from '@filmlab/domain';
import type { ReactNode } from 'react';
import type { User } from '@filmlab/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../ui/button';
import { PageLoader } from '../../../ui/spinner';
import { useUser } from '../api/get-user';
import { AddressBook } from './address-book';
import { AvatarUpload } from './avatar-upload';
import { EmailForm } from './email-form';
import { PreferencesForm } from './preferences-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SessionsList } from './sessions-list';
import styles from './settings.module.css';

function Section({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.sectionText}>{text}</p>
      </div>
      {children}
    </section>
  );
}

export interface SettingsPageProps {
  userId: number;
  /** An admin looking at a customer: lab-only preferences are shown. */
  viewerIsAdmin: boolean;
  /** The viewer's own account: changing the e-mail needs the password, and their sessions are listed. */
  isOwnAccount: boolean;
  /** Logs this browser out once "Log Out Everywhere" has ended every session. */
  onLoggedOutEverywhere: () => void;
  /** The member's share links (another feature's list, composed by the route). */
  shareLinks?: ReactNode;
  /** The member's tags and places of their scan library (another feature's, composed by the route). */
  labels?: ReactNode;
  /** The membership and its credits (another feature's, composed by the route) for the user shown. */
  membership?: (user: User) => ReactNode;
}

/** /users/{id}/settings: photo, details, e-mail, addresses, order preferences and where you're logged in. */
export function SettingsPage({
  userId,
  viewerIsAdmin,
  isOwnAccount,
  onLoggedOutEverywhere,
  shareLinks,
  labels,
  membership,
}: SettingsPageProps) {
  useDocumentTitle('Settings');
  const user = useUser(userId);
  if (user.isPending) return <PageLoader label="Loading settings…" />;
  if (user.isError) {
    return (
      <div className={styles.page} role="alert">
        <h1 className={styles.pageTitle}>We couldn't load these settings</h1>
        <p>{user.error.message}</p>
        <div>
          <Button variant="ink" onClick={() => void user.refetch()}>
            Try Again
          </Button>
        </div>
      </div>
    );
  }
  const data = user.data;
  const planId = isOneOf(PLAN_IDS, data.membership.plan) ? data.membership.plan : 'NON_MEMBER';
  return (
    <div className={styles.page}>
      <header className={styles.pageHead}>
        <p className={styles.eyebrow}>Account</p>
        <h1 className={styles.pageTitle}>Settings</h1>
        {viewerIsAdmin && (
          <p className={styles.sectionText}>
            You're viewing {data.firstName} {data.lastName}'s settings as an admin.
          </p>
        )}
      </header>
      {membership && (
        <Section title="Membership" text="Your tier, when it renews, and the credits it gives you.">
          {membership(data)}
        </Section>
      )}
      <Section title="Profile Photo" text="Shown in your account menu.">
        <AvatarUpload user={data} />
      </Section>
      <Section title="Your Details" text="We use these to reach you about your orders.">
        <ProfileForm user={data} />
      </Section>
      <Section title="E-mail" text="Where we send order updates, receipts and password links.">
        <EmailForm user={data} needsPassword={isOwnAccount || !viewerIsAdmin} />
      </Section>
      <Section title="Addresses" text="Where we send your negatives, prints and shipping labels.">
        <AddressBook userId={data.id} />
      </Section>
      <Section title="Order Preferences" text="Defaults for every new order. You can still change them order by order.">
        <PreferencesForm userId={data.id} planId={planId} showLabOnly={viewerIsAdmin} />
      </Section>
      {labels && (
        <Section title="Tags and Places" text="Rename one everywhere it appears, or take it off every roll and scan.">
          {labels}
        </Section>
      )}
      {shareLinks && (
        <Section
          title="Share Links"
          text="Links to your scans you have given out. Turn one off and it stops working at once."
        >
          {shareLinks}
        </Section>
      )}
      {isOwnAccount && (
        <Section title="Password" text="Changing it logs you out everywhere else.">
          <PasswordForm />
        </Section>
      )}
      {isOwnAccount && (
        <Section title="Where You're Logged In" text="Log out of a browser you no longer use, or of all of them.">
          <SessionsList onLoggedOutEverywhere={onLoggedOutEverywhere} />
        </Section>
      )}
    </div>
  );
}
