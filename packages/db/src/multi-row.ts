/**
 * Builds the VALUES list of a multi-row INSERT with $n placeholders, so a
 * group-committed batch is one statement (reliability.md §6 A). `casts` adds a
 * type cast per column (e.g. `::jsonb`), needed where a parameter is JSON text.
 */
export function valuesList(
  rows: readonly (readonly unknown[])[],
  casts: readonly string[] = [],
): {
  sql: string;
  params: unknown[];
} {
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const slots = row.map((value, i) => {
      params.push(value);
      return `$${params.length}${casts[i] ?? ''}`;
    });
    return `(${slots.join(', ')})`;
  });
  return { sql: tuples.join(', '), params };
}
