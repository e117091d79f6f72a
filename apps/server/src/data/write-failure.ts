/**
 * What a failed batched write (packages/db group-commit.ts) answers: 422 when
 * the database refused this request's own row, which no retry can fix, so the
 * client stops; 503 for anything else (connection lost, disk full), which
 * the widget and the tracker retry.
 */
import { RowRejectedError } from '@beckon/db';
import { errors, type HttpError } from '../errors.js';

export function writeFailure(err: unknown): HttpError {
  return err instanceof RowRejectedError ? errors.unstorableRow() : errors.storeUnavailable();
}
