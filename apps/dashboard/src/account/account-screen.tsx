/** The owner's account: who is signed in, sign out, and sign out on every device. */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/i18n.js';
import { accountQueries, useSignOut } from './account-queries.js';
import { AccountSecurity } from './account-security.js';
import { PlanLimitSetting } from './plan-limit-setting.js';

export function AccountScreen() {
  const t = useT();
  const session = useQuery(accountQueries.session());
  const signOut = useSignOut(false);
  const signOutEverywhere = useSignOut(true);
  const navigate = useNavigate();
  const done = () => void navigate('/sign-in', { replace: true });
  const failed = signOut.error ?? signOutEverywhere.error;
  return (
    <>
      <h1>{t('nav.account')}</h1>
      <dl className="facts">
        <dt>{t('nav.account')}</dt>
        <dd>{session.data?.account.name}</dd>
        <dt>{t('account.clientId')}</dt>
        <dd>
          <code>{session.data?.account.account_id}</code>
        </dd>
        <dt>{t('account.signedInAs')}</dt>
        <dd>{session.data?.owner.email}</dd>
      </dl>
      {failed ? (
        <p className="form-error" role="alert">
          {failed.message}
        </p>
      ) : null}
      <p className="button-row">
        <button type="button" onClick={() => signOut.mutate(undefined, { onSuccess: done })}>
          {t('account.signOut')}
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => signOutEverywhere.mutate(undefined, { onSuccess: done })}
        >
          {t('account.signOutEverywhere')}
        </button>
      </p>
      <p className="hint">{t('account.signOutEverywhereEnds')}</p>
      <PlanLimitSetting />
      <AccountSecurity />
    </>
  );
}
