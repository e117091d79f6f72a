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
import { shopQueries } from './shop-queries.js';

const LABELS: Record<ShopMailKey, string> = {
  'admin-new': 'New order',
  'admin-cancelled': 'Cancelled order',
  'admin-failed': 'Failed order',
  'on-hold': 'Order on hold',
  processing: 'Processing order',
  completed: 'Completed order',
  refunded: 'Refunded order',
  'partially-refunded': 'Partly refunded order',
  note: 'Customer note',
  'low-stock': 'Low stock',
  'no-stock': 'Out of stock',
};

export function ShopMailsScreen() {
  const mails = useQuery(shopQueries.mails());
  const [open, setOpen] = useState<ShopMailKey | null>(null);
  if (mails.isPending) return <Loading label="Loading the shop’s mails" />;
  if (mails.isError) return <LoadError what="the shop’s mails" error={mails.error} onRetry={() => mails.refetch()} />;
  return (
    <>
      <h1>Shop mails</h1>
      <p>
        The mails your shop sends. Change a mail’s subject, heading and text; the order’s lines and totals follow the
        text. Words in braces, like {'{order_number}'}, are filled in for each order.
      </p>
      <ul className="mail-list">
        {mails.data.mails.map((mail) => (
          <li key={mail.key}>
            <h2>
              {LABELS[mail.key]}{' '}
              <span className="hint">
                to {mail.recipient === 'shop' ? 'the shop' : 'the customer'}
                {mail.saved_text ? ' · changed' : ' · default'}
              </span>
            </h2>
            {open === mail.key ? (
              <MailEditor mail={mail} onClose={() => setOpen(null)} />
            ) : (
              <button type="button" onClick={() => setOpen(mail.key)}>
                Edit “{LABELS[mail.key]}”
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function MailEditor({ mail, onClose }: { mail: ShopMailEntry; onClose(): void }) {
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
    <form onSubmit={submit} noValidate aria-label={`${LABELS[mail.key]} mail`}>
      <p className="hint">Placeholders: {mail.placeholders.join(', ')}</p>
      <TextField label="Subject" value={draft.subject} onChange={(e) => change('subject', e.target.value)} />
      <TextField label="Heading" value={draft.heading} onChange={(e) => change('heading', e.target.value)} />
      <TextAreaField
        label="Text"
        hint="Shown under the heading, before the order’s details. Plain text; line breaks are kept."
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
          {save.isPending ? 'Saving…' : 'Save'}
        </button>{' '}
        <button type="button" onClick={() => show.mutate()} disabled={show.isPending}>
          Preview
        </button>{' '}
        <button type="button" onClick={() => reset.mutate()} disabled={reset.isPending || mail.saved_text === null}>
          Reset to default
        </button>{' '}
        <button type="button" onClick={onClose}>
          Close
        </button>{' '}
        <span role="status">{save.isSuccess ? 'Saved.' : reset.isSuccess ? 'Back to the default words.' : ''}</span>
      </p>
      {preview ? (
        <section aria-label="Preview">
          <p>
            <strong>Subject:</strong> {preview.subject}
          </p>
          <pre className="mail-text">{preview.text}</pre>
        </section>
      ) : null}
    </form>
  );
}
