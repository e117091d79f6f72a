/**
 * What the product blocks need from the pop-up around them (the page's account and pop-up, the display
 * service, the pop-up's type): a context of its own, so the renderer's main chunk carries only this and
 * the product code stays in its lazy chunk.
 */
import type { WixCartDetails } from '@beckon/popup-schema';
import { createContext } from 'react';
import type { Lang } from '../../contract.js';
import type { CartButtonTexts } from './cart-button-texts.js';

export interface StoreContext {
  serviceOrigin: string;
  clientId: string;
  poptinId: string;
  fullpage: boolean;
  lang: Lang;
  /** The pop-up's add-to-cart texts (its design properties). */
  texts: CartButtonTexts;
  /** Dashboard preview: sample products, buttons that do nothing. */
  preview: boolean;
  /** The site-builder cart the display service read for this page (its answer's wix_cart_details). */
  wixCart?: WixCartDetails;
  /** Where a card's link opens (navigate.ts); tests replace it. */
  navigate(href: string, target: '_self' | '_blank'): void;
}

export const StoreContextValue = createContext<StoreContext | null>(null);
