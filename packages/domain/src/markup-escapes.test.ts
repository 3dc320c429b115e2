import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml, scriptJson } from './markup-escapes.js';

const name = 'Tom & "Jerry" <Lab>';

describe('escapeHtml', () => {
  it.each([
    [name, 'Tom &amp; &quot;Jerry&quot; &lt;Lab&gt;'],
    // As the HTML standard serializes: an apostrophe is safe in text and double-quoted attributes.
    ["Tom's Lab", "Tom's Lab"],
    // No &nbsp;: a no-break space is text like any other.
    ['Film\u00a0Lab', 'Film\u00a0Lab'],
    ['&amp;', '&amp;amp;'],
    ['plain words', 'plain words'],
  ])('%s', (text, expected) => {
    expect(escapeHtml(text)).toBe(expected);
  });

  it('keeps a double-quoted attribute whole, whatever the text', () => {
    const html = `<meta content="${escapeHtml(`${name}" onload="x`)}" />`;
    expect(html).toBe('<meta content="Tom &amp; &quot;Jerry&quot; &lt;Lab&gt;&quot; onload=&quot;x" />');
  });
});

describe('escapeXml', () => {
  it.each([
    [name, 'Tom &amp; &quot;Jerry&quot; &lt;Lab&gt;'],
    ["Tom's Lab", 'Tom&apos;s Lab'],
    // Control characters XML 1.0 cannot hold are dropped; tab and newlines stay.
    ['a\u0000b\u0008c\td\ne\u001f', 'abc\td\ne'],
  ])('%s', (text, expected) => {
    expect(escapeXml(text)).toBe(expected);
  });
});

describe('scriptJson', () => {
  it('cannot close its script element nor open a comment, and parses back', () => {
    const value = { name, note: '</script><script>alert(1)</script><!--' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual(value);
  });
});
