export {
  type AppendedBatch,
  type AppendSpec,
  type AppendWriterOptions,
  appendRows,
  appendWriter,
} from './append-writer.js';
export { writeCommitRecord } from './commit-record.js';
export { type ConnectOptions, connect } from './connect.js';
export type { Db, Queryable } from './db.js';
export {
  createGroupCommitter,
  type GroupCommitOptions,
  type GroupCommitter,
  isRowFault,
  RowRejectedError,
} from './group-commit.js';
export { connectMigratedMemory } from './memory-snapshot.js';
export { loadMigrations, type Migration, migrate } from './migrate.js';
export type { PopupsRow } from './rows.js';
export { createThrowawayDatabase } from './throwaway-database.js';
