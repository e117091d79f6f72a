/**
 * /admin/mail: the mails the service sent or keeps about this account (order confirmations, form
 * submissions, new leads). Without SMTP_URL nothing leaves the server, so this is where a local
 * install's mails are read; with it, refused mails show their error and their next try.
 */
import type { OutboxMail } from '@beckon/owner-api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDateTime } from '../components/dates.js';
import { LoadError } from '../components/load-error.js';
import { Loading } from '../components/loading.js';
import { useT } from '../i18n/i18n.js';
import { mailQueries } from './mail-queries.js';

const KIND_LABELS: Record<string, string> = {
  'shop-order': 'Order confirmation',
  'site-form': 'Form submission',
  'new-lead': 'New lead',
  'shop-sign-up': 'Customer sign-up (link hidden)',
  'shop-sign-up-existing': 'Customer sign-up, known address (link hidden)',
  'shop-password-reset': 'Customer password reset (link hidden)',
};

const when = formatDateTime;

function status(mail: OutboxMail, smtp: boolean): string {
  if (mail.sent_at) return `Sent ${when(mail.sent_at)}`;
  if (!smtp) return 'Kept here (no mail server is set up)';
  const error = mail.last_error ? `Refused: ${mail.last_error}. ` : '';
  return mail.next_attempt_at ? `${error}Next try ${when(mail.next_attempt_at)}` : `${error}Not sent; retries stopped`;
}

export function MailOutboxScreen() {
  const t = useT();
  const pages = useInfiniteQuery(mailQueries.outbox());
  if (pages.isPending) return <Loading label={t('mail.loadingMail')} />;
  if (pages.isError) return <LoadError what={t('mail.theMail')} error={pages.error} onRetry={() => pages.refetch()} />;
  const smtp = pages.data.pages[0]?.smtp_configured ?? false;
  const mails = pages.data.pages.flatMap((p) => p.mails);
  return (
    <>
      <h1>{t('nav.mail')}</h1>
      <p>{smtp ? t('mail.mailsAboutYourOrders') : t('mail.noMailServerIs')}</p>
      {mails.length === 0 ? (
        <p>{t('mail.noMailYet')}</p>
      ) : (
        <ul className="mail-list">
          {mails.map((mail) => (
            <li key={mail.mail_id}>
              <details>
                <summary>
                  <strong>{mail.subject}</strong> · {KIND_LABELS[mail.kind] ?? mail.kind}{' '}
                  {t('mail.to', { to: mail.to })} {when(mail.created_at)}
                </summary>
                <p className="hint">{status(mail, smtp)}</p>
                <pre className="mail-text">{mail.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
      {pages.hasNextPage ? (
        <button type="button" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
          {pages.isFetchingNextPage ? t('mail.loading') : t('mail.olderMail')}
        </button>
      ) : null}
    </>
  );
}
