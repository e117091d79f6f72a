/**
 * The schema of a responsive setting (spec §3): one value, or one per device.
 * Apart from responsive.ts so that islands, which need only the values, never
 * download the validator.
 */
import * as z from 'zod';
import type { Responsive } from './responsive.js';

/** A setting that may differ per device: either one value or `{desktop, laptop?, tablet?, mobile?}`. */
export function responsive<T extends z.ZodType>(value: T, desktopDefault: z.output<T>) {
  const perDevice = z
    .object({ desktop: value, laptop: value.optional(), tablet: value.optional(), mobile: value.optional() })
    .strict();
  return z
    .union([value, perDevice])
    .default(desktopDefault as never)
    .transform((v) => (isPerDevice(v) ? v : { desktop: v })) as unknown as z.ZodType<Responsive<z.output<T>>, unknown>;
}

function isPerDevice(v: unknown): v is Responsive<unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && 'desktop' in v;
}
