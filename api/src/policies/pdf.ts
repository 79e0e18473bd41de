import PDFDocument from 'pdfkit';

/** The standard PDF fonts the portal's documents use, in the order pdfkit would first load them. */
const FONTS = ['Helvetica', 'Helvetica-Bold'] as const;

/** What this module reads and writes of pdfkit's internals (pdfkit 0.20, pinned in api/package.json). */
interface DocumentInternals {
  _font: object;
  _fontFamilies: Record<string, object>;
  _fontCount: number;
}

/**
 * Each font as pdfkit builds it for a document, made once. pdfkit turns a standard font's
 * metrics (widths of 315 glyphs, some 2,700 kerning pairs) into lookup tables for every new
 * document: about 5 ms of CPU per font, more than drawing a whole declarations page. Those
 * tables (the font's `font` member) are read-only once built, so every document can share them.
 */
const TEMPLATES: ReadonlyMap<string, object> = (() => {
  const template = new PDFDocument({ autoFirstPage: false, font: null as never }) as unknown as PDFKit.PDFDocument & DocumentInternals;
  return new Map(FONTS.map((name) => [name, template.font(name)._font] as const));
})();

/**
 * A new pdfkit document whose standard fonts share metrics built once (see TEMPLATES); it
 * writes the same bytes as `new PDFDocument(options)` (but for the creation date and file ID
 * every document has). Helvetica is the current font, as pdfkit's default.
 */
export function newPdf(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const pdf = new PDFDocument({ ...options, font: null as never });
  const internals = pdf as unknown as DocumentInternals;
  for (const name of FONTS) {
    const template = TEMPLATES.get(name)!;
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
