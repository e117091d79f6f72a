/**
 * The store platform's and the site builder's recommendation routes for the HTTP bench: a store account with
 * one pop-up per platform holding a hand-picked product block, and each platform's catalogue imported, so the
 * measured requests answer real product cards as a merchant's visitors get them. The bench refuses to measure
 * a route that does not answer those products (a 200 with no cards would flatter the figure).
 */
import { connect, migrate } from '@beckon/db';
import { type StoreProductInput, storeProductSchema } from '@beckon/owner-api';
import type { RecommendationAnswer } from '@beckon/popup-schema';
import { replaceCatalogue } from '../src/plugins/store-catalogue/catalogue-repository.js';
import { insertAccount, insertPopup, seedAll } from '../src/seed.js';

const STORE_BENCH_CLIENT_ID = 'be57e0c1a0001';

interface StoreRecommendationRoute {
  platform: 'shopify' | 'wix';
  poptinId: string;
  /** The form the pop-up's block sends (category, manual_products, count). */
  body: string;
  /** The product ids the answer must hold, in order. */
  expected: readonly string[];
}

const product = (product_id: string, variant: string, title: string, price: string): StoreProductInput => ({
  product_id,
  variant_ids: [variant],
  url: `/products/${title.toLowerCase().replaceAll(' ', '-')}`,
  title,
  description: `${title}, as the store describes it: a sentence or two of text on the card.`,
  price,
  compare_at_price: null,
  image: `https://cdn.example.com/${product_id}.jpg`,
  inventory_quantity: 20,
  collections: ['Summer'],
});

/** Twelve products per platform: the picks are looked up among them, as in a small store. */
const CATALOGUES = {
  shopify: Array.from({ length: 12 }, (_, i) =>
    product(String(7001 + i), String(40001 + i), `Rain coat ${i + 1}`, `${100 + i}.00`),
  ),
  wix: Array.from({ length: 12 }, (_, i) =>
    product(
      `a1b2c3d4-0000-4000-8000-0000000000${String(i + 1).padStart(2, '0')}`,
      `00000000-0000-0000-0000-0000000000${String(i + 1).padStart(2, '0')}`,
      `Linen shirt ${i + 1}`,
      `${40 + i}.50`,
    ),
  ),
} as const;

function route(platform: 'shopify' | 'wix', poptinId: string): StoreRecommendationRoute {
  const picks = [CATALOGUES[platform][9], CATALOGUES[platform][2], CATALOGUES[platform][5]].map(
    (p) => p?.product_id as string,
  );
  return {
    platform,
    poptinId,
    body: new URLSearchParams({
      client_id: STORE_BENCH_CLIENT_ID,
      category: 'manual',
      manual_products: picks.join(','),
      count: '3',
    }).toString(),
    expected: picks,
  };
}

export const STORE_RECOMMENDATION_ROUTES: readonly StoreRecommendationRoute[] = [
  route('shopify', 'be57e0c1a0011'),
  route('wix', 'be57e0c1a0012'),
];

/** Migrates and seeds a fresh PGlite folder, then adds the store account, its pop-ups and catalogues. */
export async function seedStoreRecommendations(dataDir: string): Promise<void> {
  const db = await connect({ dataDir });
  try {
    await migrate(db);
    await seedAll(db);
    await insertAccount(db, { accountId: STORE_BENCH_CLIENT_ID, name: 'Store bench' });
    for (const r of STORE_RECOMMENDATION_ROUTES) {
      await insertPopup(db, {
        accountId: STORE_BENCH_CLIENT_ID,
        poptinId: r.poptinId,
        name: `You may like (${r.platform})`,
        triggers: { display_after_sec_active: 1 },
        design: {
          screens: {
            main: [
              { kind: 'heading', text: 'You may like' },
              { kind: 'products', source: r.platform, category: 'manual', manual_products: [...r.expected] } as never,
            ],
          },
        },
      });
      await replaceCatalogue(db, STORE_BENCH_CLIENT_ID, r.platform, {
        currency: 'USD',
        products: CATALOGUES[r.platform].map((p) => storeProductSchema.parse(p)),
      });
    }
  } finally {
    await db.close();
  }
}

/** Throws unless `url` answers 200 with exactly the expected products (checked once, before measuring). */
export async function assertAnswersProducts(url: string, body: string, expected: readonly string[]): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status} before the bench: ${text}`);
  const answer = JSON.parse(text) as RecommendationAnswer;
  const got = answer.data.products.map((p) => p.product_id);
  if (!answer.success || got.join() !== expected.join())
    throw new Error(`${url} answered products [${got.join(', ')}], not [${expected.join(', ')}]: ${text}`);
}
