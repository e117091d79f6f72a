/**
 * Lays a printed document (printed-document.ts) out on A4 with pdfkit: the title, the parties side by
 * side, the facts, the lines' table (its header repeated on each new page), the totals and the notes.
 * The text is set in DejaVu Sans, embedded (pdfkit keeps only the glyphs used), so customers' names in any
 * European alphabet print as typed; pdf-text.ts marks what it lacks.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { printableText as t } from './pdf-text.js';
import type { PrintedDocument } from './printed-document.js';
import { sfntOfWoff } from './woff-font.js';

// Fontsource's "latin" files of DejaVu Sans are the whole font (its Latin, Greek and Cyrillic), as WOFF.
const require = createRequire(import.meta.url);
const REGULAR_FONT = sfntOfWoff(
  readFileSync(require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff')),
);
const BOLD_FONT = sfntOfWoff(
  readFileSync(require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff')),
);
const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

const MARGIN = 50;
const GREY = '#555555';

export function renderPdf(doc: PrintedDocument, author: string): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // A fixed creation date keeps the bytes of a document the same each time it is made.
    info: { Title: t(doc.title), Author: t(author), CreationDate: new Date(0) },
    lang: 'es-ES',
  });
  pdf.registerFont(REGULAR, REGULAR_FONT);
  pdf.registerFont(BOLD, BOLD_FONT);
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;
  const bottom = () => pdf.page.height - MARGIN;

  pdf.font(BOLD).fontSize(20).text(t(doc.title), left, MARGIN);
  pdf.moveDown(0.8);

  // The parties, side by side.
  const top = pdf.y;
  const boxWidth = width / doc.parties.length;
  let lowest = top;
  doc.parties.forEach((party, i) => {
    const x = left + i * boxWidth;
    pdf
      .font(BOLD)
      .fontSize(10)
      .fillColor(GREY)
      .text(t(party.heading), x, top, { width: boxWidth - 12 });
    pdf.font(REGULAR).fontSize(10).fillColor('black');
    for (const line of party.lines) pdf.text(t(line), x, pdf.y, { width: boxWidth - 12 });
    lowest = Math.max(lowest, pdf.y);
  });
  pdf.y = lowest + 14;

  for (const [label, value] of doc.facts) {
    const y = pdf.y;
    pdf
      .font(BOLD)
      .fontSize(10)
      .text(`${t(label)}:`, left, y, { width: 140 });
    pdf.font(REGULAR).text(t(value), left + 140, y, { width: width - 140 });
  }
  pdf.moveDown(1.2);

  const header = () => {
    const y = pdf.y;
    let x = left;
    // A label that wraps ("Precio (IVA incl.)") makes the header taller: the rule goes under the lowest one.
    let lowest = y;
    pdf.font(BOLD).fontSize(9);
    for (const c of doc.columns) {
      pdf.text(t(c.label), x + 2, y, { width: c.width * width - 4, align: c.align });
      lowest = Math.max(lowest, pdf.y);
      x += c.width * width;
    }
    const below = lowest + 3;
    pdf
      .moveTo(left, below)
      .lineTo(left + width, below)
      .lineWidth(0.7)
      .stroke();
    pdf.y = below + 4;
  };
  header();
  pdf.font(REGULAR).fontSize(9);
  for (const row of doc.rows) {
    const heights = row.map((cell, i) =>
      pdf.heightOfString(t(cell), { width: (doc.columns[i]?.width ?? 0) * width - 4 }),
    );
    const rowHeight = Math.max(...heights, 10);
    if (pdf.y + rowHeight > bottom()) {
      pdf.addPage();
      header();
      pdf.font(REGULAR).fontSize(9);
    }
    const y = pdf.y;
    let x = left;
    row.forEach((cell, i) => {
      const c = doc.columns[i];
      if (!c) return;
      pdf.text(t(cell), x + 2, y, { width: c.width * width - 4, align: c.align });
      x += c.width * width;
    });
    pdf.y = y + rowHeight + 4;
  }
  pdf
    .moveTo(left, pdf.y)
    .lineTo(left + width, pdf.y)
    .lineWidth(0.7)
    .stroke();
  pdf.y += 8;

  const labelX = left + width * 0.5;
  doc.totals.forEach(([label, amount], i) => {
    if (pdf.y + 14 > bottom()) pdf.addPage();
    const y = pdf.y;
    pdf.font(i === doc.totals.length - 1 ? BOLD : REGULAR).fontSize(10);
    pdf.text(t(label), labelX, y, { width: width * 0.3 });
    pdf.text(t(amount), labelX + width * 0.3, y, { width: width * 0.2, align: 'right' });
  });
  pdf.moveDown(1.5);
  pdf.font(REGULAR).fontSize(9).fillColor(GREY);
  for (const note of doc.notes) pdf.text(t(note), left, pdf.y, { width });
  pdf.end();
  return ended;
}
