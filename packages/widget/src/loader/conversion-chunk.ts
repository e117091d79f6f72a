/**
 * The conversion chunk (built to dist/conversion.js): `report.ts` sendConversion
 * and its payload, imported by the loader on the first submit only, and the
 * converted visitor's activity reports, imported only when this browser holds a
 * lead email (show.ts `activity`), and the browse-abandonment save, imported
 * only when the page carries the store hook (show.ts `browse`). The chunk
 * carries its own copy of storage.ts, so the loader hands over its private-mode
 * flag with every call.
 */
import type { ConversionResult } from '../contract';
import { sendBrowse } from './browse';
import { type ConversionInput, type Reporter, sendActivity, sendConversion } from './report';
import { privacy } from './storage';

export function convert(privateMode: boolean, p: Reporter, c: ConversionInput): Promise<ConversionResult> {
  privacy.on = privateMode;
  return sendConversion(p, c);
}

export const activity = sendActivity;
export const browse = sendBrowse;
