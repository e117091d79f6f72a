/**
 * The shop's Coupons screen (issue 12, "Owner side"): the coupons customers
 * can type into the cart's coupon form, a form for a new one (percentage or
 * fixed cart discount, minimum subtotal, expiry day, usage limit) and a delete
 * button per coupon. The form checks with the server's own schema
 * (@beckon/owner-api) before sending; any refusal is shown beside its button.
 */
import {
  COUPON_KIND_LABELS,
  COUPON_KINDS,
  type CouponCreate,
  type CouponKind,
  couponCreateSchema,
  type ShopCouponAdmin,
  type ShopCouponsAnswer,
} from '@beckon/owner-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api/client.js';
import { LoadError } from '../components/load-error.js';
import { Empty, Loading } from '../components/loading.js';
import { TextField } from '../components/text-field.js';
import { type FieldErrors, fieldErrors } from '../validation.js';
import { money, parseHundredths } from './amounts.js';
import { SaveRow } from './save-row.js';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function amountText(c: ShopCouponAdmin): string {
  return c.kind === 'percent' ? `${c.amount / 100} %` : money(c.amount);
}

/** The coupon works through the chosen day (the owner's time zone), so it stops at the next midnight. */
function endOfDay(date: string): string {
  const next = new Date(`${date}T00:00:00`);
  next.setDate(next.getDate() + 1);
  return next.toISOString();
}

interface Draft {
  code: string;
  kind: CouponKind;
  amount: string;
  minimum: string;
  expires: string;
  limit: string;
}

const EMPTY: Draft = { code: '', kind: 'percent', amount: '', minimum: '', expires: '', limit: '' };

function bodyOf(d: Draft): { ok: true; body: CouponCreate } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const amount = parseHundredths(d.amount);
  if (amount === null)
    errors.amount = d.kind === 'percent' ? 'must be a percentage like 10 or 12.5' : 'must be an amount like 5.00';
  const minimum = d.minimum.trim() === '' ? 0 : parseHundredths(d.minimum);
  if (minimum === null) errors.min_subtotal_cents = 'must be an amount in euros like 30.00, or empty';
  const limit = d.limit.trim() === '' ? null : /^\d{1,7}$/.test(d.limit.trim()) ? Number(d.limit) : Number.NaN;
  if (Number.isNaN(limit)) errors.usage_limit = 'must be a whole number from 1, or empty';
  const expiresAt = d.expires === '' ? null : endOfDay(d.expires);
  if (expiresAt !== null && new Date(expiresAt).getTime() <= Date.now()) errors.expires_at = 'must be today or later';
  const parsed = couponCreateSchema.safeParse({
    code: d.code.trim(),
    kind: d.kind,
    amount: amount ?? 1,
    min_subtotal_cents: minimum ?? 0,
    expires_at: expiresAt,
    usage_limit: Number.isNaN(limit) ? null : limit,
  });
  const all = { ...(parsed.success ? {} : fieldErrors(parsed.error.issues)), ...errors };
  if (Object.keys(all).length > 0 || !parsed.success) return { ok: false, errors: all };
  return { ok: true, body: parsed.data };
}

function NewCouponForm() {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [created, setCreated] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (body: CouponCreate) => api<ShopCouponAdmin>('POST', '/api/owner/shop/coupons', body),
    onSuccess: (coupon) => {
      void client.invalidateQueries({ queryKey: ['shop-coupons'] });
      setCreated(coupon.code);
      setDraft(EMPTY);
    },
  });
  const set = (patch: Partial<Draft>) => {
    setCreated(null);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    setCreated(null);
    create.reset();
    const result = bodyOf(draft);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) create.mutate(result.body);
  };
  const problems = Object.keys(errors).length;
  const message = create.error
    ? `Could not create the coupon: ${create.error.message}`
    : problems > 0
      ? `Could not create the coupon: fix the ${problems === 1 ? 'field' : `${problems} fields`} marked above.`
      : null;
  return (
    <form onSubmit={submit} aria-labelledby="new-coupon-title" noValidate>
      <h2 id="new-coupon-title">New coupon</h2>
      <TextField
        label="Code"
        hint="What customers type in the cart; capitals do not matter."
        maxLength={40}
        value={draft.code}
        error={errors.code}
        onChange={(e) => set({ code: e.target.value })}
      />
      <div className="field">
        <label htmlFor="coupon-kind">Discount type</label>
        <select id="coupon-kind" value={draft.kind} onChange={(e) => set({ kind: e.target.value as CouponKind })}>
          {COUPON_KINDS.map((k) => (
            <option key={k} value={k}>
              {COUPON_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={draft.kind === 'percent' ? 'Amount (%)' : 'Amount (€)'}
        inputMode="decimal"
        value={draft.amount}
        error={errors.amount}
        onChange={(e) => set({ amount: e.target.value })}
      />
      <TextField
        label="Minimum subtotal (€)"
        hint="Optional."
        inputMode="decimal"
        value={draft.minimum}
        error={errors.min_subtotal_cents}
        onChange={(e) => set({ minimum: e.target.value })}
      />
      <TextField
        label="Last day it works"
        hint="Optional; empty: it never expires."
        type="date"
        value={draft.expires}
        error={errors.expires_at}
        onChange={(e) => set({ expires: e.target.value })}
      />
      <TextField
        label="Usage limit"
        hint="Optional; how many orders may use it in all."
        inputMode="numeric"
        value={draft.limit}
        error={errors.usage_limit}
        onChange={(e) => set({ limit: e.target.value })}
      />
      <SaveRow label="Create coupon" busy={create.isPending} error={message} attempt={attempt} />
      {created ? <p role="status">Coupon {created} created. Customers can use it now.</p> : null}
    </form>
  );
}

function DeleteButton({ code }: { code: string }) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api<void>('DELETE', `/api/owner/shop/coupons/${encodeURIComponent(code)}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['shop-coupons'] }),
  });
  return (
    <>
      <button type="button" disabled={remove.isPending} onClick={() => remove.mutate()}>
        Delete {code}
      </button>
      {remove.error ? (
        <p className="field-error" role="alert">
          Could not delete: {remove.error.message}
        </p>
      ) : null}
    </>
  );
}

export function CouponsScreen() {
  const coupons = useQuery({
    queryKey: ['shop-coupons'],
    queryFn: () => api<ShopCouponsAnswer>('GET', '/api/owner/shop/coupons'),
  });
  return (
    <>
      <div className="screen-head">
        <h1>Coupons</h1>
      </div>
      {coupons.isPending ? (
        <Loading label="Loading coupons" />
      ) : coupons.isError ? (
        <LoadError what="coupons" error={coupons.error} onRetry={() => coupons.refetch()} />
      ) : coupons.data.coupons.length === 0 ? (
        <Empty title="No coupons yet">
          <p>Create one below; customers apply it in the cart.</p>
        </Empty>
      ) : (
        <div className="table-wrap">
          <table>
            <caption className="sr-only">Coupons by code</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Discount</th>
                <th scope="col">Minimum subtotal</th>
                <th scope="col">Stops working</th>
                <th scope="col">Used</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {coupons.data.coupons.map((c) => (
                <tr key={c.code}>
                  <td>{c.code}</td>
                  <td>
                    {amountText(c)} <span className="hint">({COUPON_KIND_LABELS[c.kind].toLowerCase()})</span>
                  </td>
                  <td>{c.min_subtotal_cents > 0 ? money(c.min_subtotal_cents) : 'None'}</td>
                  <td>{c.expires_at ? when(c.expires_at) : 'Never'}</td>
                  <td>
                    {c.used_count}
                    {c.usage_limit === null ? '' : ` of ${c.usage_limit}`}
                  </td>
                  <td>
                    <DeleteButton code={c.code} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <NewCouponForm />
    </>
  );
}
