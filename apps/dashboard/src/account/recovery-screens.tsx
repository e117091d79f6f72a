/**
 * Screens reached without a session: ask for a password-reset link, set a new
 * password from it, and confirm a new email from its link. Links are spent by a button press, not on
 * load, so a mail scanner that opens links does not use them up.
 */
import { emailSchema, type PasswordResetRequested, passwordSchema, type SessionAnswer } from '@beckon/owner-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../api/client.js';
import { TextField } from '../components/text-field.js';
import { accountQueries, startSession } from './account-queries.js';

/** The zod message for `value`, or undefined when it passes. */
function problem(schema: typeof emailSchema | typeof passwordSchema, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const ask = useMutation({
    mutationFn: (address: string) =>
      api<PasswordResetRequested>('POST', '/api/owner/password-reset', { email: address }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const bad = problem(emailSchema, email.trim());
    setInvalid(bad && `The email ${bad}.`);
    if (!bad) ask.mutate(email.trim());
  };
  if (ask.isSuccess)
    return (
      <main className="narrow" id="main">
        <h1>Check your inbox</h1>
        <p role="status">
          If an account uses <strong>{email.trim()}</strong>, we sent it a link to choose a new password. It works once,
          within 1 hour.
        </p>
        <p>
          <Link to="/sign-in">Back to sign in</Link>
        </p>
      </main>
    );
  return (
    <main className="narrow" id="main">
      <h1>Reset your password</h1>
      <form onSubmit={submit} noValidate aria-label="Reset your password">
        {ask.isError ? (
          <p className="form-error" role="alert">
            {ask.error.message}
          </p>
        ) : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={invalid}
        />
        <button type="submit" className="primary" disabled={ask.isPending}>
          {ask.isPending ? 'Please wait…' : 'Mail me a reset link'}
        </button>
      </form>
      <p>
        Remembered it? <Link to="/sign-in">Sign in</Link>
      </p>
    </main>
  );
}

export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const link = { account_id: params.get('account') ?? '', token: params.get('token') ?? '' };
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const reset = useMutation({
    mutationFn: (pw: string) =>
      api<SessionAnswer>('POST', '/api/owner/password-reset/confirm', { ...link, password: pw }),
    onSuccess: (session) => {
      startSession(client, session);
      void navigate('/', { replace: true });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const bad = problem(passwordSchema, password);
    setInvalid(bad && `The password ${bad}.`);
    if (!bad) reset.mutate(password);
  };
  return (
    <main className="narrow" id="main">
      <h1>Choose a new password</h1>
      <form onSubmit={submit} noValidate aria-label="Choose a new password">
        {reset.isError ? (
          <p className="form-error" role="alert">
            {reset.error.message} <Link to="/forgot-password">Ask for a new link</Link>
          </p>
        ) : null}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters; a long passphrase is best. Every other session is signed out."
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={invalid}
        />
        <button type="submit" className="primary" disabled={reset.isPending}>
          {reset.isPending ? 'Please wait…' : 'Set new password'}
        </button>
      </form>
    </main>
  );
}

export function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  const link = { account_id: params.get('account') ?? '', token: params.get('token') ?? '' };
  const client = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => api<{ email: string }>('POST', '/api/owner/email-change/confirm', link),
    onSuccess: () => client.invalidateQueries({ queryKey: accountQueries.session().queryKey }),
  });
  return (
    <main className="narrow" id="main">
      <h1>Confirm your new email</h1>
      {confirm.isSuccess ? (
        <p role="status">
          Done: you now sign in with <strong>{confirm.data.email}</strong>. <Link to="/">Go to the dashboard</Link>
        </p>
      ) : (
        <>
          {confirm.isError ? (
            <p className="form-error" role="alert">
              {confirm.error.message}
            </p>
          ) : null}
          <p>Press the button to make this address the one you sign in with.</p>
          <button type="button" className="primary" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
            {confirm.isPending ? 'Please wait…' : 'Confirm new email'}
          </button>
        </>
      )}
    </main>
  );
}
