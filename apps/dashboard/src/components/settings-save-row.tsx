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
  return (
    <>
      {error ? (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      ) : null}
      <p className="button-row">
        <button type="submit" disabled={busy || !ready}>
          {busy ? 'Saving…' : 'Save'}
        </button>{' '}
        <span role="status">{saved ? 'Saved.' : ''}</span>
      </p>
    </>
  );
}
