// Markdown that staff write into the site's words, as HTML: one renderer for the server (which sends
// the HTML with the page) and the admin area's live preview, so the preview is what visitors get.
// markdown-it with raw HTML off (it is escaped, never passed through) and its link check (no
// javascript:, vbscript:, file: or data: links); links open in the same window, like the rest of the site.
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true, breaks: false });

/** One paragraph's worth of Markdown as inline HTML: emphasis, strong, links, code; no blocks. */
export function renderInlineMarkdown(text: string): string {
  return markdown.renderInline(text);
}
