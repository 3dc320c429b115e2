import { describe, expect, it } from 'vitest';
import type { FilmData } from './film-data.js';
import { xmpPacket } from './xmp-segment.js';

const film: FilmData = {
  brand: 'Kodak',
  model: 'Portra 400',
  iso: 400,
  format: '35mm',
  process: 'C-41',
  pushPull: null,
  lab: 'Tom & "Jerry" <Lab>',
  date: new Date('2026-11-20T10:00:00Z'),
  rollId: 7,
  frame: 3,
  locations: [],
  tags: ['<b>beach</b>', 'bell\u0007 & whistle'],
  description: 'Tom\'s "best" <frame>',
};

describe('the XMP packet', () => {
  it('escapes a lab named like Tom & "Jerry" <Lab>, tags and the description for XML', () => {
    const packet = xmpPacket(film, 'America/New_York');
    expect(packet).toContain('AnalogExif:Lab="Tom &amp; &quot;Jerry&quot; &lt;Lab&gt;"');
    expect(packet).toContain('<rdf:li>&lt;b&gt;beach&lt;/b&gt;</rdf:li><rdf:li>bell &amp; whistle</rdf:li>');
    expect(packet).toContain('Tom&apos;s &quot;best&quot; &lt;frame&gt;</rdf:li>');
    expect(packet).not.toContain('Tom & "Jerry"');
  });
});
