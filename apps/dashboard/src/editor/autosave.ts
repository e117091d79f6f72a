/**
 * The editor's writes, one at a time, and its autosave: a pause in editing saves the document as a draft
 * (the server keeps only the latest of a run of autosaves), so a reload or a crash loses at most the last
 * second of work. Every write is based on the version the previous one answered, so the editor never
 * collides with itself; a write refused as stale (another tab, another person) stops autosaving until the
 * editor loads the latest version, and the refusal is said.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../api/client.js';
import type { PageDocument } from './document-data.js';
import type { EditorPageWithDocument, Write } from './pages-queries.js';

/** How long editing must pause before the document is saved as a draft. */
const AUTOSAVE_DELAY_MS = 1000;
/** How long an autosave that got no answer waits before trying again. */
const RETRY_DELAY_MS = 5000;

/** Where the editor's copy stands against the server's. */
export type SaveState = 'saved' | 'unsaved' | 'saving' | 'invalid' | 'failed' | 'conflict';

export type SaveOutcome =
  | { kind: 'saved'; page: EditorPageWithDocument }
  | { kind: 'invalid'; problems: string }
  | { kind: 'failed'; error: unknown };

/** The document as it would be saved now, and what stops it from being saved (null: nothing). */
export interface Snapshot {
  title: string;
  document: PageDocument;
  problems: string | null;
}

const keyOf = (s: Snapshot) => JSON.stringify([s.title, s.document]);

export function useAutosave({
  initial,
  snapshot,
  write,
  onSaved,
  onRefused,
  local,
  unsaved = false,
}: {
  initial: EditorPageWithDocument;
  /** Keeps and drops this browser's copy of edits the server does not have yet (local-copy.ts). */
  local: { keep: (snapshot: Snapshot, baseVersion: number) => void; drop: () => void };
  /** The editor opened on edits the server does not have (a local copy brought back): save them soon. */
  unsaved?: boolean;
  snapshot: () => Snapshot;
  write: (w: Write) => Promise<EditorPageWithDocument>;
  onSaved: (page: EditorPageWithDocument) => void;
  /** An autosave refused (a stale version, a document the server will not take): the editor says why. */
  onRefused: (error: unknown) => void;
}) {
  const version = useRef(initial.version);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSaved = useRef<string | null>(null);
  const refused = useRef(false);
  const [state, setState] = useState<SaveState>('saved');
  /** Why the document cannot be saved as it stands (state 'invalid'). */
  const [problems, setProblems] = useState('');
  const latest = useRef({ snapshot, write, onSaved, onRefused, local });
  latest.current = { snapshot, write, onSaved, onRefused, local };

  // What the editor opened with counts as saved: opening a page alone makes no version.
  if (lastSaved.current === null) lastSaved.current = unsaved ? '' : keyOf(snapshot());

  /** Runs `work` after every earlier write, with the version the last one answered. */
  const enqueue = useCallback(
    (work: (base: number) => Promise<EditorPageWithDocument>, saving: string | null): Promise<SaveOutcome> => {
      const job = queue.current.then(async (): Promise<SaveOutcome> => {
        setState('saving');
        try {
          const page = await work(version.current);
          version.current = page.version;
          if (saving !== null) lastSaved.current = saving;
          latest.current.onSaved(page);
          const upToDate = lastSaved.current === keyOf(latest.current.snapshot());
          if (upToDate) latest.current.local.drop();
          setState(upToDate ? 'saved' : 'unsaved');
          return { kind: 'saved', page };
        } catch (error) {
          const stale = error instanceof ApiError && error.status === 409;
          if (stale) refused.current = true;
          setState(stale ? 'conflict' : 'failed');
          return { kind: 'failed', error };
        }
      });
      queue.current = job;
      return job;
    },
    [],
  );

  /** Saves the editor's document as a draft or publishes it, after any write under way. */
  const saveNow = useCallback(
    async (action: 'draft' | 'publish', auto = false): Promise<SaveOutcome | null> => {
      clearTimeout(timer.current);
      timer.current = undefined;
      const now = latest.current.snapshot();
      const key = keyOf(now);
      // Until the server answers, this browser keeps the edits too.
      if (key !== lastSaved.current) latest.current.local.keep(now, version.current);
      if (now.problems !== null) {
        setProblems(now.problems);
        setState('invalid');
        return { kind: 'invalid', problems: now.problems };
      }
      if (auto && key === lastSaved.current) return null;
      const outcome = await enqueue(
        (base) =>
          latest.current.write({ action, version: base, title: now.title, document: now.document, autosave: auto }),
        key,
      );
      if (outcome.kind === 'failed' && auto) {
        const error = outcome.error;
        // No answer, or the server's own trouble: try again shortly. A refusal is said, not retried.
        if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) {
          timer.current = setTimeout(() => void saveNow('draft', true), RETRY_DELAY_MS);
        } else latest.current.onRefused(error);
      }
      return outcome;
    },
    [enqueue],
  );

  /** Something changed: save it once editing pauses (not after a refusal: that needs the latest version). */
  const changed = useCallback(() => {
    if (refused.current) {
      // No more autosaves after a refusal, but the edits are still kept in this browser.
      const now = latest.current.snapshot();
      latest.current.local.keep(now, version.current);
      return;
    }
    setState('unsaved');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow('draft', true), AUTOSAVE_DELAY_MS);
  }, [saveNow]);

  // Opened on edits the server does not have: save them once the editor has settled, as after an edit.
  const opened = useRef(unsaved);
  useEffect(() => {
    if (opened.current) changed();
    opened.current = false;
  }, [changed]);

  // Leaving with an edit not yet saved: save it now, and let the browser ask before the page goes.
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (timer.current === undefined && state !== 'saving' && state !== 'invalid' && state !== 'failed') return;
      // A tab closed with edits not yet on the server: they stay in this browser, offered back next time.
      const now = latest.current.snapshot();
      if (keyOf(now) !== lastSaved.current) latest.current.local.keep(now, version.current);
      void saveNow('draft', true);
      event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [state, saveNow]);
  // Leaving the editor inside the dashboard: an edit still waiting for its pause is saved at once.
  useEffect(
    () => () => {
      if (timer.current !== undefined) void saveNow('draft', true);
    },
    [saveNow],
  );

  return useMemo(() => ({ state, problems, changed, saveNow, enqueue }), [state, problems, changed, saveNow, enqueue]);
}
