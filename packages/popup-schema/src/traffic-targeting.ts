/**
 * Traffic-source targeting of a Beckon pop-up: the kinds of visit (traffic-source.ts classifies them),
 * referring domains and UTM values it is shown to. The display service decides it from the display
 * request's referrer (the visit's outside referrer, kept by the loader across pages) and page address.
 */
import * as z from 'zod';

/** The kinds of visit traffic-source.ts tells apart. */
export const TRAFFIC_SOURCES = ['search', 'social', 'email', 'direct', 'referral'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

const domain = z
  .string()
  .trim()
  .max(253, { message: 'must be a domain like news.example.com', abort: true })
  .regex(/^$|^(?!-)[a-z0-9-]{1,63}(\.(?!-)[a-z0-9-]{1,63})+$/i, 'must be a domain like news.example.com');

/** The builder edits these lists a line per value: blank lines are dropped, and the spaces around a value. */
const withoutBlanks = (list: string[]) => list.filter((s) => s !== '');

const utmValues = z
  .array(z.string().trim().max(200, 'must be at most 200 characters'))
  .max(20)
  .transform(withoutBlanks);

export const trafficTargetingSchema = z
  .strictObject({
    /** Off: every visitor, whatever else is filled in. */
    active: z.boolean().default(false),
    /** Kinds of visit shown to; with `referrer_domains`, either one lets the visitor in. */
    sources: z
      .array(z.enum(TRAFFIC_SOURCES))
      .max(TRAFFIC_SOURCES.length)
      .refine((s) => new Set(s).size === s.length, 'must not name a source twice')
      .default([]),
    /** Referring sites (subdomains included). */
    referrer_domains: z.array(domain).max(50).transform(withoutBlanks).default([]),
    /** Each non-empty list must hold the page address's value (any case). */
    utm_source: utmValues.default([]),
    utm_medium: utmValues.default([]),
    utm_campaign: utmValues.default([]),
  })
  .superRefine((t, ctx) => {
    const chosen =
      t.sources.length + t.referrer_domains.length + t.utm_source.length + t.utm_medium.length + t.utm_campaign.length;
    if (t.active && chosen === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['sources'],
        message: 'choose a source, a referring domain or a UTM value',
      });
    }
  });
export type TrafficTargeting = z.output<typeof trafficTargetingSchema>;
