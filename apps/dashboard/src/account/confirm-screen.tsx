/**
 * /admin/confirm?token=…, the link in the sign-up mail: posts the token once,
 * which creates the account and signs the owner in, then goes to the
 * dashboard; a spent, expired or mangled link shows the server's message.
 */
import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Loading } from '../components/loading.js';
import { useT } from '../i18n/i18n.js';
import { useConfirmSignUp } from './account-queries.js';

export function ConfirmScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmSignUp();
  // A link works once: React's development double-run of effects must not post it twice.
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current || token === '') return;
    posted.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  if (confirm.isSuccess) return <Navigate to="/" replace />;
  if (token !== '' && !confirm.isError) return <Loading label={t('account.confirmingYourEmail')} />;
  return (
    <main className="narrow" id="main">
      <h1>{t('account.thisLinkDidNot')}</h1>
      <p className="form-error" role="alert">
        {confirm.isError ? confirm.error.message : t('account.theLinkHasNo')}
      </p>
      <p>
        <Link to="/sign-up">{t('account.signUpAgain')}</Link> {t('account.or')}{' '}
        <Link to="/sign-in">{t('account.signIn')}</Link>.
      </p>
    </main>
  );
}
