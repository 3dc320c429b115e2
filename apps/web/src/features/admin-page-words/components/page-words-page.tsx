import type { PageWords } from '@filmlab/api';
import { LOCAL_PAGE_PATHS, PAGE_WORD_FIELDS, PAGE_WORD_LIMITS, type PageWordField } from '@filmlab/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { allBuiltContent } from '../../../content/landing/load';
import { ApiError, fieldErrors } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { TextAreaField, TextField } from '../../../ui/text-field';
import formStyles from '../../../ui/form-groups.module.css';
import pageStyles from '../../../ui/page.module.css';
import { useRewrittenPages, useSavePageWords } from '../api/page-words';
import { builtWords, FIELD_GROUPS, pageLabel } from './page-words-fields';
import { PageWordsPreview } from './page-words-preview';
import styles from './page-words.module.css';

type Values = Record<PageWordField, string>;
const LONG_FIELDS = new Set<PageWordField>(['description', 'step1', 'step2', 'step3']);

const emptyValues = (): Values => Object.fromEntries(PAGE_WORD_FIELDS.map((field) => [field, ''])) as Values;

function PageWordsForm({ path, built, given }: { path: string; built: Values; given: PageWords }) {
  const save = useSavePageWords();
  const [values, setValues] = useState<Values>(() => ({ ...emptyValues(), ...given }));
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const send = (words: Values) => {
    setStatus('');
    setMessage(null);
    save.mutate(
      { path, words },
      {
        onSuccess: (answer) => {
          setErrors({});
          setValues({ ...emptyValues(), ...answer.words });
          setStatus(
            Object.keys(answer.words).length
              ? 'Saved. The page shows the new words within seconds.'
              : 'The page shows its built copy again.',
          );
        },
        onError: (error) => {
          const next: Partial<Values> = {};
          if (error instanceof ApiError)
            for (const [field, text] of Object.entries(fieldErrors(error.errors))) {
              const key = field.replace(/^words\./, '') as PageWordField;
              if (PAGE_WORD_FIELDS.includes(key)) next[key] = text;
            }
          setErrors(next);
          setMessage(Object.keys(next).length ? 'Please check the highlighted fields.' : error.message);
          const first = Object.keys(next)[0];
          if (first) document.getElementById(`words-${first}`)?.focus();
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(values);
  };
  // What the page will show: each field's words, or the built copy where it is empty.
  const shown = Object.fromEntries(PAGE_WORD_FIELDS.map((field) => [field, values[field] || built[field]])) as Values;

  return (
    <div className={styles.layout}>
      <form className={formStyles.form} onSubmit={onSubmit} aria-label="Page words" noValidate>
        {message && <Alert tone="danger">{message}</Alert>}
        {FIELD_GROUPS.map((group) => (
          <fieldset key={group.title} className={formStyles.group}>
            <legend className={formStyles.legend}>{group.title}</legend>
            {group.fields.map(([field, label, hint]) => {
              const props = {
                id: `words-${field}`,
                label,
                hint: `${hint ? `${hint} ` : ''}Empty: the built copy (shown greyed).`,
                error: errors[field] ? `${label} ${errors[field]}` : undefined,
                placeholder: built[field],
                maxLength: PAGE_WORD_LIMITS[field],
                value: values[field],
                optional: true,
              };
              const change = (value: string) => setValues((before) => ({ ...before, [field]: value }));
              return LONG_FIELDS.has(field) ? (
                <TextAreaField key={field} rows={3} {...props} onChange={(event) => change(event.target.value)} />
              ) : (
                <TextField key={field} {...props} onChange={(event) => change(event.target.value)} />
              );
            })}
          </fieldset>
        ))}
        <div className={formStyles.actions}>
          <Button type="submit" variant="primary" loading={save.isPending}>
            Save page words
          </Button>
          <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => send(emptyValues())}>
            Restore built copy
          </Button>
          <a href={path} target="_blank" rel="noreferrer">
            View page
          </a>
          <span role="status">{status}</span>
        </div>
      </form>
      <PageWordsPreview path={path} words={shown} />
    </div>
  );
}

/** /admin/pages: the words of the 64 city and topic pages, in place of their built copy, with a live preview. */
export function PageWordsPage() {
  useDocumentTitle('Admin · Page Words');
  const [params, setParams] = useSearchParams();
  const path = params.get('page') ?? LOCAL_PAGE_PATHS[0]!;
  const rewritten = useRewrittenPages();
  const all = useQuery({ queryKey: ['built-copy'], queryFn: allBuiltContent, staleTime: Infinity });
  const built = all.data?.find((content) => content.path === path);
  const given = rewritten.data?.pages.find((page) => page.path === path)?.words;
  const changed = new Set(rewritten.data?.pages.map((page) => page.path));
  const options = (all.data ?? []).map((content) => ({
    value: content.path,
    label: `${changed.has(content.path) ? '• ' : ''}${content.kind === 'city' ? 'City' : 'Topic'}: ${pageLabel(content)}`,
  }));
  return (
    <div className={pageStyles.sections}>
      <header className={pageStyles.head}>
        <p className={pageStyles.eyebrow}>Admin · Lab</p>
        <h1 className={pageStyles.title}>Page words</h1>
        <p className={pageStyles.lede}>
          Rewrite the words of a city or topic page. Write {'{lab}'} where your lab’s name goes. No rebuild needed.
        </p>
      </header>
      <Select
        id="words-page"
        label="Page"
        hint={`${changed.size} of ${LOCAL_PAGE_PATHS.length} pages have words of their own (marked •).`}
        options={options}
        value={path}
        onChange={(event) => setParams({ page: event.target.value })}
      />
      {rewritten.isError && <Alert tone="danger">{rewritten.error.message}</Alert>}
      {all.data && !built && <Alert tone="danger">There is no such city or topic page: choose one above.</Alert>}
      {all.isError && <Alert tone="danger">{all.error.message}</Alert>}
      {built && rewritten.data ? (
        <PageWordsForm key={path} path={path} built={builtWords(built)} given={given ?? {}} />
      ) : (
        !rewritten.isError && !all.data && <Skeleton height={400} />
      )}
    </div>
  );
}
