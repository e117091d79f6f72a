/**
 * Records the first display request from an account's site (the dashboard's install check). The
 * display route is the hot path, so each process writes at most once per account: later requests only look
 * the account up in a Set. The UPDATE changes nothing when another process (or an earlier run) got there first.
 */
import type { Db } from '@beckon/db';
import type { FastifyBaseLogger } from 'fastify';
import { recordFirstDisplay } from './account-repository.js';

export interface InstallSeen {
  /** True when this process already recorded (or found) the account's first display request. */
  known(accountId: string): boolean;
  /** Stores the first display's time and page unless one is stored; never throws (the answer matters more). */
  record(accountId: string, url: string): Promise<void>;
}

export function createInstallSeen(db: Db, log: FastifyBaseLogger): InstallSeen {
  const recorded = new Set<string>();
  return {
    known: (accountId) => recorded.has(accountId),
    async record(accountId, url) {
      if (recorded.has(accountId)) return;
      recorded.add(accountId);
      try {
        await recordFirstDisplay(db, accountId, url);
      } catch (err) {
        // Tried again on a later request.
        recorded.delete(accountId);
        log.warn({ err, accountId }, 'could not record the first display request');
      }
    },
  };
}
