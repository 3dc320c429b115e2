import { describe, expect, it } from 'vitest';
import { withHead } from './page-heads.js';

const shell =
  '<html><head><title>Shell</title>\n<meta name="description" content="The app" />\n</head><body></body></html>';

describe('withHead', () => {
  it('escapes a name like Tom & "Jerry" <Lab> in the title and every attribute', () => {
    const name = 'Tom & "Jerry" <Lab>';
    const html = withHead(shell, {
      title: name,
      description: `Scans from ${name}`,
      image: 'https://lab.example/p.jpg?a=1&b="2"',
      url: 'https://lab.example/s/x?a=1&b=<2>',
      noindex: false,
    });
    const escaped = 'Tom &amp; &quot;Jerry&quot; &lt;Lab&gt;';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta name="description" content="Scans from ${escaped}" />`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain('<meta property="og:image" content="https://lab.example/p.jpg?a=1&amp;b=&quot;2&quot;" />');
    expect(html).toContain('<link rel="canonical" href="https://lab.example/s/x?a=1&amp;b=&lt;2&gt;" />');
    expect(html).not.toContain('Shell');
    expect(html).not.toContain(name);
  });
});
