/**
 * The earliest time an answer may leave, for the routes whose answer must not tell by its timing whether an
 * address has an account. Those routes already do the same statements either way, but a known address's
 * rows still cost a little more to write; holding every answer until a fixed time after the request arrived
 * makes both leave together, unless the work itself outlasts the floor.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';

/** Well above the reset routes' slowest answers on a busy machine, and short for a person waiting. */
export const ANSWER_FLOOR_MS = 150;

/** Waits until `floorMs` have passed since the request arrived (reply.elapsedTime counts from there). */
export async function holdUntilFloor(reply: FastifyReply, floorMs = ANSWER_FLOOR_MS): Promise<void> {
  const left = floorMs - reply.elapsedTime;
  if (left > 0) await sleep(left);
}
