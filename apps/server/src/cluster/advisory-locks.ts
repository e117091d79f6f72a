/**
 * PostgreSQL advisory lock keys (two int4 keys: this application, then the
 * job), one place so no two jobs share a key by accident. PGlite has one
 * connection, so there they are always granted at once.
 */
export const LOCK_APP = 0x6265636b; // 'beck'

export const LOCKS = {
  /** Migrations and first-start seeding: one process at a time. */
  startup: 1,
  /** The page-view rollup: one at a time across processes. */
  pageviewRollup: 2,
} as const;
