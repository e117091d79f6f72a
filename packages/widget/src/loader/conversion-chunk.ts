/**
 * The conversion chunk (built to dist/conversion.js): `report.ts` sendConversion
 * and its payload, imported by the loader on the first submit only, and the
 * converted visitor's activity reports, imported only when this browser holds a
 * lead email (show.ts `activity`), and the browse-abandonment save, imported
 * only when the page carries the store hook or the visitor refuses tracking
 * (show.ts `storeAndPrivacy`, which then runs forget-ids.ts instead). The chunk
 * carries its own copy of storage.ts, so the loader hands over its private-mode
 * flag with every call.
 */
import type { ConversionResult } from '../contract';
import { sendBrowse } from './browse';
import { forgetIds } from './forget-ids';
import { type ConversionInput, type Reporter, sendActivity, sendConversion } from './report';
import { privacy } from './storage';

export function convert(privateMode: boolean, p: Reporter, c: ConversionInput): Promise<ConversionResult> {
  privacy.on = privateMode;
  return sendConversion(p, c);
}

export const activity = sendActivity;

/**
 * Per page (show.ts `storeAndPrivacy`): the store hook's saves, or in private mode the ids an earlier visit
 * left. Named `browse` for its main case, which saves the loader a new property name.
 */
export const browse = (privateMode: boolean, p: Reporter, el: Element | null): void =>
  privateMode ? forgetIds() : el ? sendBrowse(p, el) : undefined;
