/**
 * Maps a validated conversion payload (spec §3 "Conversion payload") to a
 * conversions row: the contact columns for querying, the raw field values and
 * extra fields in `fields`, everything else in `payload`. No IP: the caller
 * passes only its keyed hash.
 */
import { type ConversionRequest, STANDARD_FIELD_NAMES } from '@beckon/popup-schema';
import type { LeadConsent } from './consent.js';
import type { ConversionRow } from './conversion-writer.js';

type StandardName = (typeof STANDARD_FIELD_NAMES)[number];

export interface ConversionContext {
  viewerId: string;
  conversionId: string;
  ipHash: string;
  consent: LeadConsent;
}

// Everything of the body that has a column of its own or goes into `fields`; the rest is `payload`.
const NOT_PAYLOAD: ReadonlySet<string> = new Set([
  'conversion_key',
  'poptin_id',
  'client_id',
  'poptin_view_id',
  'newExtraFields',
  'game_result',
  ...STANDARD_FIELD_NAMES,
]);

export function toConversionRow(body: ConversionRequest, ctx: ConversionContext): ConversionRow {
  const standard: Partial<Record<StandardName, string>> = {};
  for (const name of STANDARD_FIELD_NAMES) {
    const value = body[name];
    if (value !== undefined) standard[name] = value;
  }
  // A loop rather than object rest: rest leaving out this many names shows in a lead's CPU.
  const payload: Record<string, unknown> = {};
  for (const key in body) if (!NOT_PAYLOAD.has(key)) payload[key] = body[key as keyof ConversionRequest];
  const { first_name, last_name, name, email, phone, poptin_view_id } = body;
  const fullName = name ?? [first_name, last_name].filter((part) => part !== undefined && part !== '').join(' ');
  return {
    account_id: body.client_id,
    conversion_id: ctx.conversionId,
    conversion_key: body.conversion_key,
    poptin_id: body.poptin_id,
    viewer_id: ctx.viewerId,
    view_id: poptin_view_id === '' ? null : poptin_view_id,
    email: email ?? '',
    name: fullName,
    phone: phone ?? '',
    fields: { standard, extra: body.newExtraFields },
    payload,
    ip_hash: ctx.ipHash,
    ...ctx.consent,
  };
}
