/**
 * An account's website in the owner API (/api/owner/site): create it from a
 * starter, read it with its addresses, save its theme, and add, verify and
 * remove its own domains. One site per account here; the data allows more.
 */
import type { SiteTheme } from '@beckon/page-widgets/theme/theme-schema.js';
import * as z from 'zod';

// The theme's schema stays in page-widgets, so a screen that only reads a site does not download it.
export type { SiteTheme };

export const SITE_STARTERS = ['blank', 'clinic'] as const;
export type SiteStarterId = (typeof SITE_STARTERS)[number];

/** A site's label under the base domain: `luna` answers at luna.{SITES_BASE_DOMAIN}. */
export const siteLabelSchema = z
  .string()
  .max(63, { error: 'must be at most 63 characters', abort: true })
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be lowercase letters, digits and inner hyphens');

/** Labels no site may take: they name the service's own addresses. */
export const RESERVED_SITE_LABELS: ReadonlySet<string> = new Set([
  'www',
  'admin',
  'api',
  'app',
  'mail',
  'static',
  'beckon',
]);

export const siteCreateSchema = z.strictObject({
  name: z.string().trim().min(1, 'must not be blank').max(80, 'must be at most 80 characters'),
  starter: z.enum(SITE_STARTERS),
  /** The label of the site's own address; derived from the name when left out. */
  label: siteLabelSchema.optional(),
});
export type SiteCreate = z.infer<typeof siteCreateSchema>;

/** A custom domain an owner points at the server: a host name with at least one dot. */
export const siteDomainSchema = z
  .string()
  .max(253, { error: 'must be at most 253 characters', abort: true })
  .transform((v) => v.trim().toLowerCase().replace(/\.$/, ''))
  .pipe(
    z
      .string()
      .regex(
        /^(?=.{4,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/,
        'must be a domain name like www.example.com',
      ),
  );

export const siteDomainCreateSchema = z.strictObject({ domain: siteDomainSchema });
export type SiteDomainCreate = z.infer<typeof siteDomainCreateSchema>;
export const siteDomainParamsSchema = z.strictObject({ domain: siteDomainSchema });

/** Where a site answers. */
export interface SiteAddress {
  /** The host name: `luna.localhost` or `www.lunabakery.com`. */
  host: string;
  kind: 'subdomain' | 'domain';
  /** The address a browser opens. */
  url: string;
  /** A custom domain serves only once its DNS record was found; the site's own address at once. */
  verified: boolean;
  /** The DNS record that proves the domain is the owner's (domains only). */
  verification: { type: 'TXT'; name: string; value: string } | null;
}

export interface SiteStarterSummary {
  id: SiteStarterId;
  name: string;
  description: string;
  pages: number;
  products: number;
}

/** GET /api/owner/site/starters: the starters, and the address a new site gets. */
export interface SiteStartersAnswer {
  starters: SiteStarterSummary[];
  /** A new site's own address with `{label}` in place of its label: `http://{label}.localhost:3000`. */
  url_pattern: string;
}

export interface SiteSummary {
  site_id: string;
  name: string;
  starter: SiteStarterId;
  /** The site's own address (its label under the base domain). */
  url: string;
  addresses: SiteAddress[];
  theme: SiteTheme;
  created_at: string;
}

/** GET /api/owner/site: null until the account creates its website. */
export interface SiteAnswer {
  site: SiteSummary | null;
}
