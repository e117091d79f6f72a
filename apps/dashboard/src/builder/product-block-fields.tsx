/**
 * Settings of the store product blocks (blocks-editor.tsx): the recommendation block (where its products
 * come from, which ones, how many, its layout and size, its buttons) and the single-product button. The
 * live preview draws sample products, since the visitor's recent and cart products exist only on the store.
 */
import type { ButtonsAction, ProductButtonBlock, ProductsBlock } from '@beckon/popup-schema';
import { AddToCartTexts } from './add-to-cart-texts.js';
import type { Path } from './draft.js';
import { LinesInput, NumberInput, SelectInput, TextInput } from './inputs.js';

const SOURCES = [
  ['shopify', 'Shopify-style store (imported catalogue)'],
  ['wix', 'Wix-style site (imported catalogue)'],
  ['shop', 'Our own shop'],
] as const;

const ACTIONS = [
  ['add_to_cart', 'Add to cart'],
  ['add_to_cart_redirect', 'Add to cart and go to the cart'],
  ['redirect', 'Open the product'],
  ['redirect_blank', 'Open the product in a new tab'],
  ['no_buttons', 'No button'],
] as const;

/**
 * "Which products" comes last, after the field it opens (the ids, or the collection), so changing it never hides
 * a field above the one being changed.
 */
export function ProductsFields({ at, block }: { at: Path; block: ProductsBlock }) {
  return (
    <>
      <SelectInput label="Products from" path={[...at, 'source']} options={SOURCES} />
      <NumberInput label="How many products" path={[...at, 'count']} min={1} max={3} step={1} />
      <SelectInput
        label="Layout"
        path={[...at, 'layout']}
        options={[
          ['horizontal', 'Side by side'],
          ['vertical', 'One under another'],
        ]}
      />
      <NumberInput
        label="Size"
        path={[...at, 'size']}
        min={0}
        max={10}
        step={1}
        hint="0 is the narrowest block, 10 the widest."
      />
      <SelectInput label="Button" path={[...at, 'buttons_action']} options={ACTIONS} />
      {block.buttons_action === 'no_buttons' ? null : <TextInput label="Button text" path={[...at, 'button_text']} />}
      <CartTexts source={block.source} action={block.buttons_action} cards />
      {block.category === 'manual' ? (
        <LinesInput
          label="Product ids"
          path={[...at, 'manual_products']}
          hint="One product id per line, at most 3, in the order to show."
        />
      ) : null}
      {block.category === 'product_collection' ? (
        <TextInput label="Collection" path={[...at, 'collection']} hint="As the catalogue names it." />
      ) : null}
      <SelectInput
        label="Which products"
        path={[...at, 'category']}
        options={[
          ['last_visited', 'The visitor’s recently viewed products'],
          ['product_in_cart', 'The products in the visitor’s cart'],
          ['manual', 'Products I choose'],
          ['product_collection', 'A collection'],
        ]}
        hint="With no recently viewed or cart products, the block is not shown."
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
  const action = block.buttons_action;
  return (
    <>
      <SelectInput label="When clicked" path={[...at, 'buttons_action']} options={ACTIONS} />
      <TextInput label="Product page" path={[...at, 'product_url']} hint="A path like /products/serum." />
      {action === 'no_buttons' ? null : <TextInput label="Button text" path={[...at, 'button_text']} />}
      <CartTexts source={block.source} action={action} cards={false} />
      <TextInput label="Product name" path={[...at, 'product_name']} hint="Names the button for screen readers." />
      <SelectInput label="Product from" path={[...at, 'source']} options={SOURCES} />
      <TextInput label="Product id" path={[...at, 'product_id']} />
      <TextInput label="Variant id" path={[...at, 'variant_id']} hint="What the button adds to the cart." />
    </>
  );
}
