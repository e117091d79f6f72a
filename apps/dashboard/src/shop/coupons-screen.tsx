/**
 * The shop's Coupons screen: the coupons customers
 * can type into the cart's coupon form, a form for a new one (percentage or
 * fixed cart discount, minimum subtotal, expiry day, usage limits in all and
 * per customer), and per
 * coupon an edit button (the same form, filled in), an on/off switch (a
 * coupon switched off is refused by the cart and checkout) and a delete
 * button. The form checks with the server's own schemas (@beckon/owner-api)
 * before sending; any refusal is shown beside its button.
 */
import {
  COUPON_KINDS,
  type CouponCreate,
  type CouponKind,
  type CouponUpdate,
  couponCreateSchema,
  couponUpdateSchema,
  type ShopCouponAdmin,
} from '@beckon/owner-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type * as z from 'zod';
import { api } from '../api/client.js';
import { formatDateTime } from '../components/dates.js';
import { LoadError } from '../components/load-error.js';
import { Empty, Loading } from '../components/loading.js';
import { TextField } from '../components/text-field.js';
import { type MessageId, t, useT } from '../i18n/i18n.js';
import { type FieldErrors, fieldErrors } from '../validation.js';
import { hundredthsText, money, parseHundredths } from './amounts.js';
import { couponStateText } from './coupon-state.js';
import { SaveRow, saveFailure } from './save-row.js';
import { shopQueries } from './shop-queries.js';

/** The discount types in the dashboard's language, WooCommerce's words (the owner API's labels are English). */
const COUPON_KIND_WORDS: Readonly<Record<CouponKind, MessageId>> = {
  percent: 'shop.coupons.kindPercent',
  fixed: 'shop.coupons.kindFixed',
};

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
  perCustomer: string;
  freeShipping: boolean;
}

const EMPTY: Draft = {
  code: '',
  kind: 'percent',
  amount: '',
  minimum: '',
  expires: '',
  limit: '',
  perCustomer: '',
  freeShipping: false,
};

const two = (n: number) => String(n).padStart(2, '0');

/** The inverse of endOfDay: the last local day before the moment the coupon stops. */
function lastDayOf(iso: string): string {
  const d = new Date(Date.parse(iso) - 1);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

function draftOf(c: ShopCouponAdmin): Draft {
  return {
    code: c.code,
    kind: c.kind,
    amount: c.kind === 'percent' ? String(c.amount / 100) : hundredthsText(c.amount),
    minimum: c.min_subtotal_cents > 0 ? hundredthsText(c.min_subtotal_cents) : '',
    expires: c.expires_at === null ? '' : lastDayOf(c.expires_at),
    limit: c.usage_limit === null ? '' : String(c.usage_limit),
    perCustomer: c.usage_limit_per_customer === null ? '' : String(c.usage_limit_per_customer),
    freeShipping: c.free_shipping,
  };
}

/** A limit field: null when empty, NaN when it is not a whole number (the schema then names the lower bound). */
const countOf = (text: string) =>
  text.trim() === '' ? null : /^\d{1,7}$/.test(text.trim()) ? Number(text) : Number.NaN;

/** The terms of a coupon as the API takes them, or the fields to fix. */
type Checked<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

/**
 * `editing`: the coupon being edited, whose expiry is kept as it is when its
 * day is unchanged (so an expired coupon stays editable, as the server allows).
 */
function termsOf(
  d: Draft,
  editing: ShopCouponAdmin | null,
): { terms: Omit<CouponCreate, 'code'>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const amount = parseHundredths(d.amount);
  if (amount === null)
    errors.amount = d.kind === 'percent' ? t('shop.coupons.percentInvalid') : t('shop.coupons.amountInvalid');
  const minimum = d.minimum.trim() === '' ? 0 : parseHundredths(d.minimum);
  if (minimum === null) errors.min_subtotal_cents = t('shop.coupons.minimumInvalid');
  const limit = countOf(d.limit);
  if (Number.isNaN(limit)) errors.usage_limit = t('shop.coupons.limitInvalid');
  const perCustomer = countOf(d.perCustomer);
  if (Number.isNaN(perCustomer)) errors.usage_limit_per_customer = t('shop.coupons.limitInvalid');
  const unchanged = editing?.expires_at != null && d.expires === lastDayOf(editing.expires_at);
  const expiresAt = d.expires === '' ? null : unchanged ? (editing?.expires_at ?? null) : endOfDay(d.expires);
  if (!unchanged && expiresAt !== null && new Date(expiresAt).getTime() <= Date.now())
    errors.expires_at = t('shop.coupons.expiryPast');
  return {
    terms: {
      kind: d.kind,
      amount: amount ?? 1,
      min_subtotal_cents: minimum ?? 0,
      expires_at: expiresAt,
      usage_limit: Number.isNaN(limit) ? null : limit,
      usage_limit_per_customer: Number.isNaN(perCustomer) ? null : perCustomer,
      free_shipping: d.freeShipping,
    },
    errors,
  };
}

function checked<T>(schema: z.ZodType<T>, input: unknown, errors: FieldErrors): Checked<T> {
  const parsed = schema.safeParse(input);
  const all = { ...(parsed.success ? {} : fieldErrors(parsed.error.issues, input)), ...errors };
  if (Object.keys(all).length > 0 || !parsed.success) return { ok: false, errors: all };
  return { ok: true, body: parsed.data };
}

function createBodyOf(d: Draft): Checked<CouponCreate> {
  const { terms, errors } = termsOf(d, null);
  return checked(couponCreateSchema, { code: d.code.trim(), ...terms }, errors);
}

function updateBodyOf(d: Draft, coupon: ShopCouponAdmin): Checked<CouponUpdate> {
  const { terms, errors } = termsOf(d, coupon);
  return checked(couponUpdateSchema, { ...terms, enabled: coupon.enabled }, errors);
}

/** The same terms with the switch flipped: what the Disable/Enable button sends. */
function toggledBodyOf(c: ShopCouponAdmin): CouponUpdate {
  return {
    kind: c.kind,
    amount: c.amount,
    min_subtotal_cents: c.min_subtotal_cents,
    expires_at: c.expires_at,
    usage_limit: c.usage_limit,
    usage_limit_per_customer: c.usage_limit_per_customer,
    free_shipping: c.free_shipping,
    enabled: !c.enabled,
  };
}

const couponUrl = (code: string) => `/api/owner/shop/coupons/${encodeURIComponent(code)}`;

/** A new coupon, or with `editing` the changes to one (its code stays: orders name it). */
function CouponForm({
  editing,
  onDone,
  saved,
  setSaved,
}: {
  editing: ShopCouponAdmin | null;
  onDone: () => void;
  /** What the last save did; kept by the screen, since finishing an edit swaps this form for a new one. */
  saved: string | null;
  setSaved: (text: string | null) => void;
}) {
  const t = useT();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const first = useRef<HTMLSelectElement>(null);
  // Edit is pressed in the table above: the focus moves to the form it filled in.
  useEffect(() => {
    if (editing) first.current?.focus();
  }, [editing]);
  const save = useMutation({
    mutationFn: (body: CouponCreate | CouponUpdate) =>
      editing
        ? api<ShopCouponAdmin>('PUT', couponUrl(editing.code), body)
        : api<ShopCouponAdmin>('POST', '/api/owner/shop/coupons', body),
    onSuccess: (coupon) => {
      void client.invalidateQueries({ queryKey: shopQueries.coupons().queryKey });
      setSaved(t(editing ? 'shop.coupons.saved' : 'shop.coupons.created', { code: coupon.code }));
      setDraft(EMPTY);
      onDone();
    },
  });
  const set = (patch: Partial<Draft>) => {
    setSaved(null);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    setSaved(null);
    save.reset();
    const result = editing ? updateBodyOf(draft, editing) : createBodyOf(draft);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) save.mutate(result.body);
  };
  const message = saveFailure(t(editing ? 'shop.coupons.saveFailed' : 'shop.coupons.createFailed'), save.error, errors);
  return (
    <form onSubmit={submit} aria-labelledby="coupon-form-title" noValidate>
      <h2 id="coupon-form-title">
        {editing ? t('shop.coupons.editTitle', { code: editing.code }) : t('shop.coupons.new')}
      </h2>
      {editing ? null : (
        <TextField
          label={t('shop.coupons.code')}
          hint={t('shop.coupons.codeHint')}
          maxLength={40}
          value={draft.code}
          error={errors.code}
          onChange={(e) => set({ code: e.target.value })}
        />
      )}
      <div className="field">
        <label htmlFor="coupon-kind">{t('shop.coupons.kind')}</label>
        <select
          id="coupon-kind"
          ref={first}
          value={draft.kind}
          onChange={(e) => set({ kind: e.target.value as CouponKind })}
        >
          {COUPON_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(COUPON_KIND_WORDS[k])}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={draft.kind === 'percent' ? t('shop.coupons.amountPercent') : t('shop.coupons.amountEuros')}
        inputMode="decimal"
        value={draft.amount}
        error={errors.amount}
        onChange={(e) => set({ amount: e.target.value })}
      />
      <TextField
        label={t('shop.coupons.minimum')}
        hint={t('shop.coupons.optional')}
        inputMode="decimal"
        value={draft.minimum}
        error={errors.min_subtotal_cents}
        onChange={(e) => set({ minimum: e.target.value })}
      />
      <TextField
        label={t('shop.coupons.lastDay')}
        hint={t('shop.coupons.lastDayHint')}
        type="date"
        value={draft.expires}
        error={errors.expires_at}
        onChange={(e) => set({ expires: e.target.value })}
      />
      <TextField
        label={t('shop.coupons.limit')}
        hint={t('shop.coupons.limitHint')}
        inputMode="numeric"
        value={draft.limit}
        error={errors.usage_limit}
        onChange={(e) => set({ limit: e.target.value })}
      />
      <TextField
        label={t('shop.coupons.perCustomer')}
        hint={t('shop.coupons.perCustomerHint')}
        inputMode="numeric"
        value={draft.perCustomer}
        error={errors.usage_limit_per_customer}
        onChange={(e) => set({ perCustomer: e.target.value })}
      />
      <div className="field checkbox">
        <input
          type="checkbox"
          id="coupon-free-shipping"
          checked={draft.freeShipping}
          onChange={(e) => set({ freeShipping: e.target.checked })}
        />
        <label htmlFor="coupon-free-shipping">{t('shop.coupons.freeShipping')}</label>
      </div>
      <SaveRow
        label={editing ? t('shop.coupons.saveChanges') : t('shop.coupons.create')}
        busy={save.isPending}
        error={message}
        attempt={attempt}
      />
      {editing ? (
        <button type="button" onClick={onDone}>
          {t('shop.coupons.cancelEditing')}
        </button>
      ) : null}
      {saved ? <p role="status">{saved}</p> : null}
    </form>
  );
}

function ToggleButton({ coupon }: { coupon: ShopCouponAdmin }) {
  const t = useT();
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => api<ShopCouponAdmin>('PUT', couponUrl(coupon.code), toggledBodyOf(coupon)),
    onSuccess: () => void client.invalidateQueries({ queryKey: shopQueries.coupons().queryKey }),
  });
  return (
    <>
      <button type="button" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
        {t(coupon.enabled ? 'shop.coupons.disable' : 'shop.coupons.enable', { code: coupon.code })}
      </button>
      {toggle.error ? (
        <p className="field-error" role="alert">
          {t(coupon.enabled ? 'shop.coupons.disableFailed' : 'shop.coupons.enableFailed', {
            message: toggle.error.message,
          })}
        </p>
      ) : null}
    </>
  );
}

function DeleteButton({ code }: { code: string }) {
  const t = useT();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api<void>('DELETE', couponUrl(code)),
    onSuccess: () => void client.invalidateQueries({ queryKey: shopQueries.coupons().queryKey }),
  });
  return (
    <>
      <button type="button" disabled={remove.isPending} onClick={() => remove.mutate()}>
        {t('shop.coupons.delete', { code })}
      </button>
      {remove.error ? (
        <p className="field-error" role="alert">
          {t('shop.product.deleteFailed', { message: remove.error.message })}
        </p>
      ) : null}
    </>
  );
}

export function CouponsScreen() {
  const t = useT();
  // The code of the coupon in the form; the form is keyed by it, so each edit starts from the coupon's terms.
  const [editingCode, setEditingCode] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const coupons = useQuery(shopQueries.coupons());
  // Rendering time: a coupon that expires while the screen is open shows Expired at the next render.
  const now = new Date();
  const editing = coupons.data?.coupons.find((c) => c.code === editingCode) ?? null;
  return (
    <>
      <div className="screen-head">
        <h1>{t('nav.coupons')}</h1>
      </div>
      {coupons.isPending ? (
        <Loading label={t('shop.coupons.loading')} />
      ) : coupons.isError ? (
        <LoadError what={t('shop.coupons.what')} error={coupons.error} onRetry={() => coupons.refetch()} />
      ) : coupons.data.coupons.length === 0 ? (
        <Empty title={t('shop.coupons.noneYet')}>
          <p>{t('shop.coupons.noneHint')}</p>
        </Empty>
      ) : (
        <div className="table-wrap">
          <table>
            <caption className="sr-only">{t('shop.coupons.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('shop.coupons.code')}</th>
                <th scope="col">{t('shop.coupons.discount')}</th>
                <th scope="col">{t('shop.coupons.minimumColumn')}</th>
                <th scope="col">{t('shop.coupons.stops')}</th>
                <th scope="col">{t('shop.coupons.used')}</th>
                <th scope="col">{t('shop.products.status')}</th>
                <th scope="col">{t('shop.coupons.made')}</th>
                <th scope="col">
                  <span className="sr-only">{t('shop.coupons.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {coupons.data.coupons.map((c) => (
                <tr key={c.code}>
                  <td>{c.code}</td>
                  <td>
                    {amountText(c)} <span className="hint">({t(COUPON_KIND_WORDS[c.kind]).toLowerCase()})</span>
                  </td>
                  <td>{c.min_subtotal_cents > 0 ? money(c.min_subtotal_cents) : t('shop.coupons.none')}</td>
                  <td>{c.expires_at ? formatDateTime(c.expires_at) : t('shop.coupons.never')}</td>
                  <td>
                    {c.used_count}
                    {c.usage_limit === null ? '' : ` ${t('shop.coupons.of', { limit: c.usage_limit })}`}
                    {c.usage_limit_per_customer === null
                      ? ''
                      : ` ${t('shop.coupons.perCustomerCount', { count: c.usage_limit_per_customer })}`}
                  </td>
                  <td>{couponStateText(c, now)}</td>
                  <td>
                    {formatDateTime(c.created_at)}
                    {c.created_by ? ` ${t('shop.coupons.by', { name: c.created_by })}` : ''}
                  </td>
                  <td>
                    <button
                      type="button"
                      onClick={() => {
                        setSaved(null);
                        setEditingCode(c.code);
                      }}
                    >
                      {t('shop.coupons.edit', { code: c.code })}
                    </button>
                    <ToggleButton coupon={c} />
                    <DeleteButton code={c.code} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CouponForm
        key={editing?.code ?? ''}
        editing={editing}
        onDone={() => setEditingCode(null)}
        saved={saved}
        setSaved={setSaved}
      />
    </>
  );
}
