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

// Headings of level 1 are the page's own title and levels 4 to 6 are too small to mean anything in
// the site's prose: a block's headings are level 2 or 3.
markdown.core.ruler.push('heading_levels', (state) => {
  for (const token of state.tokens)
    if (token.type === 'heading_open' || token.type === 'heading_close')
      token.tag = `h${Math.min(3, Math.max(2, Number(token.tag.slice(1))))}`;
});

/** Markdown with its blocks (paragraphs, lists, headings of level 2 and 3, quotes, code, links) as HTML. */
export function renderBlockMarkdown(text: string): string {
  return markdown.render(text);
}
