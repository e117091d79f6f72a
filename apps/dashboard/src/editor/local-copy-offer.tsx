/** The offer to bring back edits this browser kept for a page (local-copy.ts) when the editor opens it. */
import { formatDateTime } from '../components/dates.js';
import { useT } from '../i18n/i18n.js';
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
  const t = useT();
  return (
    <section className="editor-local-copy" aria-label={t('editor.localCopy.region')}>
      <p>
        {t('editor.localCopy.kept', { when: formatDateTime(new Date(copy.savedAt).toISOString()) })}
        {copy.baseVersion === serverVersion
          ? ''
          : ` ${t('editor.localCopy.savedElsewhere', { version: serverVersion })}`}
      </p>
      <button type="button" className="primary" onClick={onBring}>
        {t('editor.localCopy.bring')}
      </button>
      <button type="button" onClick={onDiscard}>
        {t('editor.localCopy.discard')}
      </button>
    </section>
  );
}
