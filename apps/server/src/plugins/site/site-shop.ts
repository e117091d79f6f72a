/**
 * What the site's pages show of its shop: the catalogue in loop widgets and
 * the menu cart in the header, and the moment either changes. The shop plugin
 * provides it and the composition root (app.ts) hands it over, so the site
 * imports nothing of the shop. A site without one shows no products and no
 * menu cart.
 */
import type { Queryable } from '@beckon/db';
import type { SiteInfo } from '@beckon/page-widgets';
import type { ProductView } from '@beckon/page-widgets/shop/views.js';

export type MenuCartSettings = NonNullable<SiteInfo['miniCart']>;

export interface SiteShop {
  /** The published products, in the catalogue's order. */
  listProducts(db: Queryable, accountId: string): Promise<ProductView[]>;
  /** The header's menu cart settings. */
  menuCart(db: Queryable, accountId: string): Promise<MenuCartSettings>;
  /** Calls `listener` when an owner changed the catalogue in this process; returns the unsubscribe function. */
  onCatalogueChanged(listener: (db: Queryable, accountId: string) => void): () => void;
  /** Adds the sample products and coupons of a starter that brings a catalogue (inside its transaction). */
  addStarterCatalogue(db: Queryable, accountId: string): Promise<void>;
  /** How many products that catalogue holds. */
  readonly starterCatalogueSize: number;
}
