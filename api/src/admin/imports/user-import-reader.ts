import { parse, type Parser } from 'csv-parse';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { AdminException, AdminExceptionCode } from '../admin.exception';
import { checkRow, IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS, readHeader, type CheckedRow, type ImportColumn } from './import-rules';

/** A row of the file as read: its number (1 = first after the header) and the shape check's outcome. */
export interface ReadRow {
  rowNumber: number;
  checked: CheckedRow;
}

/**
 * Refuses what is not CSV text as the bytes pass (NUL bytes, invalid UTF-8: spreadsheets,
 * PDFs, images) and counts them against the file limit, never holding more than a chunk.
 */
class CsvTextGate extends Transform {
  size = 0;
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > IMPORT_MAX_FILE_BYTES) return done(new AdminException(AdminExceptionCode.ImportTooLarge));
    if (chunk.includes(0)) return done(new AdminException(AdminExceptionCode.ImportNotCsv));
    try {
      this.utf8.decode(chunk, { stream: true });
    } catch {
      return done(new AdminException(AdminExceptionCode.ImportNotCsv));
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    try {
      this.utf8.decode();
    } catch {
      return done(new AdminException(AdminExceptionCode.ImportNotCsv));
    }
    done();
  }
}

/** csv-parse's refusals (broken quoting, a record over 64 KiB) as ADMIN_IMPORT_CSV_INVALID with the line. */
function asImportRefusal(err: unknown): unknown {
  if (err instanceof AdminException) return err;
  const e = err as { code?: string; lines?: number; message?: string } | null;
  if (e?.code === 'FST_REQ_FILE_TOO_LARGE') return new AdminException(AdminExceptionCode.ImportTooLarge);
  if (typeof e?.code === 'string' && e.code.startsWith('CSV_')) {
    const what =
      e.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a quoted value is not closed'
        : e.code === 'CSV_MAX_RECORD_SIZE'
          ? 'a row is longer than 65,536 characters'
          : e.code === 'CSV_INVALID_CLOSING_QUOTE' || e.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE'
            ? 'a quote is followed by other characters'
            : 'its quoting is broken';
    return new AdminException(AdminExceptionCode.ImportCsvInvalid, [`The file is not valid CSV (line ${e.lines ?? '?'}): ${what}.`]);
  }
  return err;
}

/**
 * The rows of a users CSV as they arrive: the stream goes through the text gate into csv-parse
 * (streaming), and the async iteration's back-pressure means only the rows the caller has not
 * taken yet (a parser buffer) are ever in memory. Throws AdminException for a file that cannot be
 * imported as a whole (not CSV, too large, too many rows, bad header, broken quoting, empty).
 */
export async function* readUserRows(source: Readable, opts: { isTruncated?: () => boolean } = {}): AsyncGenerator<ReadRow> {
  const gate = new CsvTextGate();
  const parser: Parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 65_536 });
  // Errors of any stage end the iteration with that error.
  source.on('error', (err) => parser.destroy(err as Error));
  gate.on('error', (err) => parser.destroy(err));
  source.pipe(gate).pipe(parser);
  let columns: ImportColumn[] | null = null;
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!columns) {
        const header = readHeader(record);
        if ('problem' in header) throw new AdminException(AdminExceptionCode.ImportHeader, [header.problem]);
        columns = header.columns;
        continue;
      }
      // A line of only commas (a spreadsheet's empty row) is skipped as an empty line is.
      if (record.every((cell) => !cell.trim())) continue;
      rowNumber++;
      if (rowNumber > IMPORT_MAX_ROWS) throw new AdminException(AdminExceptionCode.ImportTooManyRows);
      const cells: Partial<Record<ImportColumn, string>> = {};
      columns.forEach((column, i) => (cells[column] = record[i] ?? ''));
      let checked = checkRow(cells);
      if (record.length !== columns.length) {
        const extra = `has ${record.length} values, the header ${columns.length}`;
        checked = checked.ok ? { ok: false, email: checked.values.email, errors: [extra] } : { ...checked, errors: [...checked.errors, extra] };
      }
      yield { rowNumber, checked };
    }
  } catch (err) {
    throw asImportRefusal(err);
  }
  if (opts.isTruncated?.()) throw new AdminException(AdminExceptionCode.ImportTooLarge);
  if (!columns) throw new AdminException(AdminExceptionCode.ImportEmpty, ['The file is empty.']);
  if (!rowNumber) throw new AdminException(AdminExceptionCode.ImportEmpty);
}
