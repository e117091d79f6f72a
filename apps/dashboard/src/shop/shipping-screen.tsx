/**
 * The shop's Shipping screen (WooCommerce's Shipping settings): shipping zones matched from the top
 * (Spain or its provinces, optionally limited to postcodes), "Rest of the world" for every other
 * address, each with its methods (flat rate, free shipping, local pickup), and the shipping classes a
 * flat rate may charge for. Customers see the methods' Spanish titles in the cart and checkout.
 */
import { SHIPPING_REGIONS, type ShippingMethodKind, SPAIN_PROVINCES } from '@beckon/owner-api';
import { type FormEvent, useEffect, useState } from 'react';
import { SettingsSaveRow } from '../components/settings-save-row.js';
import { TextField } from '../components/text-field.js';
import { useSavedSettings } from '../components/use-saved-settings.js';
import { type MessageId, t, useT } from '../i18n/i18n.js';
import {
  classIdOf,
  draftOf,
  type MethodDraft,
  newMethod,
  nextMethodId,
  nextZoneId,
  type ShippingDraft,
  shippingOf,
  type ZoneDraft,
} from './shipping-draft.js';
import { saveShopShipping, shopQueries } from './shop-queries.js';

/** The methods' names in the dashboard's language, WooCommerce's Spanish name beside the English one. */
const METHOD_WORDS: Record<ShippingMethodKind, MessageId> = {
  flat_rate: 'shop.shipping.flatRate',
  free_shipping: 'shop.shipping.freeShipping',
  local_pickup: 'shop.shipping.localPickup',
};

const regionName = (code: string) =>
  code === 'ES' ? t('shop.shipping.allSpain') : (SPAIN_PROVINCES.find((p) => `ES:${p.code}` === code)?.name ?? code);

const KINDS: ShippingMethodKind[] = ['flat_rate', 'free_shipping', 'local_pickup'];

export function ShippingScreen() {
  const t = useT();
  const { draft: saved, save, error } = useSavedSettings(shopQueries.shipping(), saveShopShipping);
  const [draft, setDraft] = useState<ShippingDraft | undefined>();
  const [refusal, setRefusal] = useState<Error | null>(null);
  // Saved: the last save succeeded and nothing was changed since.
  const [isSaved, setIsSaved] = useState(false);
  useEffect(() => {
    if (saved && draft === undefined) setDraft(draftOf(saved));
  }, [saved, draft]);
  const update = (next: ShippingDraft) => {
    setRefusal(null);
    setIsSaved(false);
    setDraft(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const out = shippingOf(draft);
    if (!out.ok) {
      setRefusal(new Error(t('shop.shipping.notSaved', { message: out.message })));
      return;
    }
    save.mutate(out.shipping, {
      onSuccess: (answer) => {
        setDraft(draftOf(answer));
        setIsSaved(true);
      },
    });
  };
  const setZone = (i: number, zone: ZoneDraft) =>
    draft && update({ ...draft, zones: draft.zones.map((z, j) => (j === i ? zone : z)) });
  const moveZone = (i: number, by: -1 | 1) => {
    if (!draft) return;
    const zones = [...draft.zones];
    const [z] = zones.splice(i, 1);
    if (z) zones.splice(i + by, 0, z);
    update({ ...draft, zones });
  };
  return (
    <div className="page">
      <h1>{t('nav.shipping')}</h1>
      <p className="hint">{t('shop.shipping.hint')}</p>
      {draft === undefined ? (
        <p>{t('common.loading')}…</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <section className="section" aria-labelledby="zones-title">
            <h2 id="zones-title">{t('shop.shipping.zones')}</h2>
            {draft.zones.length === 0 ? <p>{t('shop.shipping.noZones')}</p> : null}
            {draft.zones.map((zone, i) => (
              <fieldset key={zone.id} className="card">
                <legend>
                  {t('shop.shipping.zoneLegend', { n: i + 1, name: zone.name || t('shop.shipping.unnamed') })}
                </legend>
                <TextField
                  label={t('shop.shipping.zoneName')}
                  value={zone.name}
                  maxLength={60}
                  onChange={(e) => setZone(i, { ...zone, name: e.target.value })}
                />
                <div className="field">
                  <label htmlFor={`zone-${zone.id}-regions`}>{t('shop.shipping.zoneRegions')}</label>
                  <select
                    id={`zone-${zone.id}-regions`}
                    multiple
                    size={6}
                    value={zone.regions}
                    onChange={(e) =>
                      setZone(i, { ...zone, regions: [...e.target.selectedOptions].map((o) => o.value) })
                    }
                  >
                    {SHIPPING_REGIONS.map((r) => (
                      <option key={r} value={r}>
                        {regionName(r)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={`zone-${zone.id}-postcodes`}>{t('shop.shipping.postcodes')}</label>
                  <p className="hint" id={`zone-${zone.id}-postcodes-hint`}>
                    {t('shop.shipping.postcodesHint')}
                  </p>
                  <textarea
                    id={`zone-${zone.id}-postcodes`}
                    aria-describedby={`zone-${zone.id}-postcodes-hint`}
                    rows={3}
                    value={zone.postcodes}
                    onChange={(e) => setZone(i, { ...zone, postcodes: e.target.value })}
                  />
                </div>
                <MethodsEditor
                  owner={`zone-${zone.id}`}
                  methods={zone.methods}
                  draft={draft}
                  onChange={(methods) => setZone(i, { ...zone, methods })}
                />
                <p className="button-row">
                  <button type="button" disabled={i === 0} onClick={() => moveZone(i, -1)}>
                    {t('shop.shipping.moveUp')}
                  </button>{' '}
                  <button type="button" disabled={i === draft.zones.length - 1} onClick={() => moveZone(i, 1)}>
                    {t('shop.shipping.moveDown')}
                  </button>{' '}
                  <button
                    type="button"
                    onClick={() => update({ ...draft, zones: draft.zones.filter((_, j) => j !== i) })}
                  >
                    {t('shop.shipping.removeZone', { name: zone.name || i + 1 })}
                  </button>
                </p>
              </fieldset>
            ))}
            <p>
              <button
                type="button"
                onClick={() =>
                  update({
                    ...draft,
                    zones: [
                      ...draft.zones,
                      { id: nextZoneId(draft), name: '', regions: ['ES'], postcodes: '', methods: [] },
                    ],
                  })
                }
              >
                {t('shop.shipping.addZone')}
              </button>
            </p>
          </section>
          <section className="section" aria-labelledby="rest-title">
            <h2 id="rest-title">{t('shop.shipping.rest')}</h2>
            <p className="hint">{t('shop.shipping.restHint')}</p>
            <MethodsEditor
              owner="rest"
              methods={draft.restOfWorld}
              draft={draft}
              onChange={(restOfWorld) => update({ ...draft, restOfWorld })}
            />
          </section>
          <ClassesEditor draft={draft} onChange={update} />
          <SettingsSaveRow error={refusal ?? error} busy={save.isPending} ready saved={isSaved && !refusal} />
        </form>
      )}
    </div>
  );
}

function MethodsEditor({
  owner,
  methods,
  draft,
  onChange,
}: {
  owner: string;
  methods: MethodDraft[];
  draft: ShippingDraft;
  onChange(methods: MethodDraft[]): void;
}) {
  const t = useT();
  const [kind, setKind] = useState<ShippingMethodKind>('flat_rate');
  const set = (i: number, m: MethodDraft) => onChange(methods.map((x, j) => (j === i ? m : x)));
  return (
    <>
      <h3>{t('shop.shipping.methods')}</h3>
      {methods.length === 0 ? <p>{t('shop.shipping.noMethods')}</p> : null}
      {methods.map((m, i) => {
        const id = `${owner}-method-${m.id}`;
        return (
          <fieldset key={m.id}>
            <legend>{t(METHOD_WORDS[m.kind])}</legend>
            <div className="field checkbox">
              <input
                type="checkbox"
                id={`${id}-enabled`}
                checked={m.enabled}
                onChange={(e) => set(i, { ...m, enabled: e.target.checked })}
              />
              <label htmlFor={`${id}-enabled`}>{t('shop.shipping.enabled')}</label>
            </div>
            <TextField
              label={t('shop.shipping.title')}
              value={m.title}
              maxLength={60}
              onChange={(e) => set(i, { ...m, title: e.target.value })}
            />
            {m.kind === 'free_shipping' ? (
              <>
                <div className="field">
                  <label htmlFor={`${id}-requires`}>{t('shop.shipping.requires')}</label>
                  <select
                    id={`${id}-requires`}
                    value={m.requires}
                    onChange={(e) => set(i, { ...m, requires: e.target.value as typeof m.requires })}
                  >
                    <option value="none">{t('shop.shipping.requiresNone')}</option>
                    <option value="coupon">{t('shop.shipping.requiresCoupon')}</option>
                    <option value="min_amount">{t('shop.shipping.requiresMin')}</option>
                    <option value="either">{t('shop.shipping.requiresEither')}</option>
                    <option value="both">{t('shop.shipping.requiresBoth')}</option>
                  </select>
                </div>
                <TextField
                  label={t('shop.shipping.minAmount')}
                  inputMode="decimal"
                  value={m.minAmount}
                  onChange={(e) => set(i, { ...m, minAmount: e.target.value })}
                />
                <div className="field checkbox">
                  <input
                    type="checkbox"
                    id={`${id}-ignore`}
                    checked={m.ignore_discounts}
                    onChange={(e) => set(i, { ...m, ignore_discounts: e.target.checked })}
                  />
                  <label htmlFor={`${id}-ignore`}>{t('shop.shipping.ignoreDiscounts')}</label>
                </div>
              </>
            ) : (
              <>
                <TextField
                  label={t('shop.shipping.cost')}
                  inputMode="decimal"
                  value={m.cost}
                  onChange={(e) => set(i, { ...m, cost: e.target.value })}
                />
                <div className="field checkbox">
                  <input
                    type="checkbox"
                    id={`${id}-taxable`}
                    checked={m.taxable}
                    onChange={(e) => set(i, { ...m, taxable: e.target.checked })}
                  />
                  <label htmlFor={`${id}-taxable`}>{t('shop.shipping.taxable')}</label>
                </div>
              </>
            )}
            {m.kind === 'flat_rate' && draft.classes.length > 0 ? (
              <>
                {draft.classes.map((c) => (
                  <TextField
                    key={c.id}
                    label={t('shop.shipping.classCost', { name: c.name })}
                    inputMode="decimal"
                    value={m.classCosts[c.id] ?? ''}
                    onChange={(e) => set(i, { ...m, classCosts: { ...m.classCosts, [c.id]: e.target.value } })}
                  />
                ))}
                <TextField
                  label={t('shop.shipping.noClassCost')}
                  inputMode="decimal"
                  value={m.noClassCost}
                  onChange={(e) => set(i, { ...m, noClassCost: e.target.value })}
                />
                <div className="field">
                  <label htmlFor={`${id}-calc`}>{t('shop.shipping.calculation')}</label>
                  <select
                    id={`${id}-calc`}
                    value={m.calculation}
                    onChange={(e) => set(i, { ...m, calculation: e.target.value as typeof m.calculation })}
                  >
                    <option value="per_class">{t('shop.shipping.perClass')}</option>
                    <option value="per_order">{t('shop.shipping.perOrder')}</option>
                  </select>
                </div>
              </>
            ) : null}
            <p>
              <button type="button" onClick={() => onChange(methods.filter((_, j) => j !== i))}>
                {t('shop.shipping.removeMethod', { name: m.title || t(METHOD_WORDS[m.kind]) })}
              </button>
            </p>
          </fieldset>
        );
      })}
      <div className="field">
        <label htmlFor={`${owner}-new-kind`}>{t('shop.shipping.newMethod')}</label>
        <select id={`${owner}-new-kind`} value={kind} onChange={(e) => setKind(e.target.value as ShippingMethodKind)}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(METHOD_WORDS[k])}
            </option>
          ))}
        </select>
      </div>
      <p>
        <button type="button" onClick={() => onChange([...methods, newMethod(kind, nextMethodId(draft))])}>
          {t('shop.shipping.addMethod')}
        </button>
      </p>
    </>
  );
}

function ClassesEditor({ draft, onChange }: { draft: ShippingDraft; onChange(d: ShippingDraft): void }) {
  const t = useT();
  const [name, setName] = useState('');
  const id = classIdOf(name);
  const taken = draft.classes.some((c) => c.id === id);
  return (
    <section className="section" aria-labelledby="classes-title">
      <h2 id="classes-title">{t('shop.shipping.classes')}</h2>
      <p className="hint">{t('shop.shipping.classesHint')}</p>
      {draft.classes.length === 0 ? <p>{t('shop.shipping.noClasses')}</p> : null}
      <ul>
        {draft.classes.map((c) => (
          <li key={c.id}>
            {c.name}{' '}
            <button
              type="button"
              onClick={() => onChange({ ...draft, classes: draft.classes.filter((x) => x.id !== c.id) })}
            >
              {t('shop.shipping.removeClass', { name: c.name })}
            </button>
          </li>
        ))}
      </ul>
      <TextField
        label={t('shop.shipping.newClass')}
        value={name}
        maxLength={60}
        error={taken ? t('shop.shipping.classExists') : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      <p>
        <button
          type="button"
          disabled={id === '' || taken}
          onClick={() => {
            onChange({ ...draft, classes: [...draft.classes, { id, name: name.trim() }] });
            setName('');
          }}
        >
          {t('shop.shipping.addClass')}
        </button>
      </p>
    </section>
  );
}
