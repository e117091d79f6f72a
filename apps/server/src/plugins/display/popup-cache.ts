/**
 * Pop-up configuration in memory (spec §7 display request; performance
 * brief): each account is loaded (account-loader.ts) on the first request
 * that needs it, then served from memory, so a display request costs no query
 * in steady state. Unknown ids are remembered for a while, so random ids
 * cannot make every request a query.
 *
 * The owner API calls `invalidate(accountId)` after saving a pop-up, and
 * other processes' saves arrive through the change feed; the next request
 * reloads that account.
 */
import type { AccountEntry } from './account-loader.js';

export interface PopupCache {
  /** The account from memory, loading it on first use; null when there is no such account. */
  account(accountId: string): Promise<AccountEntry | null>;
  /** The account when it is already in memory (no await needed on the hot path), else undefined. */
  loaded(accountId: string): AccountEntry | undefined;
  /** The account that owns a pop-up (for routes that only carry a pop-up id); null when unknown. */
  ownerOf(poptinId: string): Promise<string | null>;
  /** Forgets an account's configuration so the next request reloads it. */
  invalidate(accountId: string): void;
  /** Forgets every account's configuration (another process's changes may have been missed). */
  invalidateAll(): void;
}

/** Where the cache reads from. */
export interface PopupCacheSources {
  load(accountId: string): Promise<AccountEntry | null>;
  findOwner(poptinId: string): Promise<string | null>;
}

const MISSING_TTL_MS = 60_000;
const MAX_MISSING = 10_000;

/** Ids known not to exist, each until its time runs out; the oldest is dropped when full. */
function missingIds() {
  const until = new Map<string, number>();
  return {
    add(id: string): void {
      if (until.size >= MAX_MISSING) {
        const oldest = until.keys().next().value;
        if (oldest !== undefined) until.delete(oldest);
      }
      until.set(id, Date.now() + MISSING_TTL_MS);
    },
    has(id: string): boolean {
      const end = until.get(id);
      if (end === undefined) return false;
      if (end > Date.now()) return true;
      until.delete(id);
      return false;
    },
    delete: (id: string) => until.delete(id),
    clear: () => until.clear(),
  };
}

export function createPopupCache(sources: PopupCacheSources): PopupCache {
  const accounts = new Map<string, Promise<AccountEntry | null>>();
  /** The settled, present entries of `accounts`, for a synchronous read. */
  const ready = new Map<string, AccountEntry>();
  const owners = new Map<string, string>();
  const missingAccounts = missingIds();
  const missingPopups = missingIds();

  function account(accountId: string): Promise<AccountEntry | null> {
    const cached = accounts.get(accountId);
    if (cached) return cached;
    if (missingAccounts.has(accountId)) return Promise.resolve(null);
    const loading = sources.load(accountId).then(
      (entry) => {
        if (!entry) {
          accounts.delete(accountId);
          missingAccounts.add(accountId);
          return entry;
        }
        for (const id of entry.popups.keys()) owners.set(id, accountId);
        // Not when invalidated while loading: the next request loads again.
        if (accounts.get(accountId) === loading) ready.set(accountId, entry);
        return entry;
      },
      (err: unknown) => {
        // A failed load is not cached: the next request tries again.
        accounts.delete(accountId);
        throw err;
      },
    );
    accounts.set(accountId, loading);
    return loading;
  }

  async function ownerOf(poptinId: string): Promise<string | null> {
    const known = owners.get(poptinId);
    if (known) return known;
    if (missingPopups.has(poptinId)) return null;
    const owner = await sources.findOwner(poptinId);
    if (owner) owners.set(poptinId, owner);
    else missingPopups.add(poptinId);
    return owner;
  }

  return {
    account,
    loaded: (accountId) => ready.get(accountId),
    ownerOf,
    invalidate(accountId) {
      accounts.delete(accountId);
      ready.delete(accountId);
      missingAccounts.delete(accountId);
      missingPopups.clear();
    },
    invalidateAll() {
      accounts.clear();
      ready.clear();
      missingAccounts.clear();
      missingPopups.clear();
      owners.clear();
    },
  };
}
