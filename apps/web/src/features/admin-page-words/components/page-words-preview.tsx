import { renderBlockMarkdown, renderInlineMarkdown } from '@filmlab/api/markdown';
import { escapeHtml, HOME_SECTION_IDS, pageWordFields, type WordPageKind } from '@filmlab/domain';
import { SITE } from '../../../lib/site';
import { HOME_SECTION_NAMES, STEP_FIELDS } from './page-words-fields';
import styles from './page-words.module.css';

const withName = (text: string) => text.replaceAll('{lab}', SITE.name);
// The server's renderer (raw HTML escaped, unsafe links refused); the name is text.
const html = (rendered: string) => ({ __html: rendered.replaceAll('{lab}', escapeHtml(SITE.name)) });

/** The part of the page past its search result, as the kind of page shows it. */
function PageBody({ kind, words, given }: { kind: WordPageKind; words: Record<string, string>; given: Set<string> }) {
  if (kind === 'local')
    return (
      <div className={styles.local}>
        <h3>{withName(words.sectionTitle!)}</h3>
        <p>{withName(words.sectionPointsSubtitle!)}</p>
        <ol>
          {STEP_FIELDS.map((field) => (
            <li key={field} dangerouslySetInnerHTML={html(renderInlineMarkdown(words[field]!))} />
          ))}
        </ol>
      </div>
    );
  if (kind === 'home')
    return (
      <div className={styles.local}>
        <h3>{withName(words.hero!)}</h3>
        {HOME_SECTION_IDS.map((id) => (
          <section key={id} aria-label={HOME_SECTION_NAMES[id]}>
            <h4>{withName(words[`${id}-title`]!)}</h4>
            <p>{withName(words[`${id}-body`]!)}</p>
          </section>
        ))}
      </div>
    );
  if (kind === 'about')
    return (
      <div className={styles.local}>
        <h3>{withName(words.title!)}</h3>
        <p>{withName(words.lead!)}</p>
        <div dangerouslySetInnerHTML={html(renderBlockMarkdown(words.body!))} />
      </div>
    );
  const questions = pageWordFields('faq').filter((field) => field.endsWith('-question'));
  return (
    <div className={styles.local}>
      <h3>{withName(words.title!)}</h3>
      <p>{withName(words.lead!)}</p>
      {questions.map((field) => {
        const answer = field.replace(/-question$/, '-answer');
        return (
          <details key={field} open={given.has(field) || given.has(answer)}>
            <summary>{withName(words[field]!)}</summary>
            {/* The built answers are text; staff's are Markdown. */}
            {given.has(answer) ? (
              <div dangerouslySetInnerHTML={html(renderBlockMarkdown(words[answer]!))} />
            ) : (
              <p>{words[answer]}</p>
            )}
          </details>
        );
      })}
    </div>
  );
}

/**
 * What visitors will see, as staff type: the search result (title, address, description) and the
 * page's words, the Markdown rendered by the same renderer as the server.
 */
export function PageWordsPreview({
  path,
  kind,
  words,
  given,
}: {
  path: string;
  kind: WordPageKind;
  words: Record<string, string>;
  /** The fields staff filled (the others show the built copy). */
  given: Set<string>;
}) {
  const description = words.description ?? '';
  return (
    <section className={styles.preview} aria-labelledby="preview-title" aria-live="polite">
      <h2 id="preview-title" className={styles.previewTitle}>
        Preview
      </h2>
      <div className={styles.snippet}>
        <p className={styles.snippetTitle}>{withName(words.title ?? '')}</p>
        <p className={styles.snippetUrl}>
          {window.location.origin}
          {path}
        </p>
        <p>{withName(description)}</p>
        <p className={styles.count}>{description.length} characters</p>
      </div>
      <PageBody kind={kind} words={words} given={given} />
    </section>
  );
}
