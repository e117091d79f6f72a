/**
 * The editor's copy of a page in this browser's storage, kept while the server does not have the latest
 * edits (a setting it would refuse, no connection, a stale version), so a crash or a closed tab loses
 * nothing: the editor offers the copy back the next time the page is opened. Storage may be full or
 * switched off; then there is simply no copy.
 */
import type { PageDocument } from './document-data.js';

export interface LocalCopy {
  /** The server's version the edits were made on. */
  baseVersion: number;
  title: string;
  document: PageDocument;
  /** When the copy was last written (ms since the epoch). */
  savedAt: number;
}

const keyOf = (pageId: number) => `beckon.editor.page.${pageId}`;

export function keepLocalCopy(pageId: number, copy: LocalCopy): void {
  try {
    localStorage.setItem(keyOf(pageId), JSON.stringify(copy));
  } catch {
    // Full or disabled storage: the server's autosave is still the main copy.
  }
}

export function dropLocalCopy(pageId: number): void {
  try {
    localStorage.removeItem(keyOf(pageId));
  } catch {
    // Nothing to drop when storage is unavailable.
  }
}

const isCopy = (v: unknown): v is LocalCopy => {
  const c = v as Partial<LocalCopy> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.baseVersion === 'number' &&
    typeof c.title === 'string' &&
    typeof c.savedAt === 'number' &&
    typeof c.document === 'object' &&
    c.document !== null &&
    Array.isArray(c.document.content)
  );
};

/** The copy kept for the page, unless it holds just what the server has (then it is dropped). */
export function readLocalCopy(pageId: number, server: { title: string; document: PageDocument }): LocalCopy | null {
  let copy: unknown;
  try {
    copy = JSON.parse(localStorage.getItem(keyOf(pageId)) ?? 'null');
  } catch {
    return null;
  }
  if (!isCopy(copy)) return null;
  if (JSON.stringify([copy.title, copy.document]) === JSON.stringify([server.title, server.document])) {
    dropLocalCopy(pageId);
    return null;
  }
  return copy;
}
