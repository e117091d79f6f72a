/**
 * Sign in and sign up (one form, two modes). Fields are checked with the
 * server's own zod schemas as the owner leaves them, messages next to each
 * field; server refusals (wrong password, too many attempts) show above.
 * Sign-up ends on "check your inbox": the mailed link (confirm-screen.tsx) creates the account.
 */

import { signInBodySchema, signUpBodySchema } from '@beckon/owner-api';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Loading } from '../components/loading.js';
import { TextField } from '../components/text-field.js';
import { type FieldErrors, fieldErrors } from '../validation.js';
import { accountQueries, useSignIn, useSignUp } from './account-queries.js';

export function SignInScreen({ mode }: { mode: 'sign-in' | 'sign-up' }) {
  const session = useQuery(accountQueries.session());
  const signIn = useSignIn();
  const register = useSignUp();
  /** The address a confirmation link was sent to, once sign-up was accepted. */
  const [sentTo, setSentTo] = useState('');
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState({ email: '', password: '', account_name: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const signUp = mode === 'sign-up';
  const call = signUp ? register : signIn;

  if (session.isPending) return <Loading />;
  if (session.data) return <Navigate to="/" replace />;

  const body = () => (signUp ? values : { email: values.email, password: values.password });
  const validate = (): FieldErrors => {
    const input = body();
    const result = (signUp ? signUpBodySchema : signInBodySchema).safeParse(input);
    return result.success ? {} : fieldErrors(result.error.issues, input);
  };
  const set = (name: keyof typeof values, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (touched[name]) {
      const input = signUp ? next : { email: next.email, password: next.password };
      const result = (signUp ? signUpBodySchema : signInBodySchema).safeParse(input);
      setErrors(result.success ? {} : fieldErrors(result.error.issues, input));
    }
  };
  const blur = (name: string) => {
    setTouched((t) => ({ ...t, [name]: true }));
    setErrors(validate());
  };
  const shown = (name: string) => (touched[name] ? errors[name] : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate();
    setErrors(found);
    setTouched({ email: true, password: true, account_name: true });
    if (Object.keys(found).length > 0) return;
    if (signUp) {
      // The answer is the same whether or not the email has an account: the mail says which.
      register.mutate(values, { onSuccess: () => setSentTo(values.email.trim()) });
      return;
    }
    signIn.mutate(body(), {
      onSuccess: () => {
        const from = (location.state as { from?: string } | null)?.from;
        void navigate(from && from !== '/sign-in' ? from : '/', { replace: true });
      },
    });
  };

  if (signUp && sentTo)
    return (
      <main className="narrow" id="main">
        <h1>Check your inbox</h1>
        <p role="status">
          Check your inbox: we sent a link to <strong>{sentTo}</strong>. Open it within 24 hours to finish creating your
          account.
        </p>
        <p>
          Already confirmed? <Link to="/sign-in">Sign in</Link>
        </p>
      </main>
    );

  const title = signUp ? 'Create your Beckon account' : 'Sign in to Beckon';
  return (
    <main className="narrow" id="main">
      <h1>{title}</h1>
      <form onSubmit={submit} noValidate aria-label={title}>
        {call.isError ? (
          <p className="form-error" role="alert">
            {call.error.message}
          </p>
        ) : null}
        {signUp ? (
          <TextField
            label="Account name"
            name="account_name"
            autoComplete="organization"
            value={values.account_name}
            onChange={(e) => set('account_name', e.target.value)}
            onBlur={() => blur('account_name')}
            error={shown('account_name')}
          />
        ) : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          onBlur={() => blur('email')}
          error={shown('email')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          hint={signUp ? 'At least 8 characters; a long passphrase is best.' : undefined}
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          onBlur={() => blur('password')}
          error={shown('password')}
        />
        <button type="submit" className="primary" disabled={call.isPending}>
          {call.isPending ? 'Please wait…' : signUp ? 'Create account' : 'Sign in'}
        </button>
      </form>
      <p>
        {signUp ? (
          <>
            Already have an account? <Link to="/sign-in">Sign in</Link>
          </>
        ) : (
          <>
            New to Beckon? <Link to="/sign-up">Create an account</Link> ·{' '}
            <Link to="/forgot-password">Forgot your password?</Link>
          </>
        )}
      </p>
    </main>
  );
}
