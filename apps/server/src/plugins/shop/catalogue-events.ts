/**
 * "The owner changed the catalogue" within this process: the shop's page cache
 * drops its pages at once instead of waiting for its stamp check (other
 * processes see the change at their next check, catalogueStamp).
 */
import type { Queryable } from '@beckon/db';

type Listener = (db: Queryable, accountId: string) => void;
const listeners = new Set<Listener>();

export function onCatalogueChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function catalogueChanged(db: Queryable, accountId: string): void {
  for (const listener of listeners) listener(db, accountId);
}
