/**
 * What a screen shows when its data could not be loaded: the reason in plain words and a Retry button,
 * never a blank area or a spinner that keeps turning. Retry asks again (react-query's refetch) and the
 * screen shows its loading state meanwhile.
 */
import { useT } from '../i18n/i18n.js';

export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => unknown }) {
  const t = useT();
  return (
    <div className="load-error" role="alert">
      <p>{t('common.couldNotLoad', { what, reason: error.message })}</p>
      <button type="button" onClick={() => void onRetry()}>
        {t('common.retry')}
      </button>
    </div>
  );
}
