/**
 * Reading an owner's CSV upload (the shop's product import, a store catalogue): the rows by their header's
 * column names, each with its line, read with csv-parse (RFC 4180: quoted cells, line breaks in cells, a
 * BOM). A broken file, too many rows, no rows or a header without a needed column is one refusal naming
 * its line, so every import words them alike. Server-side only: not in the package's index.
 */
import { CsvError, parse } from 'csv-parse/sync';

export interface CsvRow {
  /** The row's cells by column name (a column the header lacks is absent). */
  record: Record<string, string>;
  /** The line the row starts on (1 is the header). */
  line: number;
}

/**
 * csv-parse's refusals in the service's words, by its error code, so every import words them alike and the
 * dashboard can translate them; another code keeps the library's message.
 */
/** The longest row a file may have, in characters. */
const MAX_RECORD_SIZE = 20_000;

const CSV_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is not closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quote inside a quoted cell must be doubled ("")',
  INVALID_OPENING_QUOTE: 'a cell with a quote in it must be quoted, its quotes doubled',
  CSV_RECORD_INCONSISTENT_COLUMNS: 'the row does not have as many cells as the header',
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'the row does not have as many cells as the header',
  CSV_MAX_RECORD_SIZE: `the row is longer than ${MAX_RECORD_SIZE} characters`,
};

export type CsvRows = { ok: true; rows: CsvRow[] } | { ok: false; errors: string[] };

export function readCsvRows(
  text: string,
  {
    maxRows,
    rowName,
    required,
  }: {
    /** The most rows a file may have. */
    maxRows: number;
    /** What a row is, in the refusal of a longer file: "rows", "products". */
    rowName: string;
    /** The columns every file must have. */
    required: readonly string[];
  },
): CsvRows {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim()),
      info: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_SIZE,
      to: maxRows + 1,
    });
  } catch (err) {
    if (err instanceof CsvError)
      return { ok: false, errors: [`line ${err.lines ?? 1}: ${CSV_PROBLEMS[err.code] ?? err.message}`] };
    throw err;
  }
  if (records.length > maxRows)
    return { ok: false, errors: [`the file has more than ${maxRows} ${rowName}; split it`] };
  const first = records[0];
  if (!first) return { ok: false, errors: ['line 2: the file has no products'] };
  const missing = required.filter((c) => !(c in first.record));
  if (missing.length > 0) return { ok: false, errors: [`line 1: the header has no ${missing.join(', ')} column`] };
  return { ok: true, rows: records.map(({ record, info }) => ({ record, line: info.lines })) };
}

/** A cell's text, trimmed, without the formula guard (a leading apostrophe before = + - @) an export puts on. */
export const csvCellText = (value: string | undefined): string => {
  const v = (value ?? '').trim();
  return /^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v;
};
