/**
 * The recommendation answer as UTF-8 JSON bytes. Each card is encoded once per product and variant and kept
 * with the product object, which lives as long as its catalogue in the cache, so an answer is a few copies
 * rather than a JSON.stringify and an encoding of ~1 KB of text per request. The bytes are exactly
 * JSON.stringify of the RecommendationAnswer object.
 */
import type { StoreProduct } from '@beckon/owner-api';
import type { RecommendationAnswer } from '@beckon/popup-schema';
import { type Pick, toCard } from './recommend.js';

/**
 * Encoded cards by product, then variant. A product object belongs to one loaded catalogue, whose currency
 * is fixed: a changed currency is a new load and new product objects.
 */
const cards = new WeakMap<StoreProduct, Map<string, Buffer>>();

function cardBytes(pick: Pick, currency: string): Buffer {
  let byVariant = cards.get(pick.product);
  if (byVariant === undefined) {
    byVariant = new Map();
    cards.set(pick.product, byVariant);
  }
  let bytes = byVariant.get(pick.variantId);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(toCard(pick, currency)));
    byVariant.set(pick.variantId, bytes);
  }
  return bytes;
}

const COMMA = Buffer.from(',');
const TAIL = Buffer.from(']}}');
const heads = new Map<string, Buffer>();

/** `{"success":true,"currency":…,"data":{"products":[`, once per currency. */
function headBytes(currency: string): Buffer {
  let head = heads.get(currency);
  if (head === undefined) {
    const empty: RecommendationAnswer = { success: true, currency, data: { products: [] } };
    head = Buffer.from(JSON.stringify(empty).slice(0, -TAIL.length));
    heads.set(currency, head);
  }
  return head;
}

export function recommendationAnswerBytes(currency: string, picks: readonly Pick[]): Buffer {
  const parts: Buffer[] = [headBytes(currency)];
  for (let i = 0; i < picks.length; i++) {
    if (i > 0) parts.push(COMMA);
    parts.push(cardBytes(picks[i] as Pick, currency));
  }
  parts.push(TAIL);
  return Buffer.concat(parts);
}
