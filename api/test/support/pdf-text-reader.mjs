// Reads a JSON array of base64 PDFs on standard input and prints a JSON array of their texts
// (used by pdf-text.ts). It runs in its own Node process because pdf-parse (pdf.js) loads its
// worker with a dynamic import, which jest's CommonJS sandbox does not allow.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const texts = [];
for (const base64 of JSON.parse(Buffer.concat(chunks).toString('utf8'))) {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.from(base64, 'base64')) });
  try {
    texts.push((await parser.getText()).text);
  } finally {
    await parser.destroy();
  }
}
process.stdout.write(JSON.stringify(texts));
