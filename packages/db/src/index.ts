export { connect, type ConnectOptions } from './connect.js';
export type { Db, Queryable } from './db.js';
export { createGroupCommitter, type GroupCommitter, type GroupCommitOptions } from './group-commit.js';
export { loadMigrations, migrate, type Migration } from './migrate.js';
