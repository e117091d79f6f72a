/**
 * Appending many rows in one statement, the cheapest way each backend has.
 * PGlite: COPY … FROM '/dev/blob' with the rows as CSV, which costs PGlite
 * less than any INSERT form. PostgreSQL (node pg has no COPY without another
 * dependency): one INSERT … SELECT FROM json_populate_recordset, which costs
 * the server one parse of one text parameter. Either way one statement, so
 * one atomic commit.
 */

type Row = readonly unknown[];

/** A CSV field: NULL is an empty unquoted field, every other value is quoted (so '' stays ''). */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string'
      ? value
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  // Most values hold no quote: skip the replace, which shows in a lead's CPU profile.
  return text.includes('"') ? `"${text.replaceAll('"', '""')}"` : `"${text}"`;
}

/** Rows as CSV text for COPY (FORMAT csv): quotes doubled; commas, newlines and backslashes need nothing else. */
export function csvOf(rows: readonly Row[]): string {
  let out = '';
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) {
      if (i > 0) out += ',';
      out += csvField(row[i]);
    }
    out += '\n';
  }
  return out;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Table and column names are code, never input; refuse anything that is not a plain identifier. */
export function checkIdentifiers(table: string, columns: readonly string[]): void {
  for (const name of [table, ...columns]) {
    if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${JSON.stringify(name)}`);
  }
}

export function copySql(table: string, columns: readonly string[]): string {
  return `COPY ${table} (${columns.join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`;
}

/** The PostgreSQL form: $1 is a JSON array of objects keyed by column. */
export function jsonInsertSql(table: string, columns: readonly string[]): string {
  const list = columns.join(', ');
  return `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`;
}

export function jsonRows(columns: readonly string[], rows: readonly Row[]): string {
  // Plain loops: Object.fromEntries over mapped pairs costs about twice as much CPU per row.
  const objects: Record<string, unknown>[] = new Array(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as Row;
    const object: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) object[columns[i] as string] = row[i] ?? null;
    objects[r] = object;
  }
  return JSON.stringify(objects);
}
