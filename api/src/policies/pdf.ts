/** pdfkit's document class, loaded with the first PDF: its module and font metrics hold some 15 MB a process that serves no document never needs (issue 10). */
type PdfDocumentClass = typeof import('pdfkit');
let pdfkit: PdfDocumentClass | undefined;
const pdfDocumentClass = (): PdfDocumentClass => (pdfkit ??= require('pdfkit') as PdfDocumentClass); // eslint-disable-line @typescript-eslint/no-require-imports -- loaded on first use (above), the CommonJS way

/** The standard PDF fonts the portal's documents use, in the order pdfkit would first load them. */
const FONTS = ['Helvetica', 'Helvetica-Bold'] as const;

/** What this module reads and writes of pdfkit's internals (pdfkit 0.20, pinned in api/package.json). */
interface DocumentInternals {
  _font: object;
  _fontFamilies: Record<string, object>;
  _fontCount: number;
}

/**
 * Each font as pdfkit builds it for a document, made once (with the first PDF). pdfkit turns a standard font's
 * metrics (widths of 315 glyphs, some 2,700 kerning pairs) into lookup tables for every new
 * document: about 5 ms of CPU per font, more than drawing a whole declarations page. Those
 * tables (the font's `font` member) are read-only once built, so every document can share them.
 */
let templates: ReadonlyMap<string, object> | undefined;
function fontTemplates(): ReadonlyMap<string, object> {
  if (!templates) {
    const Pdf = pdfDocumentClass();
    const template = new Pdf({ autoFirstPage: false, font: null as never }) as unknown as PDFKit.PDFDocument & DocumentInternals;
    templates = new Map(FONTS.map((name) => [name, template.font(name)._font] as const));
  }
  return templates;
}

/**
 * A new pdfkit document whose standard fonts share metrics built once (see fontTemplates); it
 * writes the same bytes as `new PDFDocument(options)` (but for the creation date and file ID
 * every document has). Helvetica is the current font, as pdfkit's default.
 */
export function newPdf(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const Pdf = pdfDocumentClass();
  const pdf = new Pdf({ ...options, font: null as never });
  const internals = pdf as unknown as DocumentInternals;
  for (const name of FONTS) {
    const template = fontTemplates().get(name)!;
    // The same class and metrics; this document's own id and (not yet made) dictionary.
    const font = Object.assign(Object.create(Object.getPrototypeOf(template) as object) as object, template, {
      document: pdf,
      id: `F${++internals._fontCount}`,
    });
    delete (font as { dictionary?: unknown }).dictionary;
    internals._fontFamilies[name] = font;
  }
  return pdf.font('Helvetica');
}
