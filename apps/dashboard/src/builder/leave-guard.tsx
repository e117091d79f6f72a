/**
 * Asks before the owner leaves the builder with unsaved edits: closing or reloading the tab gets the
 * browser's own "Leave site?" question (beforeunload), and a link inside the dashboard gets an inline
 * question with Stay and Leave (react-router's blocker). A save's own redirect (state `created`) passes.
 */
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { useT } from '../i18n/i18n.js';

export function LeaveGuard({ when }: { when: boolean }) {
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  // The blocker needs a data router (the dashboard's); a bare MemoryRouter in a test has none.
  return useContext(UNSAFE_DataRouterContext) ? <InAppGuard when={when} /> : null;
}

function InAppGuard({ when }: { when: boolean }) {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(nextLocation.state as { created?: boolean } | null)?.created,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <div className="leave-guard" role="alertdialog" aria-labelledby="leave-guard-text">
      <p id="leave-guard-text">{t('builder.thisPopUpHas')}</p>
      <button type="button" className="primary" onClick={() => blocker.reset()} autoFocus>
        {t('builder.stayAndKeepEditing')}
      </button>
      <button type="button" onClick={() => blocker.proceed()}>
        {t('builder.leaveWithoutSaving')}
      </button>
    </div>
  );
}
