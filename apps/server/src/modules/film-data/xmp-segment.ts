import { app1 } from './exif-segment.js';
import { filmName, filmSummary, type FilmData } from './film-data.js';
import { labTime } from './lab-time.js';
import { escapeXml } from '@filmlab/domain';

// The XMP packet (UTF-8) beside the Exif block: Dublin Core keywords and description, the AnalogExif
// namespace film shooters' tools read (matched by its URI), and our own for what AnalogExif lacks.

export const XMP_HEADER = 'http://ns.adobe.com/xap/1.0/\0';
export const ANALOG_EXIF_NS = 'http://analogexif.sourceforge.net/ns';
export const FILM_LAB_NS = 'https://filmlab.example/ns/film/1.0/';

const attribute = (name: string, value: string | number | null) =>
  value === null || value === '' ? '' : `\n   ${name}="${escapeXml(String(value))}"`;

const bag = (name: string, items: string[], kind = 'Bag') =>
  items.length === 0
    ? ''
    : `\n   <${name}><rdf:${kind}>${items.map((item) => `<rdf:li>${escapeXml(item)}</rdf:li>`).join('')}</rdf:${kind}></${name}>`;

export function xmpPacket(film: FilmData, timeZone: string): string {
  const description = film.description ? `${filmSummary(film)}. ${film.description}` : filmSummary(film);
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
   xmlns:dc="http://purl.org/dc/elements/1.1/"
   xmlns:xmp="http://ns.adobe.com/xap/1.0/"
   xmlns:exif="http://ns.adobe.com/exif/1.0/"
   xmlns:Iptc4xmpCore="http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/"
   xmlns:AnalogExif="${ANALOG_EXIF_NS}"
   xmlns:filmlab="${FILM_LAB_NS}"${attribute('xmp:CreateDate', labTime(film.date, timeZone).iso)}${attribute(
     'Iptc4xmpCore:Location',
     film.locations.join(', '),
   )}${attribute('AnalogExif:Film', filmName(film))}${attribute('AnalogExif:FilmMaker', film.brand)}${attribute(
     'AnalogExif:RollId',
     film.rollId,
   )}${attribute('AnalogExif:ExposureNumber', film.frame)}${attribute('AnalogExif:DevelopProcess', film.process)}${attribute(
     'AnalogExif:Lab',
     film.lab,
   )}${attribute('filmlab:Format', film.format)}${attribute('filmlab:PushPull', film.pushPull)}>${bag(
     'dc:subject',
     film.tags,
   )}${bag('exif:ISOSpeedRatings', film.iso ? [String(film.iso)] : [], 'Seq')}
   <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(description)}</rdf:li></rdf:Alt></dc:description>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** The APP1 XMP segment; keywords are dropped from the end if a packet would not fit one segment. */
export function xmpSegment(film: FilmData, timeZone: string): Buffer {
  let tags = film.tags;
  for (;;) {
    const payload = Buffer.concat([
      Buffer.from(XMP_HEADER, 'latin1'),
      Buffer.from(xmpPacket({ ...film, tags }, timeZone), 'utf8'),
    ]);
    if (payload.length + 2 <= 0xffff) return app1(payload);
    // Without keywords still too long (thousands of locations): the Exif block carries the film.
    if (tags.length === 0) return Buffer.alloc(0);
    tags = tags.slice(0, Math.floor(tags.length / 2));
  }
}
