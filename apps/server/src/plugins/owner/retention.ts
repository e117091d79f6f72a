/**
 * The retention job: every server process looks every hour, and the first to look on a day does that day's
 * deletions for each account (retention-repository.ts decides who, through the database).
 */
import type { Db } from '@beckon/db';
import type { FastifyBaseLogger } from 'fastify';
import { runRetention } from './retention-repository.js';

const EVERY_MS = 3600_000;
/** Soon after start, so a process that restarts often still runs the day's pass. */
const FIRST_MS = 60_000;

export function startRetention(db: Db, log: FastifyBaseLogger): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      runRetention(db)
        .then((passes) => {
          for (const pass of passes)
            if (pass.leadsDeleted + pass.submissionsDeleted > 0) log.info(pass, 'retention pass');
        })
        .catch((err: unknown) => log.warn({ err }, 'retention pass failed; trying again later'))
        .finally(() => schedule(EVERY_MS));
    }, ms);
    timer.unref();
  };
  schedule(FIRST_MS);
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
