import PDFDocument from 'pdfkit';
import { newPdf } from './pdf';

/** Draws a small page with both fonts and returns the file without its creation date and file ID. */
async function draw(pdf: PDFKit.PDFDocument): Promise<string> {
  pdf.font('Helvetica-Bold').fontSize(16).text('Harbor Mutual Insurance');
  pdf.font('Helvetica').fontSize(10).text('Declarations - Renewal').moveDown();
  pdf.text('Vehicle 1: 2019 Honda Accord  VIN ********1234 (kerning: AVAWAY To Ty)');
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => pdf.on('end', resolve));
  pdf.end();
  await done;
  return Buffer.concat(chunks)
    .toString('latin1')
    .replace(/\/CreationDate \(D:[^)]*\)/, '')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '');
}

describe('newPdf (pdfkit documents with font metrics built once)', () => {
  // A fixed creation date: pdfkit writes it as an object of its own, so two documents drawn either
  // side of a second's boundary differed (a flaky failure in a full run).
  const options = { size: 'LETTER', margin: 50, compress: false, info: { Title: 'PPA1000101', CreationDate: new Date('2026-01-01T00:00:00Z') } } as const;

  it('writes the same bytes as a plain pdfkit document', async () => {
    expect(await draw(newPdf(options))).toBe(await draw(new PDFDocument(options)));
  });

  it('gives each document its own fonts over shared metrics, and documents do not affect each other', async () => {
    const [a, b] = [newPdf(options), newPdf(options)];
    const fontsOf = (pdf: PDFKit.PDFDocument) => (pdf as unknown as { _fontFamilies: Record<string, { document: unknown; font: unknown }> })._fontFamilies;
    expect(fontsOf(a).Helvetica).not.toBe(fontsOf(b).Helvetica);
    expect(fontsOf(a).Helvetica.document).toBe(a);
    expect(fontsOf(a).Helvetica.font).toBe(fontsOf(b).Helvetica.font);
    const [first, second] = await Promise.all([draw(a), draw(b)]);
    expect(first).toBe(second);
  });
});
