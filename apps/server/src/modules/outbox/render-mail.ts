// One e-mail written once and sent both as plain text and as HTML. Every piece of text is escaped
// for HTML by the entities package (escapeUTF8: & < > " ' as entities), links included, so a name
// or an address typed by a customer is shown as written and never read as markup.
import { escapeUTF8 as escape } from 'entities';

/** A row of a section: what (a line, a total) and how much; `strong` for the total. */
export interface MailRow {
  label: string;
  value: string;
  strong?: boolean;
}

export interface MailSection {
  title?: string;
  rows?: MailRow[];
  /** Paragraphs after the rows. */
  notes?: string[];
}

export interface MailDocument {
  subject: string;
  /** The first line ("Hi Ana,"). */
  greeting: string;
  /** Paragraphs before the sections. */
  intro: string[];
  sections: MailSection[];
  /** The one call to action: where to go next. */
  link: { label: string; url: string };
  /** Who writes: the lab's name. */
  signature: string;
}

const TEXT_WIDTH = 56;

function textRow(row: MailRow): string {
  const room = TEXT_WIDTH - row.value.length - 2;
  if (row.label.length <= room) return `  ${row.label.padEnd(room)}${row.value}`;
  // A long name keeps its own line; its amount goes under it, to the right.
  return `  ${row.label}\n  ${row.value.padStart(TEXT_WIDTH - 2)}`;
}

export function mailText(doc: MailDocument): string {
  const parts = [doc.greeting, ...doc.intro];
  for (const section of doc.sections) {
    const lines = [
      ...(section.title ? [section.title] : []),
      ...(section.rows ?? []).map(textRow),
      ...(section.notes ?? []).map((note) => (section.rows?.length ? `  ${note}` : note)),
    ];
    parts.push(lines.join('\n'));
  }
  parts.push(`${doc.link.label}: ${doc.link.url}`, doc.signature);
  return `${parts.join('\n\n')}\n`;
}

const cell = 'padding:4px 0;vertical-align:top';

function htmlSection(section: MailSection): string {
  const title = section.title ? `<h2 style="font-size:16px;margin:24px 0 8px">${escape(section.title)}</h2>` : '';
  const rows = section.rows?.length
    ? `<table role="presentation" style="width:100%;border-collapse:collapse">${section.rows
        .map((row) => {
          const weight = row.strong ? ';font-weight:bold;border-top:1px solid #ccc' : '';
          return (
            `<tr><td style="${cell}${weight}">${escape(row.label)}</td>` +
            `<td style="${cell};text-align:right;white-space:nowrap;font-family:monospace${weight}">${escape(row.value)}</td></tr>`
          );
        })
        .join('')}</table>`
    : '';
  const notes = (section.notes ?? []).map((note) => `<p style="margin:8px 0">${escape(note)}</p>`).join('');
  return title + rows + notes;
}

export function mailHtml(doc: MailDocument): string {
  const body = [
    `<p>${escape(doc.greeting)}</p>`,
    ...doc.intro.map((paragraph) => `<p>${escape(paragraph)}</p>`),
    ...doc.sections.map(htmlSection),
    `<p style="margin:24px 0"><a href="${escape(doc.link.url)}">${escape(doc.link.label)}</a></p>`,
    `<p>${escape(doc.signature)}</p>`,
  ].join('\n');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(doc.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#faf7f2;color:#1a1a1a;font-family:sans-serif;font-size:15px;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto">\n${body}\n</div></body></html>`
  );
}

/** The message the mailer sends: subject, text and HTML of one document. */
export function renderMail(doc: MailDocument, to: string) {
  return { to, subject: doc.subject, text: mailText(doc), html: mailHtml(doc) };
}
