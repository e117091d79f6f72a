/** The account screen's forms: change the password, change the sign-in email. */
import { emailSchema, passwordSchema } from '@beckon/owner-api';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api/client.js';
import { TextField } from '../components/text-field.js';
import { useT } from '../i18n/i18n.js';

function ChangePassword() {
  const t = useT();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const change = useMutation({
    mutationFn: () => api<void>('POST', '/api/owner/password', { current_password: current, new_password: next }),
    onSuccess: () => {
      setCurrent('');
      setNext('');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = passwordSchema.safeParse(next);
    setInvalid(checked.success ? undefined : `The new password ${checked.error.issues[0]?.message}.`);
    if (checked.success && current !== '') change.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('account.changePassword')}</h2>
      <TextField
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={change.error?.message}
      />
      <TextField
        label={t('account.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('account.atLeast8Characters')}
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={invalid}
      />
      <p className="button-row">
        <button type="submit" disabled={change.isPending}>
          {change.isPending ? t('builder.saving') : t('account.changePassword')}
        </button>{' '}
        <span role="status">{change.isSuccess ? t('account.passwordChanged') : ''}</span>
      </p>
    </form>
  );
}

function ChangeEmail() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState('');
  const change = useMutation({
    mutationFn: (address: string) => api<void>('POST', '/api/owner/email-change', { new_email: address, password }),
    onSuccess: (_answer, address) => {
      setSentTo(address);
      setPassword('');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = emailSchema.safeParse(email.trim());
    setInvalid(checked.success ? undefined : `The email ${checked.error.issues[0]?.message}.`);
    if (checked.success && password !== '') change.mutate(checked.data);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-email-title">
      <h2 id="change-email-title">{t('account.changeEmail')}</h2>
      <TextField
        label={t('account.newEmail')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={invalid}
      />
      <TextField
        label={t('account.yourPassword')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={change.error?.message}
      />
      <p className="button-row">
        <button type="submit" disabled={change.isPending}>
          {change.isPending ? t('account.sending') : t('account.sendConfirmationLink')}
        </button>
      </p>
      <p role="status">
        {sentTo ? `We mailed a link to ${sentTo}. Your email changes once you open it (within 24 hours).` : ''}
      </p>
    </form>
  );
}

export function AccountSecurity() {
  return (
    <>
      <ChangePassword />
      <ChangeEmail />
    </>
  );
}
