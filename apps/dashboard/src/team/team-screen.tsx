/**
 * The team: the account's members and their roles, and the invitations not yet
 * accepted. An owner invites by email as an editor or a viewer, changes roles and removes members;
 * editors and viewers see the list only (the server refuses them anyway, with a message).
 */
import { emailSchema, type MemberMade, type TeamInvitation, type TeamMember, type TeamRole } from '@beckon/owner-api';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/client.js';
import { formatDate } from '../components/dates.js';
import { TextField } from '../components/text-field.js';
import { useT } from '../i18n/i18n.js';
import { madeList } from './member-made.js';
import { teamQueries, useTeamChange } from './team-queries.js';

const ROLE_NAME: Record<TeamRole, string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' };

export function TeamScreen() {
  const t = useT();
  const team = useQuery(teamQueries.team());
  if (team.isPending) return <p role="status">{t('team.loadingTheTeam')}</p>;
  if (team.isError)
    return (
      <p className="form-error" role="alert">
        {team.error.message}
      </p>
    );
  const { members, invitations, can_manage: canManage, your_role: yourRole } = team.data;
  return (
    <>
      <h1>{t('nav.team')}</h1>
      <p className="hint">
        {canManage
          ? t('team.ownersManageEverythingThe')
          : `You are ${yourRole === 'editor' ? 'an editor' : 'a viewer'} here; only an owner can change the team.`}
      </p>
      <MembersTable members={members} canManage={canManage} />
      {canManage ? (
        <>
          <InviteForm />
          <InvitationsList invitations={invitations} />
        </>
      ) : null}
    </>
  );
}

function MembersTable({ members, canManage }: { members: TeamMember[]; canManage: boolean }) {
  const t = useT();
  const changeRole = useTeamChange((m: { id: string; role: TeamRole }) =>
    api('PUT', `/api/owner/team/members/${m.id}`, { role: m.role }),
  );
  const remove = useTeamChange((m: { id: string; revoke: boolean }) =>
    api('DELETE', `/api/owner/team/members/${m.id}${m.revoke ? '?revoke=true' : ''}`),
  );
  const navigate = useNavigate();
  const failed = changeRole.error ?? remove.error;
  return (
    <section aria-labelledby="members-heading">
      <h2 id="members-heading">{t('team.members')}</h2>
      {failed ? (
        <p className="form-error" role="alert">
          {failed.message}
        </p>
      ) : null}
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('signIn.email')}</th>
              <th scope="col">{t('team.role')}</th>
              <th scope="col">{t('team.joined')}</th>
              {canManage ? <th scope="col">{t('team.remove')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.owner_id}>
                <td>
                  {m.email}
                  {m.is_you ? ' (you)' : ''}
                </td>
                <td>
                  {canManage ? (
                    <select
                      aria-label={t('team.roleOf', { email: m.email })}
                      value={m.role}
                      disabled={changeRole.isPending}
                      onChange={(e) => changeRole.mutate({ id: m.owner_id, role: e.target.value as TeamRole })}
                    >
                      {(['owner', 'editor', 'viewer'] as const).map((role) => (
                        <option key={role} value={role}>
                          {ROLE_NAME[role]}
                        </option>
                      ))}
                    </select>
                  ) : (
                    ROLE_NAME[m.role]
                  )}
                </td>
                <td>{formatDate(m.joined_at)}</td>
                {canManage ? (
                  <td>
                    <button
                      type="button"
                      className="danger"
                      disabled={remove.isPending}
                      onClick={async () => {
                        const question = m.is_you
                          ? 'Leave this account? You are signed out at once.'
                          : `Remove ${m.email} from the team? They are signed out at once.`;
                        if (!window.confirm(question)) return;
                        // What they made outlives them unless revoked: ask, naming each thing.
                        const made = m.is_you
                          ? null
                          : await api<MemberMade>('GET', `/api/owner/team/members/${m.owner_id}/made`);
                        const list = made ? madeList(made) : '';
                        const revoke =
                          list !== '' &&
                          window.confirm(
                            `${m.email} made ${list}. Revoke these too? OK deletes the keys, webhooks and tool connections and switches the coupons off; Cancel keeps them.`,
                          );
                        // Leaving the account ends your own sessions too: back to the sign-in page.
                        remove.mutate(
                          { id: m.owner_id, revoke },
                          { onSuccess: () => (m.is_you ? void navigate('/sign-in', { replace: true }) : undefined) },
                        );
                      }}
                    >
                      {t('team.remove')}
                      <span className="sr-only"> {m.email}</span>
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function InviteForm() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'editor' | 'viewer'>('editor');
  const [invalid, setInvalid] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useTeamChange((body: { email: string; role: 'editor' | 'viewer' }) =>
    api<TeamInvitation>('POST', '/api/owner/team/invitations', body),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    const result = emailSchema.safeParse(address);
    const bad = result.success ? undefined : result.error.issues[0]?.message;
    setInvalid(bad && `The email ${bad}.`);
    if (bad) return;
    invite.mutate(
      { email: address, role },
      {
        onSuccess: () => {
          setSentTo(address);
          setEmail('');
        },
      },
    );
  };
  return (
    <section aria-labelledby="invite-heading">
      <h2 id="invite-heading">{t('team.inviteSomeone')}</h2>
      <form onSubmit={submit} noValidate aria-labelledby="invite-heading">
        {invite.isError ? (
          <p className="form-error" role="alert">
            {invite.error.message}
          </p>
        ) : null}
        {sentTo && !invite.isError ? (
          <p role="status">
            {t('team.invitationMailedTo')} <strong>{sentTo}</strong>
            {t('team.theLinkWorksOnce')}
          </p>
        ) : null}
        <TextField
          label={t('signIn.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={invalid}
        />
        <div className="field">
          <label htmlFor="invite-role">{t('team.role')}</label>
          <select
            id="invite-role"
            value={role}
            onChange={(e) => setRole(e.target.value === 'viewer' ? 'viewer' : 'editor')}
          >
            <option value="editor">{ROLE_NAME.editor}</option>
            <option value="viewer">{ROLE_NAME.viewer}</option>
          </select>
        </div>
        <button type="submit" className="primary" disabled={invite.isPending}>
          {invite.isPending ? t('common.pleaseWait') : t('team.sendInvitation')}
        </button>
      </form>
    </section>
  );
}

function InvitationsList({ invitations }: { invitations: TeamInvitation[] }) {
  const t = useT();
  const cancel = useTeamChange((id: string) => api('DELETE', `/api/owner/team/invitations/${id}`));
  if (invitations.length === 0) return null;
  const now = Date.now();
  return (
    <section aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">{t('team.openInvitations')}</h2>
      {cancel.isError ? (
        <p className="form-error" role="alert">
          {cancel.error.message}
        </p>
      ) : null}
      <ul>
        {invitations.map((i) => (
          <li key={i.invitation_id}>
            {t('team.as', { email: i.email, role: i.role })}{' '}
            {new Date(i.expires_at).getTime() > now ? `link valid until ${formatDate(i.expires_at)}` : 'link expired'}{' '}
            <button type="button" disabled={cancel.isPending} onClick={() => cancel.mutate(i.invitation_id)}>
              {t('team.cancel')}
              <span className="sr-only"> {t('team.theInvitationOf', { email: i.email })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
