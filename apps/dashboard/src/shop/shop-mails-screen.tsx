/**
 * /admin/shop-mails: the shop's mails (WooCommerce's Emails settings). Each mail's subject, heading and
 * text can be changed, with {placeholders} the server fills in, previewed with a sample order, and reset
 * to the default Spanish words. The words are plain text: shown and sent as typed, never as HTML.
 */
import type { ShopMailEntry, ShopMailKey, ShopMailPreview, ShopMailText } from '@beckon/owner-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api/client.js';
import { LoadError } from '../components/load-error.js';
import { Loading } from '../components/loading.js';
import { TextAreaField } from '../components/text-area-field.js';
import { TextField } from '../components/text-field.js';
import { type MessageId, useT } from '../i18n/i18n.js';
import { shopQueries } from './shop-queries.js';

/** Each mail's name, WooCommerce's in Spanish. */
const LABELS: Record<ShopMailKey, MessageId> = {
  'admin-new': 'shop.mails.adminNew',
  'admin-cancelled': 'shop.mails.adminCancelled',
  'admin-failed': 'shop.mails.adminFailed',
  'on-hold': 'shop.mails.onHold',
  processing: 'shop.mails.processing',
  completed: 'shop.mails.completed',
  refunded: 'shop.mails.refunded',
  'partially-refunded': 'shop.mails.partiallyRefunded',
  note: 'shop.mails.note',
  'low-stock': 'shop.mails.lowStock',
  'no-stock': 'shop.mails.noStock',
};

export function ShopMailsScreen() {
  const t = useT();
  const mails = useQuery(shopQueries.mails());
  const [open, setOpen] = useState<ShopMailKey | null>(null);
  if (mails.isPending) return <Loading label={t('shop.mails.loading')} />;
  if (mails.isError)
    return <LoadError what={t('shop.mails.what')} error={mails.error} onRetry={() => mails.refetch()} />;
  return (
    <>
      <h1>{t('nav.shopMails')}</h1>
      <p>{t('shop.mails.intro', { example: '{order_number}' })}</p>
      <ul className="mail-list">
        {mails.data.mails.map((mail) => (
          <li key={mail.key}>
            <h2>
              {t(LABELS[mail.key])}{' '}
              <span className="hint">
                {mail.recipient === 'shop' ? t('shop.mails.toShop') : t('shop.mails.toCustomer')}
                {' · '}
                {mail.saved_text ? t('shop.mails.changed') : t('shop.mails.default')}
              </span>
            </h2>
            {open === mail.key ? (
              <MailEditor mail={mail} onClose={() => setOpen(null)} />
            ) : (
              <button type="button" onClick={() => setOpen(mail.key)}>
                {t('shop.mails.edit', { name: t(LABELS[mail.key]) })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function MailEditor({ mail, onClose }: { mail: ShopMailEntry; onClose(): void }) {
  const t = useT();
  const client = useQueryClient();
  const [draft, setDraft] = useState<ShopMailText>(mail.saved_text ?? mail.default_text);
  const [preview, setPreview] = useState<ShopMailPreview | null>(null);
  const path = `/api/owner/shop/mails/${mail.key}`;
  const saved = (entry: ShopMailEntry) => {
    void client.invalidateQueries({ queryKey: shopQueries.mails().queryKey });
    setDraft(entry.saved_text ?? entry.default_text);
  };
  const save = useMutation({ mutationFn: () => api<ShopMailEntry>('PUT', path, draft), onSuccess: saved });
  const reset = useMutation({ mutationFn: () => api<ShopMailEntry>('DELETE', path), onSuccess: saved });
  const show = useMutation({
    mutationFn: () => api<ShopMailPreview>('POST', `${path}/preview`, draft),
    onSuccess: setPreview,
  });
  const error = save.error ?? reset.error ?? show.error;
  const change = (key: keyof ShopMailText, value: string) => {
    save.reset();
    setDraft({ ...draft, [key]: value });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('shop.mails.form', { name: t(LABELS[mail.key]) })}>
      <p className="hint">{t('shop.mails.placeholders', { list: mail.placeholders.join(', ') })}</p>
      <TextField
        label={t('shop.mails.subject')}
        value={draft.subject}
        onChange={(e) => change('subject', e.target.value)}
      />
      <TextField
        label={t('shop.mails.heading')}
        value={draft.heading}
        onChange={(e) => change('heading', e.target.value)}
      />
      <TextAreaField
        label={t('shop.mails.text')}
        hint={t('shop.mails.textHint')}
        maxLength={4000}
        value={draft.body}
        error={undefined}
        onChange={(v) => change('body', v)}
      />
      {error ? (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      ) : null}
      <p className="button-row">
        <button type="submit" disabled={save.isPending}>
          {save.isPending ? t('builder.saving') : t('media.save')}
        </button>{' '}
        <button type="button" onClick={() => show.mutate()} disabled={show.isPending}>
          {t('builder.preview')}
        </button>{' '}
        <button type="button" onClick={() => reset.mutate()} disabled={reset.isPending || mail.saved_text === null}>
          {t('shop.mails.reset')}
        </button>{' '}
        <button type="button" onClick={onClose}>
          {t('shop.mails.close')}
        </button>{' '}
        <span role="status">
          {save.isSuccess ? t('common.saved') : reset.isSuccess ? t('shop.mails.resetDone') : ''}
        </span>
      </p>
      {preview ? (
        <section aria-label={t('builder.preview')}>
          <p>
            <strong>{t('shop.mails.subjectLabel')}</strong> {preview.subject}
          </p>
          <pre className="mail-text">{preview.text}</pre>
        </section>
      ) : null}
    </form>
  );
}
