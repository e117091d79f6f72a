/**
 * The clinic shop's catalogue and coupons, seeded on first start: twelve
 * skincare products (one, the vitamin C serum, in two sizes; one sold out)
 * with two or three drawn pictures each, prices in euros with 21 % IVA
 * included; the demo clinic's own shop also gets its bank account. A new site
 * from the clinic starter gets the same catalogue, but no bank account: it
 * offers bank transfers once its owner sets one. Idempotent: rows already
 * present are left as the owner may have changed them.
 */
import type { Queryable } from '@beckon/db';
import { ASSET_BASE, SITE_ACCOUNT_ID } from '../site/index.js';
import { catalogueShapedByOwner } from './catalogue-counter-repository.js';
import { addTransferAccount } from './payment-settings-repository.js';

interface SeedProduct {
  id: number;
  slug: string;
  name: string;
  category: string;
  short: string;
  description: string;
  /** [variant id, name, price in cents, compare-at price or null, stock]. */
  variants: [number, string, number, number | null, number | null][];
}

const SEED_PRODUCTS: SeedProduct[] = [
  {
    id: 1,
    slug: 'gel-limpiador-suave',
    name: 'Gel limpiador suave',
    category: 'Limpieza',
    short: 'Limpieza diaria sin jabón para piel sensible o tratada con retinoides. 200 ml.',
    description:
      'Gel de pH fisiológico que limpia sin arrastrar los lípidos de la piel. Sin perfume y sin sulfatos agresivos, apto para rostro y cuerpo.\n\nAplíquelo sobre la piel húmeda mañana y noche, masajee suavemente y aclare con agua tibia.',
    variants: [[101, '', 1490, null, 40]],
  },
  {
    id: 2,
    slug: 'agua-micelar-piel-sensible',
    name: 'Agua micelar para piel sensible',
    category: 'Limpieza',
    short: 'Desmaquilla y calma rostro, ojos y labios sin necesidad de aclarado. 400 ml.',
    description:
      'Solución micelar con glicerina y pantenol que retira el maquillaje y la contaminación sin frotar. Testada en pieles reactivas y con rosácea.\n\nEmpape un disco de algodón y páselo suavemente por el rostro. No necesita aclarado.',
    variants: [[102, '', 1150, null, 35]],
  },
  {
    id: 3,
    slug: 'crema-hidratante-ceramidas',
    name: 'Crema hidratante con ceramidas',
    category: 'Hidratación',
    short: 'Repara la barrera cutánea y mantiene la hidratación durante 24 horas. 50 ml.',
    description:
      'Textura ligera con tres ceramidas esenciales, colesterol y ácidos grasos en la proporción de la piel sana. Indicada para piel seca, sensible o irritada por tratamientos.\n\nAplíquela por la mañana y por la noche sobre la piel limpia.',
    variants: [[103, '', 2290, 2690, 25]],
  },
  {
    id: 4,
    slug: 'serum-vitamina-c',
    name: 'Sérum antioxidante de vitamina C',
    category: 'Tratamiento',
    short: 'Vitamina C pura al 15 % con ácido ferúlico: luminosidad y defensa antioxidante.',
    description:
      'Sérum de ácido L-ascórbico al 15 % estabilizado con vitamina E y ácido ferúlico. Unifica el tono, aporta luminosidad y refuerza la protección frente al daño solar.\n\nAplique 4 o 5 gotas por la mañana, antes de la crema hidratante y del fotoprotector. Consérvelo bien cerrado y protegido de la luz.',
    variants: [
      [104, '15 ml', 2490, null, 20],
      [105, '30 ml', 3990, null, 12],
    ],
  },
  {
    id: 5,
    slug: 'fotoprotector-fluido-spf50',
    name: 'Fotoprotector fluido SPF 50+',
    category: 'Protección solar',
    short: 'Protección muy alta UVA/UVB de textura invisible, para uso diario en el rostro. 50 ml.',
    description:
      'Fluido de acabado seco con filtros de amplio espectro. No deja rastro blanco y resiste al agua y al sudor.\n\nAplíquelo generosamente 20 minutos antes de la exposición y renuévelo cada dos horas y después del baño.',
    variants: [[106, '', 1990, null, 60]],
  },
  {
    id: 6,
    slug: 'fotoprotector-infantil-spf50',
    name: 'Fotoprotector infantil SPF 50+',
    category: 'Protección solar',
    short: 'Loción de protección muy alta para la piel delicada de los niños. 200 ml.',
    description:
      'Loción sin perfume, resistente al agua, formulada para pieles infantiles y atópicas. Los niños menores de seis meses no deben exponerse al sol directo.\n\nAplíquela antes de salir y renuévela con frecuencia, sobre todo después del baño.',
    variants: [[107, '', 2450, null, 30]],
  },
  {
    id: 7,
    slug: 'balsamo-emoliente-piel-atopica',
    name: 'Bálsamo emoliente para piel atópica',
    category: 'Hidratación',
    short: 'Calma el picor y reduce la sequedad en la dermatitis atópica, desde el nacimiento. 400 ml.',
    description:
      'Bálsamo con niacinamida, manteca de karité y avena coloidal que restaura la barrera de la piel atópica y espacia los brotes.\n\nAplíquelo una o dos veces al día sobre todo el cuerpo, preferiblemente después de la ducha.',
    variants: [[108, '', 1890, null, 45]],
  },
  {
    id: 8,
    slug: 'crema-reparadora-manos',
    name: 'Crema reparadora de manos',
    category: 'Hidratación',
    short: 'Manos secas y agrietadas: repara y protege sin dejar sensación grasa. 75 ml.',
    description:
      'Crema con urea al 10 % y glicerina que alivia las grietas y la aspereza de las manos muy secas o expuestas a lavados frecuentes.\n\nAplíquela tantas veces como necesite, sobre todo después de lavarse las manos.',
    variants: [[109, '', 890, null, 80]],
  },
  {
    id: 9,
    slug: 'contorno-de-ojos-cafeina',
    name: 'Contorno de ojos con cafeína',
    category: 'Tratamiento',
    short: 'Reduce bolsas y ojeras con cafeína y ácido hialurónico. 15 ml.',
    description:
      'Gel-crema con cafeína, ácido hialurónico y extracto de castaño de Indias para descongestionar la zona del contorno de los ojos.\n\nAplique una pequeña cantidad con ligeros toques desde el lagrimal hacia la sien, mañana y noche.',
    variants: [[110, '', 2100, null, 0]],
  },
  {
    id: 10,
    slug: 'crema-noche-retinol',
    name: 'Crema de noche con retinol 0,3 %',
    category: 'Tratamiento',
    short: 'Mejora arrugas, textura y manchas con retinol encapsulado de liberación progresiva. 30 ml.',
    description:
      'Crema de noche con retinol encapsulado al 0,3 % y bakuchiol, formulada para introducir el retinol con buena tolerancia.\n\nEmpiece dos noches por semana y aumente poco a poco. Use fotoprotector por el día. No se recomienda durante el embarazo ni la lactancia.',
    variants: [[111, '', 3200, null, 18]],
  },
  {
    id: 11,
    slug: 'gel-piel-acneica-niacinamida',
    name: 'Gel para piel con tendencia acneica',
    category: 'Tratamiento',
    short: 'Niacinamida al 4 % y ácido salicílico: menos brillos, poros y granos. 40 ml.',
    description:
      'Gel no comedogénico que regula el sebo, afina el poro y ayuda a prevenir las lesiones del acné leve. Compatible con los tratamientos médicos del acné.\n\nAplíquelo por la noche sobre la piel limpia y seca, evitando el contorno de los ojos.',
    variants: [[112, '', 1690, null, 28]],
  },
  {
    id: 12,
    slug: 'balsamo-labial-spf30',
    name: 'Bálsamo labial reparador SPF 30',
    category: 'Protección solar',
    short: 'Repara los labios agrietados y los protege del sol. 4,8 g.',
    description:
      'Stick labial con manteca de karité, vitamina E y filtros solares. Indicado para labios secos, agrietados o tratados con isotretinoína.\n\nAplíquelo cuantas veces lo necesite a lo largo del día.',
    variants: [[113, '', 650, null, 100]],
  },
];

/**
 * Each product's pictures, first the one its card shows: the drawn illustrations in
 * packages/page-widgets/assets/img/productos/ (800 × 800), with their Spanish alt text.
 */
const SEED_IMAGES: Record<string, [file: string, alt: string][]> = {
  'gel-limpiador-suave': [
    ['gel-limpiador-suave-1.svg', 'Frasco con dosificador del gel limpiador suave sobre fondo turquesa'],
    ['gel-limpiador-suave-2.svg', 'Textura del gel limpiador suave, extendida sobre fondo turquesa'],
  ],
  'agua-micelar-piel-sensible': [
    ['agua-micelar-piel-sensible-1.svg', 'Botella con tapón del agua micelar para piel sensible sobre fondo rosa'],
    ['agua-micelar-piel-sensible-2.svg', 'Textura del agua micelar para piel sensible, extendida sobre fondo rosa'],
  ],
  'crema-hidratante-ceramidas': [
    ['crema-hidratante-ceramidas-1.svg', 'Tarro de la crema hidratante con ceramidas sobre fondo azul'],
    ['crema-hidratante-ceramidas-2.svg', 'Textura de la crema hidratante con ceramidas, extendida sobre fondo azul'],
    ['crema-hidratante-ceramidas-3.svg', 'Envase y caja de la crema hidratante con ceramidas'],
  ],
  'serum-vitamina-c': [
    ['serum-vitamina-c-1.svg', 'Frasco cuentagotas del sérum de vitamina C sobre fondo naranja'],
    ['serum-vitamina-c-2.svg', 'Textura del sérum de vitamina C, extendida sobre fondo naranja'],
    ['serum-vitamina-c-3.svg', 'Envase y caja del sérum de vitamina C'],
  ],
  'fotoprotector-fluido-spf50': [
    ['fotoprotector-fluido-spf50-1.svg', 'Tubo del fotoprotector fluido SPF 50+ sobre fondo amarillo'],
    ['fotoprotector-fluido-spf50-2.svg', 'Textura del fotoprotector fluido SPF 50+, extendida sobre fondo amarillo'],
  ],
  'fotoprotector-infantil-spf50': [
    [
      'fotoprotector-infantil-spf50-1.svg',
      'Botella con tapón del fotoprotector infantil SPF 50+ sobre fondo azul cielo',
    ],
    [
      'fotoprotector-infantil-spf50-2.svg',
      'Textura del fotoprotector infantil SPF 50+, extendida sobre fondo azul cielo',
    ],
    ['fotoprotector-infantil-spf50-3.svg', 'Envase y caja del fotoprotector infantil SPF 50+'],
  ],
  'balsamo-emoliente-piel-atopica': [
    [
      'balsamo-emoliente-piel-atopica-1.svg',
      'Frasco grande con dosificador del bálsamo emoliente para piel atópica sobre fondo lila',
    ],
    [
      'balsamo-emoliente-piel-atopica-2.svg',
      'Textura del bálsamo emoliente para piel atópica, extendida sobre fondo lila',
    ],
  ],
  'crema-reparadora-manos': [
    ['crema-reparadora-manos-1.svg', 'Tubo de la crema reparadora de manos sobre fondo verde'],
    ['crema-reparadora-manos-2.svg', 'Textura de la crema reparadora de manos, extendida sobre fondo verde'],
  ],
  'contorno-de-ojos-cafeina': [
    [
      'contorno-de-ojos-cafeina-1.svg',
      'Tubo pequeño con aplicador metálico del contorno de ojos con cafeína sobre fondo café con leche',
    ],
    [
      'contorno-de-ojos-cafeina-2.svg',
      'Textura del contorno de ojos con cafeína, extendida sobre fondo café con leche',
    ],
  ],
  'crema-noche-retinol': [
    ['crema-noche-retinol-1.svg', 'Tarro de la crema de noche con retinol sobre fondo azul noche'],
    ['crema-noche-retinol-2.svg', 'Textura de la crema de noche con retinol, extendida sobre fondo azul noche'],
    ['crema-noche-retinol-3.svg', 'Envase y caja de la crema de noche con retinol'],
  ],
  'gel-piel-acneica-niacinamida': [
    ['gel-piel-acneica-niacinamida-1.svg', 'Tubo del gel para piel con tendencia acneica sobre fondo verde agua'],
    [
      'gel-piel-acneica-niacinamida-2.svg',
      'Textura del gel para piel con tendencia acneica, extendida sobre fondo verde agua',
    ],
  ],
  'balsamo-labial-spf30': [
    ['balsamo-labial-spf30-1.svg', 'Stick del bálsamo labial reparador SPF 30 sobre fondo coral'],
    ['balsamo-labial-spf30-2.svg', 'Textura del bálsamo labial reparador SPF 30, extendida sobre fondo coral'],
  ],
};
const SEED_IMAGE_SIZE = 800;

/** [code, kind, amount, minimum subtotal in cents, expiry, usage limit]. */
const SEED_COUPONS: [string, 'percent' | 'fixed', number, number, string | null, number | null][] = [
  ['bienvenida10', 'percent', 1000, 0, null, null],
  ['clinica5', 'fixed', 500, 3000, null, null],
  ['verano2025', 'percent', 1500, 0, '2025-09-30T22:00:00Z', null],
];

/** The demo clinic's bank account, for the bank transfer instructions. */
const DEMO_TRANSFER_ACCOUNT = 'ES91 2100 0418 4502 0005 1332';

/** How many products the sample catalogue holds. */
export const SEED_PRODUCT_COUNT = SEED_PRODUCTS.length;

/** Inserts what is missing of the catalogue and coupons (and of the demo clinic's payment settings). */
export async function seedShop(db: Queryable, accountId = SITE_ACCOUNT_ID): Promise<void> {
  // Pictures only into a shop that has none yet (a new one, or one seeded before products had
  // images): once the owner has any, the images they removed are not put back on the next start.
  const seedImages =
    (await db.query('SELECT 1 FROM shop_product_images WHERE account_id = $1 LIMIT 1', [accountId])).rows.length === 0;
  // Once the owner has added or removed products or variants, the ones they removed stay removed.
  const products = (await catalogueShapedByOwner(db, accountId)) ? [] : SEED_PRODUCTS;
  for (const [position, p] of products.entries()) {
    await db.query(
      `INSERT INTO shop_products (account_id, product_id, slug, name, category, short_description, description,
         tax_class, position) VALUES ($1, $2, $3, $4, $5, $6, $7, 'standard', $8) ON CONFLICT DO NOTHING`,
      [accountId, p.id, p.slug, p.name, p.category, p.short, p.description, position],
    );
    for (const [i, [file, alt]] of (seedImages ? (SEED_IMAGES[p.slug] ?? []) : []).entries())
      await db.query(
        `INSERT INTO shop_product_images (account_id, product_id, position, url, alt, width, height)
         VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT DO NOTHING`,
        [accountId, p.id, i, `${ASSET_BASE}/img/productos/${file}`, alt, SEED_IMAGE_SIZE],
      );
    for (const [i, [variantId, name, price, compareAt, stock]] of p.variants.entries())
      await db.query(
        `INSERT INTO shop_variants (account_id, variant_id, product_id, name, price_cents, compare_at_cents, stock,
           position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [accountId, variantId, p.id, name, price, compareAt, stock, i],
      );
  }
  for (const [code, kind, amount, min, expires, limit] of SEED_COUPONS)
    await db.query(
      `INSERT INTO shop_coupons (account_id, code, kind, amount, min_subtotal_cents, expires_at, usage_limit)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [accountId, code, kind, amount, min, expires, limit],
    );
  if (accountId === SITE_ACCOUNT_ID) await addTransferAccount(db, accountId, DEMO_TRANSFER_ACCOUNT);
}
