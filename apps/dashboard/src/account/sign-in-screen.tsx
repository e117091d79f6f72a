/**
 * Sign in and sign up (one form, two modes). Fields are checked with the
 * server's own zod schemas as the owner leaves them, messages next to each
 * field; server refusals (wrong password, too many attempts) show above.
 * Sign-up ends on "check your inbox": the mailed link (confirm-screen.tsx) creates the account.
 */

import { signInBodySchema, signUpBodySchema } from '@beckon/owner-api/sign-in';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../components/language-switch.js';
import { Loading } from '../components/loading.js';
import { TextField } from '../components/text-field.js';
import { tElements, useT } from '../i18n/i18n.js';
import { type FieldErrors, fieldErrors } from '../validation.js';
import { accountQueries, useSignIn, useSignUp } from './account-queries.js';

export function SignInScreen({ mode }: { mode: 'sign-in' | 'sign-up' }) {
  const t = useT();
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
        <h1>{t('signUp.sentTitle')}</h1>
        <p role="status">{tElements('signUp.sent', { email: <strong key="email">{sentTo}</strong> })}</p>
        <p>
          {t('signUp.alreadyConfirmed')} <Link to="/sign-in">{t('signIn.signIn')}</Link>
        </p>
      </main>
    );

  const title = signUp ? t('signUp.title') : t('signIn.title');
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
            label={t('signUp.accountName')}
            name="account_name"
            autoComplete="organization"
            value={values.account_name}
            onChange={(e) => set('account_name', e.target.value)}
            onBlur={() => blur('account_name')}
            error={shown('account_name')}
          />
        ) : null}
        <TextField
          label={t('signIn.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          onBlur={() => blur('email')}
          error={shown('email')}
        />
        <TextField
          label={t('signIn.password')}
          name="password"
          type="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          hint={signUp ? t('signUp.passwordHint') : undefined}
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          onBlur={() => blur('password')}
          error={shown('password')}
        />
        <button type="submit" className="primary" disabled={call.isPending}>
          {call.isPending ? t('common.pleaseWait') : signUp ? t('signUp.submit') : t('signIn.signIn')}
        </button>
      </form>
      <p>
        {signUp ? (
          <>
            {t('signUp.haveAccount')} <Link to="/sign-in">{t('signIn.signIn')}</Link>
          </>
        ) : (
          <>
            {t('signIn.new')} <Link to="/sign-up">{t('signIn.createAccount')}</Link> ·{' '}
            <Link to="/forgot-password">{t('signIn.forgot')}</Link>
          </>
        )}
      </p>
      <LanguageSwitch />
    </main>
  );
}
