/** What the owner plugin's routes share: the database, the pop-up change callback and the mailer. */
import type { Db } from '@beckon/db';
import type { WixSiteSearch } from '@beckon/owner-api/privacy';
import type { Mailer } from '../../mail/outbox.js';
import type { HostLookup } from './webhook-address.js';

export interface OwnerContext {
  db: Db;
  onPopupsChanged(accountId: string): void;
  /** Sign-up confirmations and notes (mail/outbox.ts). */
  mailer: Mailer;
  /** Where webhooks may go: private addresses too (tests, a private deployment), and how names resolve. */
  webhookHosts: { allowPrivate: boolean; lookup: HostLookup };
  /** Where a store platform shop's home page is read to prove the shop is the account's (shop-proof.ts). */
  storeShopProof: StoreShopProofOptions;
  /** Files what store platforms hold server-side (a Wix site's orders) before the store reports are read. */
  syncStoreReports(accountId: string, now: Date): Promise<void>;
  /** Which of the account's Wix site's contacts carry an email (store-catalogue/wix-contact-lookup.ts). */
  findWixContacts(accountId: string, email: string): Promise<WixContactsFound>;
}

/** The Wix site's contacts carrying a person's email, and their ids as an erasure records them. */
export interface WixContactsFound {
  wixSite: WixSiteSearch;
  contactIds: string[];
  erasedKeys: string[];
}

export interface StoreShopProofOptions {
  /** The home page's address: `https://{shop}/`; tests point it at a loopback. */
  homePage(shop: string): string;
  /** Private and loopback addresses may be read too (tests, a private deployment). */
  allowPrivate: boolean;
}
