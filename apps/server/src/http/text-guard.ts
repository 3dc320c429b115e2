// The one check of the characters a request's text may hold, run at the edge on everything a route
// reads (params, query and body after parsing, and the parts of a raw upload link), so that no
// module has to think about it:
// - U+0000 is refused: PostgreSQL text cannot store it, the query fails.
// - Other C0 control characters are refused too, except tab, line feed and carriage return, which
//   multi-line text (notes, descriptions) needs. No person types them; in a stored value they end
//   up invisible in e-mails, logs and exports.
// - Lone surrogates (U+D800-DFFF without their pair) are refused: they are not Unicode text, and
//   UTF-8 cannot encode them (the database would store U+FFFD or refuse the value).
// Refused rather than cleaned: a name, a token or a note silently changed is worse than a 400 that
// names the field, and no honest client sends these characters.

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** Why `text` cannot be stored ("must not contain control character U+0000"), or null when it can. */
export function unstorableCharacter(text: string): string | null {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20) {
      if (code === 0x09 || code === 0x0a || code === 0x0d) continue;
      return `must not contain control character ${hex(code)}`;
    }
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = text.charCodeAt(i + 1);
    if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      i++;
      continue;
    }
    return `must not contain unpaired surrogate ${hex(code)}`;
  }
  return null;
}

/** At most this many errors are reported for one request; a body full of NULs needs no longer answer. */
const MAX_ERRORS = 20;

/** Raw bytes (an upload, a webhook's body) are not text. */
const isBytes = (value: object) => ArrayBuffer.isView(value) || value instanceof ArrayBuffer;

/**
 * "notes: must not contain control character U+0000" for every string in `value` (deeply, keys
 * too) that cannot be stored. Fields are named by their path ("lines.0.notes"); a part that is
 * itself text is named by `context` ("body"). Objects of any prototype are walked (the query
 * parser makes its own), byte buffers are not.
 */
export function unstorableTextIn(value: unknown, context: string): string[] {
  const found: string[] = [];
  visitText(value, '', context, found);
  return found.slice(0, MAX_ERRORS);
}

/** A field's path: "lines.0.notes". */
const pathTo = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

// A plain function, not a closure made on each call: it runs on every request.
function visitText(item: unknown, path: string, context: string, found: string[]): void {
  if (found.length >= MAX_ERRORS) return;
  if (typeof item === 'string') {
    const problem = unstorableCharacter(item);
    if (problem) found.push(`${path || context}: ${problem}`);
    return;
  }
  if (typeof item !== 'object' || item === null) return;
  if (Array.isArray(item)) {
    for (let index = 0; index < item.length; index++) visitText(item[index], pathTo(path, index), context, found);
    return;
  }
  if (isBytes(item)) return;
  for (const key in item) {
    if (!Object.prototype.hasOwnProperty.call(item, key)) continue;
    const problem = unstorableCharacter(key);
    // A key that cannot be stored cannot be printed either, so the error names where it was.
    if (problem) found.push(`${path || context}: a field name ${problem}`);
    else visitText((item as Record<string, unknown>)[key], pathTo(path, key), context, found);
  }
}
