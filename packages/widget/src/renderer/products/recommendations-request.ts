/**
 * The recommendation request (spec §7): POST {display}/api/display/{platform}/product-recommendation/{id},
 * form-encoded (a simple request: no preflight). Any failure is logged and answers null, so the block
 * shows nothing (§8).
 */
import type { ProductCard, ProductsBlock, RecommendationAnswer } from '@beckon/popup-schema';
import { log } from '../../loader/log.js';

export interface RecommendationQuery {
  serviceOrigin: string;
  clientId: string;
  poptinId: string;
  block: ProductsBlock;
  productIds: readonly string[];
}

export async function fetchRecommendations(
  q: RecommendationQuery,
  f: typeof fetch = fetch,
): Promise<ProductCard[] | null> {
  const { block } = q;
  const form = new URLSearchParams({
    client_id: q.clientId,
    category: block.category,
    category_original: block.category,
    count: String(block.count),
    manual_products: block.manual_products.join(','),
    product_ids: q.productIds.slice(0, 50).join(','),
    collection: block.collection,
  });
  try {
    const res = await f(`${q.serviceOrigin}/api/display/${block.source}/product-recommendation/${q.poptinId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    const answer = (await res.json()) as RecommendationAnswer;
    if (answer.success !== true || !Array.isArray(answer.data?.products)) throw new Error('no products in the answer');
    return answer.data.products.slice(0, block.count);
  } catch (err) {
    log('Product recommendation failed', err);
    return null;
  }
}
