import { describe, expect, it } from 'vitest';
import {
  fillLabPageTokens,
  fillLabTextTokens,
  fillLabXmlTokens,
  LAB_PAGE_TOKENS as T,
  logoHtml,
  socialLinksHtml,
} from './lab-page-tokens.js';

const values = {
  name: 'Grain & "Silver" <Lab>',
  description: 'Film, developed',
  contactEmail: 'desk@grain.test',
  phone: '(718) 555-0100',
  city: 'Queens',
  region: 'NY',
  origin: 'https://grain.example',
};

describe('fillLabPageTokens', () => {
  it.each([
    [`<title>About · ${T.name}</title>`, '<title>About · Grain &amp; &quot;Silver&quot; &lt;Lab&gt;</title>'],
    [
      `<link rel="canonical" href="${T.origin}/pricing" />`,
      '<link rel="canonical" href="https://grain.example/pricing" />',
    ],
    [`<a href="mailto:${T.contactEmail}">x</a>`, '<a href="mailto:desk@grain.test">x</a>'],
    [`<text>${T.nameUpper} · DEVELOP</text>`, '<text>GRAIN &amp; &quot;SILVER&quot; &lt;LAB&gt; · DEVELOP</text>'],
    [
      `<script type="application/ld+json">{"name":"${T.name}","url":"${T.origin}/","address":"${T.city}, ${T.region}"}</script>`,
      `<script type="application/ld+json">{"name":"Grain & \\"Silver\\" \\u003cLab>","url":"https://grain.example/","address":"Queens, NY"}</script>`,
    ],
    ['<p>no tokens here</p>', '<p>no tokens here</p>'],
  ])('%s', (html, expected) => {
    expect(fillLabPageTokens(html, values)).toBe(expected);
  });

  it('puts the lab’s social links where their token is, escaped, and links only web addresses', () => {
    const links = [
      { label: 'Tom & "Jerry" <Lab>', url: 'https://example.test/?a=1&b="2"' },
      { label: 'Sneaky', url: 'javascript:alert(1)' },
      { label: 'Feed', url: 'http://feed.example/' },
    ];
    const items =
      '<li><a href="https://example.test/?a=1&amp;b=&quot;2&quot;" target="_blank" rel="noopener noreferrer">Tom &amp; &quot;Jerry&quot; &lt;Lab&gt;</a></li>' +
      '<li><a href="http://feed.example/" target="_blank" rel="noopener noreferrer">Feed</a></li>';
    expect(socialLinksHtml(links)).toBe(items);
    expect(fillLabPageTokens(`<ul>${T.socialLinks}</ul>`, { ...values, socialLinks: links })).toBe(`<ul>${items}</ul>`);
    expect(fillLabPageTokens(`<ul>${T.socialLinks}</ul>`, values)).toBe('<ul></ul>');
  });

  it('puts the lab’s logo in the header’s mark, escaped, from an https address only, else nothing', () => {
    const mark = `<span class="mark">${T.logo}</span>`;
    expect(fillLabPageTokens(mark, { ...values, logoUrl: 'https://cdn.example/logo.svg?a=1&b="2"' })).toBe(
      '<span class="mark"><img src="https://cdn.example/logo.svg?a=1&amp;b=&quot;2&quot;" alt="" width="32" height="32"></span>',
    );
    for (const logoUrl of [null, undefined, 'http://cdn.example/logo.png', 'javascript:alert(1)']) {
      expect(fillLabPageTokens(mark, { ...values, logoUrl })).toBe('<span class="mark"></span>');
      expect(logoHtml(logoUrl)).toBe('');
    }
  });

  it('keeps the JSON-LD parseable with the values in it', () => {
    const html = `<p>${T.name}</p><script type="application/ld+json">{"name":"${T.name}"}</script><p>${T.phone}</p>`;
    const filled = fillLabPageTokens(html, values);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(filled)![1]!;
    expect(JSON.parse(json).name).toBe(values.name);
    expect(filled.endsWith('<p>(718) 555-0100</p>')).toBe(true);
  });

  it('fills text as it is and XML escaped', () => {
    expect(fillLabTextTokens(`Sitemap: ${T.origin}/sitemap.xml`, values)).toBe(
      'Sitemap: https://grain.example/sitemap.xml',
    );
    expect(fillLabXmlTokens(`<loc>${T.origin}/</loc>`, { ...values, origin: 'https://a.example?x=1&y=2' })).toBe(
      '<loc>https://a.example?x=1&amp;y=2/</loc>',
    );
    // XML's own escaping: its five entities, and no control character (the sitemap would not parse).
    expect(fillLabXmlTokens(`<name>${T.name}</name>`, { ...values, name: 'Tom & "Jerry" <Lab>\u0001' })).toBe(
      '<name>Tom &amp; &quot;Jerry&quot; &lt;Lab&gt;</name>',
    );
  });

  it('escapes a name like Tom & "Jerry" <Lab> in text, attributes and JSON-LD alike', () => {
    const html = `<title>${T.name}</title><meta content="${T.name}" /><script type="application/ld+json">{"name":"${T.name}"}</script>`;
    expect(fillLabPageTokens(html, { ...values, name: 'Tom & "Jerry" <Lab>' })).toBe(
      '<title>Tom &amp; &quot;Jerry&quot; &lt;Lab&gt;</title><meta content="Tom &amp; &quot;Jerry&quot; &lt;Lab&gt;" />' +
        '<script type="application/ld+json">{"name":"Tom & \\"Jerry\\" \\u003cLab>"}</script>',
    );
  });
});
