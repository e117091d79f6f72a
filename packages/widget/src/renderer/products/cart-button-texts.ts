/**
 * What a product's add-to-cart button says in each of its states besides the first (the block's own text):
 * the pop-up's add_to_cart / wix_add_to_cart design properties (@beckon/popup-schema/add-to-cart-texts says
 * which number is which state), or, where the owner left one empty, the widget's own words in the pop-up's
 * language. Kept in the product chunk, not the renderer's message table, so pop-ups without products skip it.
 */
import type { DesignProperties, ProductSource } from '@beckon/popup-schema';
import { type AddToCartKey, type AddToCartState, addToCartKey } from '@beckon/popup-schema/add-to-cart-texts';
import type { Lang } from '../../contract.js';

export type CartButtonTexts = Pick<DesignProperties, AddToCartKey>;

const OWN_WORDS: Record<Lang, Record<AddToCartState, string>> = {
  en: {
    adding: 'Adding…',
    added: 'Added to cart',
    failed: 'Not added: try again',
    soldOut: 'Sold out',
    toCart: 'Going to the cart…',
  },
  he: {
    adding: 'מוסיף…',
    added: 'נוסף לעגלה',
    failed: 'לא נוסף: נסו שוב',
    soldOut: 'אזל מהמלאי',
    toCart: 'עוברים לעגלה…',
  },
  es: {
    adding: 'Añadiendo…',
    added: 'Añadido al carrito',
    failed: 'No se ha añadido: inténtalo de nuevo',
    soldOut: 'Agotado',
    toCart: 'Yendo al carrito…',
  },
};

export function cartButtonText(texts: CartButtonTexts, source: ProductSource, state: AddToCartState, lang: Lang) {
  const own = texts[addToCartKey(source, state)].trim();
  return own || OWN_WORDS[lang][state];
}

/** A counted stock at or below zero: the store would refuse the add, so the button says so first. */
export const soldOut = (inventory: number | null): boolean => inventory !== null && inventory <= 0;
