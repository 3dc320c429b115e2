import { useState, type FormEvent } from 'react';
import type { LabIdentity } from '@filmlab/api';
import { ApiError, fieldErrors } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { TextAreaField, TextField } from '../../../ui/text-field';
import { useLabIdentity, useUpdateLab } from '../api/lab';
import { bodyOf, formFieldOf, formOf, type LabForm } from './lab-identity-form';
import pageStyles from '../../../ui/page.module.css';
import styles from '../../../ui/form-groups.module.css';

type Errors = Partial<Record<keyof LabForm, string>>;

const GROUPS: Array<{ title: string; fields: Array<[keyof LabForm, string, string?]> }> = [
  {
    title: 'Name and contact',
    fields: [
      ['name', 'Lab name'],
      ['description', 'Short description', 'One sentence for search results and the footer.'],
      ['contactEmail', 'Contact e-mail', 'Pages give it and e-mails are sent from it.'],
      ['phone', 'Phone'],
    ],
  },
  {
    title: 'Postal address',
    fields: [
      ['address1', 'Street address'],
      ['city', 'City'],
      ['state', 'State'],
      ['zip', 'Zip code'],
      ['country', 'Country', 'Two letters, e.g. US.'],
    ],
  },
  {
    title: 'Look',
    fields: [
      [
        'logoUrl',
        'Logo address',
        'An https image, shown beside the name at the top of every page; leave empty for the safelight dot.',
      ],
      ['accent', 'Accent colour', 'Like #c3261b: the primary buttons.'],
      ['ink', 'Text colour'],
      ['paper', 'Background colour'],
    ],
  },
  {
    title: 'Where and when',
    fields: [
      ['timeZone', 'Time zone', 'Like America/New_York: ready dates, labels and photo dates.'],
      ['publicUrl', 'Site address', 'Like https://lab.example; leave empty to use the server’s PUBLIC_URL.'],
    ],
  },
];

function LabIdentityForm({ lab }: { lab: LabIdentity }) {
  const update = useUpdateLab();
  const [values, setValues] = useState(() => formOf(lab));
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setMessage(null);
    update.mutate(bodyOf(values), {
      onSuccess: (answer) => {
        setErrors({});
        setValues(formOf(answer.lab));
        setSaved(true);
      },
      onError: (error) => {
        const next: Errors = {};
        const other: string[] = [];
        if (error instanceof ApiError) {
          for (const [field, text] of Object.entries(fieldErrors(error.errors))) {
            const key = formFieldOf(field);
            if (key) next[key] = next[key] ? `${next[key]}, ${text}` : text;
            else other.push(field ? `${field}: ${text}` : text);
          }
        }
        setErrors(next);
        setMessage(
          Object.keys(next).length ? ['Please check the highlighted fields.', ...other].join(' ') : error.message,
        );
        // Keyboard and screen reader users land on the first field to fix.
        const first = Object.keys(next)[0];
        if (first) document.getElementById(`lab-${first}`)?.focus();
      },
    });
  };

  const field = (key: keyof LabForm, label: string, hint?: string) => (
    <TextField
      key={key}
      id={`lab-${key}`}
      label={label}
      hint={hint}
      error={errors[key] ? `${label} ${errors[key]}` : undefined}
      value={values[key]}
      onChange={(event) => setValues({ ...values, [key]: event.target.value })}
    />
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Lab identity" noValidate>
      {message && <Alert tone="danger">{message}</Alert>}
      {GROUPS.map((group) => (
        <fieldset key={group.title} className={styles.group}>
          <legend className={styles.legend}>{group.title}</legend>
          <div className={styles.fields}>{group.fields.map(([key, label, hint]) => field(key, label, hint))}</div>
        </fieldset>
      ))}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Social links</legend>
        <TextAreaField
          id="lab-socialLinks"
          label="Links"
          hint="One a line: a name, then the address (Instagram https://www.instagram.com/yourlab)."
          error={errors.socialLinks ? `Links ${errors.socialLinks}` : undefined}
          rows={3}
          value={values.socialLinks}
          onChange={(event) => setValues({ ...values, socialLinks: event.target.value })}
        />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={update.isPending}>
          Save lab identity
        </Button>
        <span role="status">{saved ? 'Saved. Every page and e-mail shows it within seconds.' : ''}</span>
      </div>
    </form>
  );
}

/** /admin/lab: the lab's name, contact, address, look, time zone and site address. */
export function LabIdentityPage() {
  useDocumentTitle('Admin · Lab Identity');
  const lab = useLabIdentity();
  return (
    <div className={pageStyles.sections}>
      <header className={pageStyles.head}>
        <p className={pageStyles.eyebrow}>Admin · Lab</p>
        <h1 className={pageStyles.title}>Lab identity</h1>
        <p className={pageStyles.lede}>
          Your lab’s name, contact and look, as every page, e-mail and receipt shows them. No rebuild needed.
        </p>
      </header>
      {lab.isError && <Alert tone="danger">{lab.error.message}</Alert>}
      {lab.data ? <LabIdentityForm lab={lab.data.lab} /> : !lab.isError && <Skeleton height={400} />}
    </div>
  );
}
