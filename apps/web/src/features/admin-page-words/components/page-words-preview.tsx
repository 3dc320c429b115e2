import type { PageWordField } from '@filmlab/domain';
import { renderInlineMarkdown } from '@filmlab/api/markdown';
import { escapeHtml } from '@filmlab/domain';
import { SITE } from '../../../lib/site';
import { STEP_FIELDS } from './page-words-fields';
import styles from './page-words.module.css';

const withName = (text: string) => text.replaceAll('{lab}', SITE.name);

/**
 * What visitors will see, as staff type: the search result (heading, address, description) and the
 * "how it works" section with its steps rendered from Markdown by the same renderer as the server.
 */
export function PageWordsPreview({ path, words }: { path: string; words: Record<PageWordField, string> }) {
  return (
    <section className={styles.preview} aria-labelledby="preview-title" aria-live="polite">
      <h2 id="preview-title" className={styles.previewTitle}>
        Preview
      </h2>
      <div className={styles.snippet}>
        <p className={styles.snippetTitle}>{withName(words.title)}</p>
        <p className={styles.snippetUrl}>
          {window.location.origin}
          {path}
        </p>
        <p>{withName(words.description)}</p>
        <p className={styles.count}>{words.description.length} characters</p>
      </div>
      <div className={styles.local}>
        <h3>{withName(words.sectionTitle)}</h3>
        <p>{withName(words.sectionPointsSubtitle)}</p>
        <ol>
          {STEP_FIELDS.map((field) => (
            <li
              key={field}
              // The server's renderer (raw HTML escaped, unsafe links refused); the name is text.
              dangerouslySetInnerHTML={{
                __html: renderInlineMarkdown(words[field]).replaceAll('{lab}', escapeHtml(SITE.name)),
              }}
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
