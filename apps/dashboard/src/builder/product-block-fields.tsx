/**
 * Settings of the store product blocks (blocks-editor.tsx): the recommendation block (where its products
 * come from, which ones, how many, its layout and size, its buttons) and the single-product button. The
 * live preview draws sample products, since the visitor's recent and cart products exist only on the store.
 */
import type { ButtonsAction, ProductButtonBlock, ProductsBlock } from '@beckon/popup-schema';
import { useT, t as words } from '../i18n/i18n.js';
import { AddToCartTexts } from './add-to-cart-texts.js';
import type { Path } from './draft.js';
import { LinesInput, NumberInput, SelectInput, TextInput } from './inputs.js';

const SOURCES = () =>
  [
    ['shopify', words('builder.products.shopify')],
    ['wix', words('builder.products.wix')],
    ['shop', words('builder.products.shop')],
  ] as const;

const ACTIONS = () =>
  [
    ['add_to_cart', words('builder.products.addToCart')],
    ['add_to_cart_redirect', words('builder.products.addAndGo')],
    ['redirect', words('builder.products.open')],
    ['redirect_blank', words('builder.products.openNewTab')],
    ['no_buttons', words('builder.products.noButton')],
  ] as const;

/**
 * words('builder.products.which') comes last, after the field it opens (the ids, or the collection), so changing it never hides
 * a field above the one being changed.
 */
export function ProductsFields({ at, block }: { at: Path; block: ProductsBlock }) {
  // Drawn again in the new words when the language changes.
  useT();
  return (
    <>
      <SelectInput label={words('builder.products.from')} path={[...at, 'source']} options={SOURCES()} />
      <NumberInput label={words('builder.products.howMany')} path={[...at, 'count']} min={1} max={3} step={1} />
      <SelectInput
        label={words('builder.products.layout')}
        path={[...at, 'layout']}
        options={[
          ['horizontal', words('builder.products.sideBySide')],
          ['vertical', words('builder.products.stacked')],
        ]}
      />
      <NumberInput
        label={words('builder.products.size')}
        path={[...at, 'size']}
        min={0}
        max={10}
        step={1}
        hint="0 is the narrowest block, 10 the widest."
      />
      <SelectInput label={words('builder.products.button')} path={[...at, 'buttons_action']} options={ACTIONS()} />
      {block.buttons_action === 'no_buttons' ? null : (
        <TextInput label={words('builder.products.buttonText')} path={[...at, 'button_text']} />
      )}
      <CartTexts source={block.source} action={block.buttons_action} cards />
      {block.category === 'manual' ? (
        <LinesInput
          label={words('builder.products.ids')}
          path={[...at, 'manual_products']}
          hint={words('builder.products.idsHint')}
        />
      ) : null}
      {block.category === 'product_collection' ? (
        <TextInput
          label={words('builder.products.collection')}
          path={[...at, 'collection']}
          hint={words('builder.products.collectionHint')}
        />
      ) : null}
      <SelectInput
        label={words('builder.products.which')}
        path={[...at, 'category']}
        options={[
          ['last_visited', words('builder.products.recent')],
          ['product_in_cart', words('builder.products.inCart')],
          ['manual', words('builder.products.manual')],
          ['product_collection', words('builder.products.aCollection')],
        ]}
        hint={words('builder.products.whichHint')}
      />
    </>
  );
}

/** The texts 2 to 6 matter only to buttons that add to the cart. */
function CartTexts({
  source,
  action,
  cards,
}: {
  source: ProductsBlock['source'];
  action: ButtonsAction;
  cards: boolean;
}) {
  if (action !== 'add_to_cart' && action !== 'add_to_cart_redirect') return null;
  return <AddToCartTexts source={source} redirects={action === 'add_to_cart_redirect'} cards={cards} />;
}

export function ProductButtonFields({ at, block }: { at: Path; block: ProductButtonBlock }) {
  // Drawn again in the new words when the language changes.
  useT();
  const action = block.buttons_action;
  return (
    <>
      <SelectInput label={words('builder.products.whenClicked')} path={[...at, 'buttons_action']} options={ACTIONS()} />
      <TextInput
        label={words('builder.products.page')}
        path={[...at, 'product_url']}
        hint={words('builder.products.pageHint')}
      />
      {action === 'no_buttons' ? null : (
        <TextInput label={words('builder.products.buttonText')} path={[...at, 'button_text']} />
      )}
      <CartTexts source={block.source} action={action} cards={false} />
      <TextInput
        label={words('builder.products.name')}
        path={[...at, 'product_name']}
        hint={words('builder.products.nameHint')}
      />
      <SelectInput label={words('builder.products.productFrom')} path={[...at, 'source']} options={SOURCES()} />
      <TextInput label={words('builder.products.id')} path={[...at, 'product_id']} />
      <TextInput
        label={words('builder.products.variantId')}
        path={[...at, 'variant_id']}
        hint={words('builder.products.variantHint')}
      />
    </>
  );
}
