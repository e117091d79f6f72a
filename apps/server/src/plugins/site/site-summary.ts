/** A site as the owner API answers it: its theme and where it answers, each address with its state. */
import type { SiteAddress, SiteStarterId, SiteSummary, SiteTheme } from '@beckon/owner-api';
import { type AddressRow, type SiteRow, siteOrigin } from '../../sites/index.js';
import { verificationRecord } from './domain-verification.js';

export interface SiteSummaryContext {
  publicOrigin: string;
  baseDomain: string;
  /** True for the site the main origin serves: its address is the main origin. */
  isMain: boolean;
}

export function addressOf(row: AddressRow, ctx: SiteSummaryContext): SiteAddress {
  const host = row.kind === 'subdomain' ? `${row.address}.${ctx.baseDomain}` : row.address;
  return {
    host,
    kind: row.kind,
    url: siteOrigin(ctx.publicOrigin, host),
    verified: row.kind === 'subdomain' || row.verified_at !== null,
    verification: row.kind === 'domain' && row.token ? verificationRecord(row.address, row.token) : null,
  };
}

export function siteSummary(site: SiteRow, theme: SiteTheme, rows: AddressRow[], ctx: SiteSummaryContext): SiteSummary {
  const addresses = rows.map((row) => addressOf(row, ctx));
  const own = addresses.find((a) => a.kind === 'subdomain');
  return {
    site_id: site.site_id,
    name: site.name,
    starter: site.starter as SiteStarterId,
    url: ctx.isMain || !own ? ctx.publicOrigin : own.url,
    addresses,
    theme,
    created_at: new Date(site.created_at).toISOString(),
  };
}
