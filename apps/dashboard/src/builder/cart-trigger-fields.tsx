/**
 * The cart trigger's settings (spec §3 "Cart trigger fields", §4 "Cart triggers"), in the Triggers section:
 * where it applies (a Shopify store or this site's own shop; a Wix site), which cart event, which products,
 * and for a count or a value the comparison. The product list is written as the schema keeps it:
 * `any_product`, `empty_cart` or a comma list of ids.
 */
import type { CartAction } from '@beckon/popup-schema';
import { useId } from 'react';
import { useT, t as words } from '../i18n/i18n.js';
import { useBuilder } from './builder-context.js';
import { CheckboxInput, NumberInput, SelectInput } from './inputs.js';

const T = ['triggers'] as const;

const ACTIONS = (): readonly (readonly [CartAction, string])[] => [
  ['added_product', words('builder.cart.added')],
  ['removed_product', words('builder.cart.removed')],
  ['cart_item', words('builder.cart.items')],
  ['cart_value', words('builder.cart.value')],
];

export function CartTriggerFields() {
  // Drawn again in the new words when the language changes.
  useT();
  const { draft, set, errors } = useBuilder();
  const id = useId();
  const t = draft.triggers;
  const on = t.shopify_cart_trigger_active || t.wix_cart_trigger_active;
  const action = t.shopify_cart_trigger_action;
  const products = t.shopify_cart_trigger_products;
  const counts = action === 'cart_item' || action === 'cart_value';
  const listed = products === 'any_product' || products === 'empty_cart' ? '' : products;
  const error = errors['triggers.shopify_cart_trigger_products'];
  return (
    <>
      <CheckboxInput label={words('builder.cart.shopify')} path={[...T, 'shopify_cart_trigger_active']} />
      <CheckboxInput label={words('builder.cart.wix')} path={[...T, 'wix_cart_trigger_active']} />
      {on ? (
        <div>
          <SelectInput
            label={words('builder.cart.event')}
            path={[...T, 'shopify_cart_trigger_action']}
            options={ACTIONS()}
            // A count or a value of "an empty cart" means nothing: such a change goes back to any product.
            onChange={(v) =>
              set(T, {
                ...t,
                shopify_cart_trigger_action: v,
                shopify_cart_trigger_products:
                  (v === 'cart_item' || v === 'cart_value') && products === 'empty_cart' ? 'any_product' : products,
              })
            }
          />
          {counts ? null : (
            <div className="field checkbox">
              <input
                id={`${id}-empty`}
                type="checkbox"
                checked={products === 'empty_cart'}
                onChange={(e) =>
                  set([...T, 'shopify_cart_trigger_products'], e.target.checked ? 'empty_cart' : 'any_product')
                }
              />
              <label htmlFor={`${id}-empty`}>
                {action === 'added_product' ? words('builder.cart.firstOnly') : words('builder.cart.emptyOnly')}
              </label>
            </div>
          )}
          {products === 'empty_cart' ? null : (
            <div className="field">
              <label htmlFor={`${id}-ids`}>{words('builder.cart.ids')}</label>
              <input
                id={`${id}-ids`}
                type="text"
                value={listed}
                onChange={(e) =>
                  set(
                    [...T, 'shopify_cart_trigger_products'],
                    e.target.value.trim() === '' ? 'any_product' : e.target.value,
                  )
                }
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-ids-hint${error ? ` ${id}-ids-error` : ''}`}
              />
              <p className="hint" id={`${id}-ids-hint`}>
                Separated by commas; empty for any product.
              </p>
              {error ? (
                <p className="field-error" id={`${id}-ids-error`}>
                  {error}
                </p>
              ) : null}
            </div>
          )}
          {counts ? (
            <>
              <SelectInput
                label={action === 'cart_item' ? words('builder.cart.numberOfItems') : words('builder.cart.cartValue')}
                path={[...T, 'shopify_cart_trigger_cart_spec_filter']}
                options={[
                  ['greater_than', words('builder.cart.more')],
                  ['equal', words('builder.cart.exactly')],
                  ['greater_than_or_equal', words('builder.cart.atLeast')],
                ]}
              />
              <NumberInput
                label={action === 'cart_item' ? words('builder.cart.itemsCount') : words('builder.cart.amount')}
                path={[...T, 'shopify_cart_trigger_cart_spec_value']}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
