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
import { useT } from '../i18n/i18n.js';
import { accountQueries, startSession } from './account-queries.js';

/** The zod message for `value`, or undefined when it passes. */
function problem(schema: typeof emailSchema | typeof passwordSchema, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function ForgotPasswordScreen() {
  const t = useT();
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
        <h1>{t('signUp.sentTitle')}</h1>
        <p role="status">
          {t('account.ifAnAccountUses')} <strong>{email.trim()}</strong>
          {t('account.weSentItA')}
        </p>
        <p>
          <Link to="/sign-in">{t('account.backToSignIn')}</Link>
        </p>
      </main>
    );
  return (
    <main className="narrow" id="main">
      <h1>{t('account.resetYourPassword')}</h1>
      <form onSubmit={submit} noValidate aria-label={t('account.resetYourPassword')}>
        {ask.isError ? (
          <p className="form-error" role="alert">
            {ask.error.message}
          </p>
        ) : null}
        <TextField
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={invalid}
        />
        <button type="submit" className="primary" disabled={ask.isPending}>
          {ask.isPending ? t('common.pleaseWait') : t('account.mailMeAReset')}
        </button>
      </form>
      <p>
        {t('account.rememberedIt')} <Link to="/sign-in">{t('signIn.signIn')}</Link>
      </p>
    </main>
  );
}

export function ResetPasswordScreen() {
  const t = useT();
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
      <h1>{t('account.chooseANewPassword')}</h1>
      <form onSubmit={submit} noValidate aria-label={t('account.chooseANewPassword')}>
        {reset.isError ? (
          <p className="form-error" role="alert">
            {reset.error.message} <Link to="/forgot-password">{t('account.askForANew')}</Link>
          </p>
        ) : null}
        <TextField
          label={t('account.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('account.atLeast8Characters2')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={invalid}
        />
        <button type="submit" className="primary" disabled={reset.isPending}>
          {reset.isPending ? t('common.pleaseWait') : t('account.setNewPassword')}
        </button>
      </form>
    </main>
  );
}

export function ConfirmEmailScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const link = { account_id: params.get('account') ?? '', token: params.get('token') ?? '' };
  const client = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => api<{ email: string }>('POST', '/api/owner/email-change/confirm', link),
    onSuccess: () => client.invalidateQueries({ queryKey: accountQueries.session().queryKey }),
  });
  return (
    <main className="narrow" id="main">
      <h1>{t('account.confirmYourNewEmail')}</h1>
      {confirm.isSuccess ? (
        <p role="status">
          {t('account.doneYouNowSign')} <strong>{confirm.data.email}</strong>.{' '}
          <Link to="/">{t('account.goToTheDashboard')}</Link>
        </p>
      ) : (
        <>
          {confirm.isError ? (
            <p className="form-error" role="alert">
              {confirm.error.message}
            </p>
          ) : null}
          <p>{t('account.pressTheButtonTo')}</p>
          <button type="button" className="primary" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
            {confirm.isPending ? t('common.pleaseWait') : t('account.confirmNewEmail')}
          </button>
        </>
      )}
    </main>
  );
}
