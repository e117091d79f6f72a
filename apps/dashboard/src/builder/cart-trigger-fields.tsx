/**
 * The cart trigger's settings (spec §3 "Cart trigger fields", §4 "Cart triggers"), in the Triggers section:
 * where it applies (a Shopify store or this site's own shop; a Wix site), which cart event, which products,
 * and for a count or a value the comparison. The product list is written as the schema keeps it:
 * `any_product`, `empty_cart` or a comma list of ids.
 */
import type { CartAction } from '@beckon/popup-schema';
import { useId } from 'react';
import { useBuilder } from './builder-context.js';
import { CheckboxInput, NumberInput, SelectInput } from './inputs.js';

const T = ['triggers'] as const;

const ACTIONS: readonly (readonly [CartAction, string])[] = [
  ['added_product', 'A product is added to the cart'],
  ['removed_product', 'A product is removed from the cart'],
  ['cart_item', 'The cart holds a number of items'],
  ['cart_value', 'The cart reaches a value'],
];

export function CartTriggerFields() {
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
      <CheckboxInput
        label="When the cart changes on a Shopify store or this site's shop"
        path={[...T, 'shopify_cart_trigger_active']}
      />
      <CheckboxInput label="When the cart changes on a Wix site" path={[...T, 'wix_cart_trigger_active']} />
      {on ? (
        <div>
          <SelectInput
            label="Cart event"
            path={[...T, 'shopify_cart_trigger_action']}
            options={ACTIONS}
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
                {action === 'added_product'
                  ? 'Only the first product put in an empty cart'
                  : 'Only when the cart becomes empty'}
              </label>
            </div>
          )}
          {products === 'empty_cart' ? null : (
            <div className="field">
              <label htmlFor={`${id}-ids`}>Only these product or variant ids</label>
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
                label={action === 'cart_item' ? 'Number of items' : 'Cart value'}
                path={[...T, 'shopify_cart_trigger_cart_spec_filter']}
                options={[
                  ['greater_than', 'More than'],
                  ['equal', 'Exactly'],
                  ['greater_than_or_equal', 'At least'],
                ]}
              />
              <NumberInput
                label={action === 'cart_item' ? 'Items' : "Amount in the store's currency"}
                path={[...T, 'shopify_cart_trigger_cart_spec_value']}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
