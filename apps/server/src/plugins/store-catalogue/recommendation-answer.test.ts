/**
 * The recommendation answer's bytes are assembled from cards encoded once per product; they must stay exactly
 * what JSON.stringify of the answer object gives, whichever cards, variants and currency.
 */
import { storeProductSchema } from '@beckon/owner-api';
import type { RecommendationAnswer } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { type Pick, toCard } from './recommend.js';
import { recommendationAnswerBytes } from './recommendation-answer.js';

const serum = storeProductSchema.parse({
  product_id: 'serum-vitamina-c',
  variant_ids: ['104', '105'],
  url: '/producto/serum-vitamina-c/',
  title: 'Sérum "antioxidante" de vitamina C',
  description: 'Luminosidad y defensa\nantioxidante: 15 % € \u2028 😀',
  price: '24.90',
  compare_at_price: '29.90',
  image: 'https://cdn.example/serum.svg',
  inventory_quantity: 32,
});
const gel = storeProductSchema.parse({
  product_id: 'gel',
  variant_ids: ['101'],
  url: 'https://shop.example/gel',
  title: 'Gel limpiador suave',
  price: '14.90',
});

const expected = (currency: string, picks: Pick[]) => {
  const answer: RecommendationAnswer = {
    success: true,
    currency,
    data: { products: picks.map((p) => toCard(p, currency)) },
  };
  return JSON.stringify(answer);
};

describe('the recommendation answer bytes', () => {
  it('are JSON.stringify of the answer, for no cards, one and several', () => {
    const cases: [string, Pick[]][] = [
      ['USD', []],
      ['EUR', [{ product: serum, variantId: '104' }]],
      [
        'EUR',
        [
          { product: gel, variantId: '101' },
          { product: serum, variantId: '105' },
          { product: serum, variantId: '104' },
        ],
      ],
    ];
    for (const [currency, picks] of cases) {
      expect(recommendationAnswerBytes(currency, picks).toString('utf8')).toBe(expected(currency, picks));
      // Again, now from the encoded cards kept with the products.
      expect(recommendationAnswerBytes(currency, picks).toString('utf8')).toBe(expected(currency, picks));
    }
  });

  it('encode each variant of a product as its own card', () => {
    const first = JSON.parse(recommendationAnswerBytes('EUR', [{ product: serum, variantId: '104' }]).toString());
    const second = JSON.parse(recommendationAnswerBytes('EUR', [{ product: serum, variantId: '105' }]).toString());
    expect([first.data.products[0].variant_id, second.data.products[0].variant_id]).toEqual(['104', '105']);
  });
});
