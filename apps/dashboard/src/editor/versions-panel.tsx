/**
 * The page's versions, newest first, each with Restore: a chunk of its own, loaded when the panel first opens.
 */
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../components/dates.js';
import { Loading } from '../components/loading.js';
import { useT } from '../i18n/i18n.js';
import { pageQueries } from './pages-queries.js';

export function VersionsPanel({
  pageId,
  current,
  onRestore,
}: {
  pageId: number;
  current: number;
  onRestore: (version: number) => void;
}) {
  const t = useT();
  const versions = useQuery(pageQueries.versions(pageId));
  return (
    <section className="editor-versions" aria-label={t('editor.versions')}>
      {versions.isPending ? <Loading /> : null}
      <ol>
        {versions.data?.map((v) => (
          <li key={v.version}>
            <span>
              v{v.version} · {v.state === 'published' ? t('editor.state.published') : t('editor.state.draft')}
              {v.restored_from ? ` (${t('editor.version.restoredFrom', { version: v.restored_from })})` : ''} ·{' '}
              <time dateTime={v.saved_at}>{formatDateTime(v.saved_at)}</time>
            </span>
            {v.version === current ? (
              <em> {t('editor.current')}</em>
            ) : (
              <button
                type="button"
                onClick={() => onRestore(v.version)}
                aria-label={t('editor.version.restoreLabel', { version: v.version })}
              >
                {t('editor.restore')}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
