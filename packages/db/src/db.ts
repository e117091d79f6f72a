/** The one database interface the server uses, whatever the backend. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Appends rows (values in `columns` order) to `table` in one statement:
   * COPY on PGlite, one json_populate_recordset INSERT on PostgreSQL
   * (insert-rows.ts). No ON CONFLICT, no RETURNING: for append-only tables.
   * `then`: one more statement, without parameters and written by code
   * (never input), that commits or fails together with the rows; its rows are
   * the answer. On PGlite both travel in one simple query (one implicit
   * transaction), which costs less CPU than a separate statement in
   * BEGIN/COMMIT. Domain code appends through appendWriter, which decides.
   */
  insertRows(
    table: string,
    columns: readonly string[],
    rows: readonly (readonly unknown[])[],
    then?: string,
  ): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** PGlite only, for tests: the data directory as a tarball (memory-snapshot.ts). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}
