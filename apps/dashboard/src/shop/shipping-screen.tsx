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
import {
  classIdOf,
  draftOf,
  METHOD_LABELS,
  type MethodDraft,
  newMethod,
  nextMethodId,
  nextZoneId,
  type ShippingDraft,
  shippingOf,
  type ZoneDraft,
} from './shipping-draft.js';
import { saveShopShipping, shopQueries } from './shop-queries.js';

const regionName = (code: string) =>
  code === 'ES' ? 'Spain (all of it)' : (SPAIN_PROVINCES.find((p) => `ES:${p.code}` === code)?.name ?? code);

const KINDS: ShippingMethodKind[] = ['flat_rate', 'free_shipping', 'local_pickup'];

export function ShippingScreen() {
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
      setRefusal(new Error(`Not saved: ${out.message}`));
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
      <h1>Shipping</h1>
      <p className="hint">
        The cart and checkout offer the methods of the first zone that covers the customer’s address, as WooCommerce
        does; addresses no zone covers get “Rest of the world”. Costs are entered without IVA. A shop without zones or
        rest-of-the-world methods charges no shipping.
      </p>
      {draft === undefined ? (
        <p>Loading…</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <section className="section" aria-labelledby="zones-title">
            <h2 id="zones-title">Shipping zones</h2>
            {draft.zones.length === 0 ? <p>No zones yet.</p> : null}
            {draft.zones.map((zone, i) => (
              <fieldset key={zone.id} className="card">
                <legend>{`Zone ${i + 1}: ${zone.name || 'unnamed'}`}</legend>
                <TextField
                  label="Zone name"
                  value={zone.name}
                  maxLength={60}
                  onChange={(e) => setZone(i, { ...zone, name: e.target.value })}
                />
                <div className="field">
                  <label htmlFor={`zone-${zone.id}-regions`}>Zone regions</label>
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
                  <label htmlFor={`zone-${zone.id}-postcodes`}>Limit to postcodes (optional)</label>
                  <p className="hint" id={`zone-${zone.id}-postcodes-hint`}>
                    One per line: 28001, 28* (starts with) or 28001...28015 (a range).
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
                    Move up
                  </button>{' '}
                  <button type="button" disabled={i === draft.zones.length - 1} onClick={() => moveZone(i, 1)}>
                    Move down
                  </button>{' '}
                  <button
                    type="button"
                    onClick={() => update({ ...draft, zones: draft.zones.filter((_, j) => j !== i) })}
                  >
                    {`Remove zone ${zone.name || i + 1}`}
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
                Add shipping zone
              </button>
            </p>
          </section>
          <section className="section" aria-labelledby="rest-title">
            <h2 id="rest-title">Rest of the world (Resto del mundo)</h2>
            <p className="hint">For addresses no zone above covers.</p>
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
  const [kind, setKind] = useState<ShippingMethodKind>('flat_rate');
  const set = (i: number, m: MethodDraft) => onChange(methods.map((x, j) => (j === i ? m : x)));
  return (
    <>
      <h3>Shipping methods</h3>
      {methods.length === 0 ? <p>No methods: customers here cannot order.</p> : null}
      {methods.map((m, i) => {
        const id = `${owner}-method-${m.id}`;
        return (
          <fieldset key={m.id}>
            <legend>{METHOD_LABELS[m.kind]}</legend>
            <div className="field checkbox">
              <input
                type="checkbox"
                id={`${id}-enabled`}
                checked={m.enabled}
                onChange={(e) => set(i, { ...m, enabled: e.target.checked })}
              />
              <label htmlFor={`${id}-enabled`}>Enabled</label>
            </div>
            <TextField
              label="Title customers see"
              value={m.title}
              maxLength={60}
              onChange={(e) => set(i, { ...m, title: e.target.value })}
            />
            {m.kind === 'free_shipping' ? (
              <>
                <div className="field">
                  <label htmlFor={`${id}-requires`}>Free shipping requires</label>
                  <select
                    id={`${id}-requires`}
                    value={m.requires}
                    onChange={(e) => set(i, { ...m, requires: e.target.value as typeof m.requires })}
                  >
                    <option value="none">Nothing</option>
                    <option value="coupon">A valid free shipping coupon</option>
                    <option value="min_amount">A minimum order amount</option>
                    <option value="either">A minimum order amount OR a coupon</option>
                    <option value="both">A minimum order amount AND a coupon</option>
                  </select>
                </div>
                <TextField
                  label="Minimum order amount (€, with IVA)"
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
                  <label htmlFor={`${id}-ignore`}>Apply the minimum before the coupon discount</label>
                </div>
              </>
            ) : (
              <>
                <TextField
                  label="Cost (€, without IVA)"
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
                  <label htmlFor={`${id}-taxable`}>Taxable (adds IVA)</label>
                </div>
              </>
            )}
            {m.kind === 'flat_rate' && draft.classes.length > 0 ? (
              <>
                {draft.classes.map((c) => (
                  <TextField
                    key={c.id}
                    label={`“${c.name}” class cost (€)`}
                    inputMode="decimal"
                    value={m.classCosts[c.id] ?? ''}
                    onChange={(e) => set(i, { ...m, classCosts: { ...m.classCosts, [c.id]: e.target.value } })}
                  />
                ))}
                <TextField
                  label="No shipping class cost (€)"
                  inputMode="decimal"
                  value={m.noClassCost}
                  onChange={(e) => set(i, { ...m, noClassCost: e.target.value })}
                />
                <div className="field">
                  <label htmlFor={`${id}-calc`}>Calculation type</label>
                  <select
                    id={`${id}-calc`}
                    value={m.calculation}
                    onChange={(e) => set(i, { ...m, calculation: e.target.value as typeof m.calculation })}
                  >
                    <option value="per_class">Per class: charge each shipping class in the cart</option>
                    <option value="per_order">Per order: charge the most expensive shipping class</option>
                  </select>
                </div>
              </>
            ) : null}
            <p>
              <button type="button" onClick={() => onChange(methods.filter((_, j) => j !== i))}>
                {`Remove ${m.title || METHOD_LABELS[m.kind]}`}
              </button>
            </p>
          </fieldset>
        );
      })}
      <div className="field">
        <label htmlFor={`${owner}-new-kind`}>New method</label>
        <select id={`${owner}-new-kind`} value={kind} onChange={(e) => setKind(e.target.value as ShippingMethodKind)}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {METHOD_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <p>
        <button type="button" onClick={() => onChange([...methods, newMethod(kind, nextMethodId(draft))])}>
          Add shipping method
        </button>
      </p>
    </>
  );
}

function ClassesEditor({ draft, onChange }: { draft: ShippingDraft; onChange(d: ShippingDraft): void }) {
  const [name, setName] = useState('');
  const id = classIdOf(name);
  const taken = draft.classes.some((c) => c.id === id);
  return (
    <section className="section" aria-labelledby="classes-title">
      <h2 id="classes-title">Shipping classes</h2>
      <p className="hint">A product’s form chooses its class; a flat rate may charge a cost per class.</p>
      {draft.classes.length === 0 ? <p>No shipping classes.</p> : null}
      <ul>
        {draft.classes.map((c) => (
          <li key={c.id}>
            {c.name}{' '}
            <button
              type="button"
              onClick={() => onChange({ ...draft, classes: draft.classes.filter((x) => x.id !== c.id) })}
            >
              {`Remove class ${c.name}`}
            </button>
          </li>
        ))}
      </ul>
      <TextField
        label="New shipping class"
        value={name}
        maxLength={60}
        error={taken ? 'a class with this name exists' : undefined}
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
          Add shipping class
        </button>
      </p>
    </section>
  );
}
