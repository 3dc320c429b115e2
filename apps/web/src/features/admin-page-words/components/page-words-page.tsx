import type { PageWords } from '@filmlab/api';
import { pageWordFields, pageWordLimit, WORD_PAGE_PATHS, type WordPageKind } from '@filmlab/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
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
import { fieldGroups, type BuiltWordPage } from './page-words-fields';
import { PageWordsPreview } from './page-words-preview';
import styles from './page-words.module.css';

type Values = Record<string, string>;
/** Fields written in several lines: descriptions, leads, paragraphs, steps, answers and bodies. */
const isLong = (field: string) => /^(description|lead|body|step\d)$|-(body|answer)$/.test(field);

const emptyValues = (kind: WordPageKind): Values =>
  Object.fromEntries(pageWordFields(kind).map((field) => [field, '']));

function PageWordsForm({ page, given }: { page: BuiltWordPage; given: PageWords }) {
  const { path, kind, built } = page;
  const fields = pageWordFields(kind);
  const save = useSavePageWords();
  const [values, setValues] = useState<Values>(() => ({ ...emptyValues(kind), ...given }) as Values);
  const [errors, setErrors] = useState<Values>({});
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
          setValues({ ...emptyValues(kind), ...answer.words });
          setStatus(
            Object.keys(answer.words).length
              ? 'Saved. The page shows the new words within seconds.'
              : 'The page shows its built copy again.',
          );
        },
        onError: (error) => {
          const next: Values = {};
          if (error instanceof ApiError)
            for (const [field, text] of Object.entries(fieldErrors(error.errors))) {
              const key = field.replace(/^words\./, '');
              if (fields.includes(key)) next[key] = text;
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
  const shown = Object.fromEntries(fields.map((field) => [field, values[field] || built[field] || '']));
  const givenNow = new Set(fields.filter((field) => values[field]));

  return (
    <div className={styles.layout}>
      <form className={formStyles.form} onSubmit={onSubmit} aria-label="Page words" noValidate>
        {message && <Alert tone="danger">{message}</Alert>}
        {fieldGroups(kind).map((group) => (
          <fieldset key={group.title} className={formStyles.group}>
            <legend className={formStyles.legend}>{group.title}</legend>
            {group.fields.map(([field, label, hint]) => {
              const props = {
                id: `words-${field}`,
                label,
                hint: `${hint ? `${hint} ` : ''}Empty: the built copy (shown greyed).`,
                error: errors[field] ? `${label} ${errors[field]}` : undefined,
                placeholder: built[field],
                maxLength: pageWordLimit(field),
                value: values[field] ?? '',
                optional: true,
              };
              const change = (value: string) => setValues((before) => ({ ...before, [field]: value }));
              return isLong(field) ? (
                <TextAreaField
                  key={field}
                  rows={field === 'body' ? 12 : 3}
                  {...props}
                  onChange={(event) => change(event.target.value)}
                />
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
          <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => send(emptyValues(kind))}>
            Restore built copy
          </Button>
          <a href={path} target="_blank" rel="noreferrer">
            View page
          </a>
          <span role="status">{status}</span>
        </div>
      </form>
      <PageWordsPreview path={path} kind={kind} words={shown} given={givenNow} />
    </div>
  );
}

/**
 * /admin/pages: the words of the landing pages (`/`, `/lab`, `/club`), the FAQ, the about page and the
 * 64 city and topic pages, in place of their built copy, with a live preview. The route gives the built
 * copy (`loadBuilt`: it composes the marketing pages' and the local pages' copy).
 */
export function PageWordsPage({ loadBuilt }: { loadBuilt: () => Promise<BuiltWordPage[]> }) {
  useDocumentTitle('Admin · Page Words');
  const [params, setParams] = useSearchParams();
  const path = params.get('page') ?? WORD_PAGE_PATHS[0]!;
  const rewritten = useRewrittenPages();
  const all = useQuery({ queryKey: ['built-copy'], queryFn: loadBuilt, staleTime: Infinity });
  const page = all.data?.find((candidate) => candidate.path === path);
  const given = rewritten.data?.pages.find((one) => one.path === path)?.words;
  const changed = new Set(rewritten.data?.pages.map((one) => one.path));
  const options = (all.data ?? []).map((candidate) => ({
    value: candidate.path,
    label: `${changed.has(candidate.path) ? '• ' : ''}${candidate.label}`,
  }));
  return (
    <div className={pageStyles.sections}>
      <header className={pageStyles.head}>
        <p className={pageStyles.eyebrow}>Admin · Lab</p>
        <h1 className={pageStyles.title}>Page words</h1>
        <p className={pageStyles.lede}>
          Rewrite the words of the home page, the FAQ, the about page or a city or topic page. Write {'{lab}'} where
          your lab’s name goes. No rebuild needed.
        </p>
      </header>
      <Select
        id="words-page"
        label="Page"
        hint={`${changed.size} of ${WORD_PAGE_PATHS.length} pages have words of their own (marked •).`}
        options={options}
        value={path}
        onChange={(event) => setParams({ page: event.target.value })}
      />
      {rewritten.isError && <Alert tone="danger">{rewritten.error.message}</Alert>}
      {all.data && !page && <Alert tone="danger">There is no such page: choose one above.</Alert>}
      {all.isError && <Alert tone="danger">{all.error.message}</Alert>}
      {page && rewritten.data ? (
        <PageWordsForm key={path} page={page} given={given ?? {}} />
      ) : (
        !rewritten.isError && !all.data && <Skeleton height={400} />
      )}
    </div>
  );
}
