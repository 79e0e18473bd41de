// Prints the text of the PDF read from standard input, page by page (used by pdf-text.ts).
// It runs in its own Node process because pdf-parse (pdf.js) loads its worker with a dynamic
// import, which jest's CommonJS sandbox does not allow.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  const { text } = await parser.getText();
  process.stdout.write(text);
} finally {
  await parser.destroy();
}
