/**
 * The pop-up's add-to-cart texts 2 to 6 (design properties add_to_cart_N / wix_add_to_cart_N): what a product
 * button says while adding, once added, when the store refuses, for a sold-out product and on the way to the
 * cart. One set per pop-up and platform, so every products block and product button of that platform edits
 * the same set; empty texts draw the widget's own words in the pop-up's language.
 */
import type { ProductSource } from '@beckon/popup-schema';
import { type AddToCartState, addToCartKey } from '@beckon/popup-schema/add-to-cart-texts';
import { useT } from '../i18n/i18n.js';
import { TextInput } from './inputs.js';

const STATES = [
  ['adding', 'builder.addToCartAdding'],
  ['added', 'builder.addToCartAdded'],
  ['failed', 'builder.addToCartFailed'],
  ['soldOut', 'builder.addToCartSoldOut'],
  ['toCart', 'builder.addToCartToCart'],
] as const satisfies readonly (readonly [AddToCartState, string])[];

/**
 * `redirects`: the button goes to the cart after adding (text 6); `cards`: a products block, whose cards know
 * their stock (text 5; a single product's button does not).
 */
export function AddToCartTexts({
  source,
  redirects,
  cards,
}: {
  source: ProductSource;
  redirects: boolean;
  cards: boolean;
}) {
  const t = useT();
  return (
    <fieldset className="field">
      <legend>{t('builder.addToCartTexts')}</legend>
      <p className="hint">{t('builder.addToCartTextsHint')}</p>
      {STATES.filter(([state]) => (redirects || state !== 'toCart') && (cards || state !== 'soldOut')).map(
        ([state, label]) => (
          <TextInput key={state} label={t(label)} path={['design', 'design_properties', addToCartKey(source, state)]} />
        ),
      )}
    </fieldset>
  );
}
