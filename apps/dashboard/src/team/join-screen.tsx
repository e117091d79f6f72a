/**
 * The invitation link's page (/admin/join?account=…&token=…): says which account and role it invites to,
 * then the invitee chooses a password and joins (signed in at once). The link is spent by the button,
 * not on load, so a mail scanner that opens links does not use it up.
 */
import { passwordSchema, type SessionAnswer } from '@beckon/owner-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { startSession } from '../account/account-queries.js';
import { api } from '../api/client.js';
import { TextField } from '../components/text-field.js';
import { useT } from '../i18n/i18n.js';
import { teamQueries } from './team-queries.js';

export function JoinScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const link = { account_id: params.get('account') ?? '', token: params.get('token') ?? '' };
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const preview = useQuery(teamQueries.invitation(link));
  const join = useMutation({
    mutationFn: (pw: string) => api<SessionAnswer>('POST', '/api/owner/team/join', { ...link, password: pw }),
    onSuccess: (session) => {
      startSession(client, session);
      void navigate('/', { replace: true });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = passwordSchema.safeParse(password);
    const bad = result.success ? undefined : result.error.issues[0]?.message;
    setInvalid(bad && `The password ${bad}.`);
    if (!bad) join.mutate(password);
  };

  if (preview.isPending)
    return (
      <main className="narrow" id="main">
        <p role="status">{t('team.readingYourInvitation')}</p>
      </main>
    );
  if (preview.isError)
    return (
      <main className="narrow" id="main">
        <h1>{t('team.joinATeam')}</h1>
        <p className="form-error" role="alert">
          {preview.error.message}
        </p>
        <p>
          <Link to="/sign-in">{t('signIn.signIn')}</Link>
        </p>
      </main>
    );
  const { account_name: accountName, email, role } = preview.data;
  return (
    <main className="narrow" id="main">
      <h1>{t('team.join', { accountName })}</h1>
      <p>
        {t('team.youAreInvitedAs')}{' '}
        {role === 'editor' ? 'an editor (you may change the site)' : 'a viewer (you may see reports)'}
        {t('team.youWillSignIn')} <strong>{email}</strong>.
      </p>
      <form onSubmit={submit} noValidate aria-label={t('team.chooseYourPasswordAnd')}>
        {join.isError ? (
          <p className="form-error" role="alert">
            {join.error.message}
          </p>
        ) : null}
        <TextField
          label={t('team.chooseAPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('signUp.passwordHint')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={invalid}
        />
        <button type="submit" className="primary" disabled={join.isPending}>
          {join.isPending ? t('common.pleaseWait') : t('team.joinTheTeam')}
        </button>
      </form>
    </main>
  );
}
