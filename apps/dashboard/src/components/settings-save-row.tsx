import { useT } from '../i18n/i18n.js';
/** A settings form's end: the refusal or load error, Save (off until the settings loaded), and "Saved." once they are. */
export function SettingsSaveRow({
  error,
  busy,
  ready,
  saved,
}: {
  error: Error | null;
  busy: boolean;
  ready: boolean;
  saved: boolean;
}) {
  const t = useT();
  return (
    <>
      {error ? (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      ) : null}
      <p className="button-row">
        <button type="submit" disabled={busy || !ready}>
          {busy ? t('builder.saving') : t('media.save')}
        </button>{' '}
        <span role="status">{saved ? t('common.saved') : ''}</span>
      </p>
    </>
  );
}
