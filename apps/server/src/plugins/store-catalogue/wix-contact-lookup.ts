/**
 * Which of a Wix site's contacts carry an email, for a privacy export or erasure: the site's checkouts and
 * orders are filed by the buyer's contact id (wix-report-sync.ts) and hold no email. Asked with Query Contacts
 * (POST /contacts/v4/contacts/query, filter on `info.emails.email`), with the sync's key, headers, timeout and
 * capped reading. An erased contact is remembered only as a keyed hash, so the sync can skip it.
 */
import { createHmac } from 'node:crypto';
import type { WixSiteSearch } from '@beckon/owner-api/privacy';
import * as z from 'zod';
import { readCappedJson } from '../../http/capped-json.js';
import type { SecretBox } from '../../secret-box.js';
import { callWixApi } from './wix-api.js';
import type { WixConnections } from './wix-connections.js';

interface WixContactsFound {
  wixSite: WixSiteSearch;
  contactIds: string[];
  /** The contact ids as wix_erased_contacts keeps them. */
  erasedKeys: string[];
}

export interface WixContactLookup {
  find(accountId: string, email: string): Promise<WixContactsFound>;
  /** The keyed hash of an account's contact id kept in wix_erased_contacts. */
  keyOf(accountId: string, contactId: string): string;
}

/** Contacts asked for per page, and pages at most: an email shared by more contacts than this is not a person. */
const PAGE_LIMIT = 100;
const MAX_PAGES = 5;
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

const contactsPageSchema = z.object({
  contacts: z.array(z.object({ id: z.string().min(1).max(200) })).max(1000),
  pagingMetadata: z.object({ count: z.number().optional(), total: z.number().optional() }).optional(),
});

export function createWixContactLookup(opts: {
  connections: WixConnections;
  box: SecretBox | null;
  /** The server's secrets key; the hash key is derived from it. */
  secretsKey: Buffer | null;
  apiOrigin: string;
  fetch?: typeof fetch;
  /** The site is waited for at most this long (the sync's budget). */
  timeoutMs: number;
}): WixContactLookup {
  const f = opts.fetch ?? fetch;
  const hashKey = opts.secretsKey
    ? createHmac('sha256', opts.secretsKey).update('beckon-wix-erased-contact-v1').digest()
    : null;
  const keyOf = (accountId: string, contactId: string) =>
    createHmac('sha256', hashKey ?? 'no-secrets-key')
      .update(`${accountId}\n${contactId}`)
      .digest('base64url');

  const search = async (siteId: string, apiKey: string, email: string): Promise<string[] | null> => {
    const ids: string[] = [];
    const deadline = Date.now() + opts.timeoutMs;
    for (let page = 0; page < MAX_PAGES; page++) {
      const left = deadline - Date.now();
      if (left <= 0) return null;
      try {
        const res = await callWixApi(f, opts.apiOrigin, { siteId, apiKey }, '/contacts/v4/contacts/query', {
          body: {
            query: {
              filter: { 'info.emails.email': { $eq: email } },
              paging: { limit: PAGE_LIMIT, offset: ids.length },
            },
          },
          timeoutMs: left,
        });
        if (!res.ok) {
          await res.body?.cancel();
          return null;
        }
        const parsed = contactsPageSchema.safeParse(await readCappedJson(res, MAX_PAGE_BYTES));
        if (!parsed.success) return null;
        ids.push(...parsed.data.contacts.map((c) => c.id));
        const total = parsed.data.pagingMetadata?.total;
        if (parsed.data.contacts.length < PAGE_LIMIT || total === undefined || ids.length >= total) return ids;
      } catch {
        return null;
      }
    }
    return ids;
  };

  return {
    keyOf,
    async find(accountId, email) {
      const connection = opts.box ? await opts.connections.get(accountId) : null;
      if (!opts.box || !connection) return { wixSite: 'not_connected', contactIds: [], erasedKeys: [] };
      let apiKey: string;
      try {
        apiKey = opts.box.open(connection.apiKeySealed);
      } catch {
        return { wixSite: 'not_reached', contactIds: [], erasedKeys: [] };
      }
      const ids = await search(connection.siteId, apiKey, email.trim().toLowerCase());
      if (ids === null) return { wixSite: 'not_reached', contactIds: [], erasedKeys: [] };
      const unique = [...new Set(ids)];
      return { wixSite: 'searched', contactIds: unique, erasedKeys: unique.map((id) => keyOf(accountId, id)) };
    },
  };
}
