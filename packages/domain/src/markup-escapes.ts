// The one way each kind of markup the server and the build write is escaped: HTML pages, XML
// documents (the sitemap, a scan's XMP packet) and JSON inside a script element. Written here, not
// taken from a library: the domain has no dependencies, and the station command compiles it in.

const HTML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// Pure: a bundle that escapes no XML (the landing page's) leaves it out.
const XML_ENTITIES: Readonly<Record<string, string>> = /* @__PURE__ */ Object.assign({}, HTML_ENTITIES, {
  "'": '&apos;',
});

/**
 * Text for an HTML page, in an element or a double-quoted attribute: &, <, > and " become entities,
 * as the HTML standard serializes an attribute; an apostrophe stays as it is.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (char) => HTML_ENTITIES[char]!);

/**
 * Text for an XML document, in an element or an attribute: XML's five entities, and the control
 * characters XML 1.0 cannot hold dropped (a document with one does not parse).
 */
export const escapeXml = (text: string): string =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);

/** A value as JSON inside a script element: it can neither close the element nor open a comment in it. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
