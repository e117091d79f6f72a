/**
 * The product blocks as a lazy chunk (like the social and video blocks): only pop-ups with store products
 * download their code. Their rules are part of POPUP_CSS, so the dashboard preview draws them too.
 */
import type { ProductButtonBlock, ProductsBlock } from '@beckon/popup-schema';
import { useChunk } from '../blocks/video-ticker-lazy.js';

const loadProducts = () => import('./products.js');

export function LazyProducts(props: { block: ProductsBlock; index: number }) {
  const mod = useChunk(loadProducts);
  return mod ? <mod.ProductsBlockView {...props} /> : null;
}

export function LazyProductButton(props: { block: ProductButtonBlock; index: number }) {
  const mod = useChunk(loadProducts);
  return mod ? <mod.ProductButtonView {...props} /> : null;
}

/** Cards side by side (or stacked), centred; targets stay ≥ 24 px through .bk-btn. */
export const PRODUCTS_CSS =
  '.bk-prods-wrap{margin:0 auto;width:100%}.bk-prod-note{margin:0 0 6px;font-size:.8em;opacity:.75}' +
  '.bk-prods{display:flex;gap:12px;margin:0;padding:0;list-style:none}' +
  '.bk-prods[data-layout=vertical]{flex-direction:column}' +
  '.bk-prod{flex:1 1 0;min-width:0;display:flex;flex-direction:column;gap:4px;text-align:center}' +
  '.bk-prod-img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:6px}' +
  '.bk-prod-title{margin:0;font-weight:600}' +
  '.bk-prod-desc{margin:0;font-size:.85em;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}' +
  '.bk-prod-price{margin:0}.bk-prod-price s{opacity:.7}' +
  '.bk-prod-btn{margin-top:auto}.bk-prod-one{display:flex;justify-content:center}';
