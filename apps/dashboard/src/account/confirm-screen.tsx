/**
 * /admin/confirm?token=…, the link in the sign-up mail: posts the token once,
 * which creates the account and signs the owner in, then goes to the
 * dashboard; a spent, expired or mangled link shows the server's message.
 */
import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Loading } from '../components/loading.js';
import { useConfirmSignUp } from './account-queries.js';

export function ConfirmScreen() {
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
  if (token !== '' && !confirm.isError) return <Loading label="Confirming your email" />;
  return (
    <main className="narrow" id="main">
      <h1>This link did not work</h1>
      <p className="form-error" role="alert">
        {confirm.isError ? confirm.error.message : 'The link has no token: open the whole link from the mail.'}
      </p>
      <p>
        <Link to="/sign-up">Sign up again</Link> or <Link to="/sign-in">sign in</Link>.
      </p>
    </main>
  );
}
