/**
 * Which products a recommendation request gets (spec §3, §9), pure. The visitor's recent or cart ids
 * (newest first) may name a product or one of its variants; each product is shown once, at most `count`.
 * last_visited and product_in_cart with no ids answer nothing (the block then hides, §5). An algorithm
 * category recommends the catalogue's first products the visitor has not already got in the list.
 */
import type { StoreProduct } from '@beckon/owner-api';
import type { ProductCard, RecommendationRequest } from '@beckon/popup-schema';
import { currencySymbol } from '@beckon/popup-schema/currency';

export interface Pick {
  product: StoreProduct;
  /** The variant the card adds: the one an id named, else the product's first. */
  variantId: string;
}

function byIds(products: readonly StoreProduct[], ids: readonly string[]): Pick[] {
  const picks: Pick[] = [];
  const taken = new Set<string>();
  for (const id of ids) {
    const product = products.find((p) => p.product_id === id || p.variant_ids.includes(id));
    if (!product || taken.has(product.product_id)) continue;
    taken.add(product.product_id);
    picks.push({ product, variantId: product.variant_ids.includes(id) ? id : (product.variant_ids[0] as string) });
  }
  return picks;
}

const first = (product: StoreProduct): Pick => ({ product, variantId: product.variant_ids[0] as string });

export function recommend(products: readonly StoreProduct[], request: RecommendationRequest): Pick[] {
  let picks: Pick[];
  switch (request.category) {
    case 'last_visited':
    case 'product_in_cart':
      picks = byIds(products, request.product_ids);
      break;
    case 'manual':
      picks = byIds(products, request.manual_products);
      break;
    case 'product_collection': {
      const wanted = request.collection.trim().toLowerCase();
      picks =
        wanted === '' ? [] : products.filter((p) => p.collections.some((c) => c.toLowerCase() === wanted)).map(first);
      break;
    }
    default: {
      const had = new Set(byIds(products, request.product_ids).map((p) => p.product.product_id));
      picks = products.filter((p) => !had.has(p.product_id)).map(first);
    }
  }
  return picks.slice(0, request.count);
}

export function toCard({ product, variantId }: Pick, currency: string): ProductCard {
  return {
    product_id: product.product_id,
    variant_id: variantId,
    image: product.image,
    desc: product.description,
    title: product.title,
    url: product.url,
    inventory_quantity: product.inventory_quantity,
    price: product.price,
    compare_at_price: product.compare_at_price,
    currency: currencySymbol(currency),
  };
}
