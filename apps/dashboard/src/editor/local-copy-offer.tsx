/** The offer to bring back edits this browser kept for a page (local-copy.ts) when the editor opens it. */
import { formatDateTime } from '../components/dates.js';
import type { LocalCopy } from './local-copy.js';

export function LocalCopyOffer({
  copy,
  serverVersion,
  onBring,
  onDiscard,
}: {
  copy: LocalCopy;
  serverVersion: number;
  onBring: () => void;
  onDiscard: () => void;
}) {
  return (
    <section className="editor-local-copy" aria-label="Edits kept in this browser">
      <p>
        This browser kept edits to this page that were not saved to the server (
        {formatDateTime(new Date(copy.savedAt).toISOString())}).
        {copy.baseVersion === serverVersion
          ? ''
          : ` The page was saved elsewhere since (version ${serverVersion}); bringing the edits back replaces that version’s content when they are saved.`}
      </p>
      <button type="button" className="primary" onClick={onBring}>
        Bring them back
      </button>
      <button type="button" onClick={onDiscard}>
        Discard them
      </button>
    </section>
  );
}
