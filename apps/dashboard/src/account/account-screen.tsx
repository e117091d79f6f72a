/** The owner's account: who is signed in, sign out, and sign out on every device. */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accountQueries, useSignOut } from './account-queries.js';
import { AccountSecurity } from './account-security.js';
import { PlanLimitSetting } from './plan-limit-setting.js';

export function AccountScreen() {
  const session = useQuery(accountQueries.session());
  const signOut = useSignOut(false);
  const signOutEverywhere = useSignOut(true);
  const navigate = useNavigate();
  const done = () => void navigate('/sign-in', { replace: true });
  const failed = signOut.error ?? signOutEverywhere.error;
  return (
    <>
      <h1>Account</h1>
      <dl className="facts">
        <dt>Account</dt>
        <dd>{session.data?.account.name}</dd>
        <dt>Client id</dt>
        <dd>
          <code>{session.data?.account.account_id}</code>
        </dd>
        <dt>Signed in as</dt>
        <dd>{session.data?.owner.email}</dd>
      </dl>
      {failed ? (
        <p className="form-error" role="alert">
          {failed.message}
        </p>
      ) : null}
      <p className="button-row">
        <button type="button" onClick={() => signOut.mutate(undefined, { onSuccess: done })}>
          Sign out
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => signOutEverywhere.mutate(undefined, { onSuccess: done })}
        >
          Sign out everywhere
        </button>
      </p>
      <p className="hint">“Sign out everywhere” ends your sessions on every device and browser.</p>
      <PlanLimitSetting />
      <AccountSecurity />
    </>
  );
}
