/**
 * The hotspots' tooltip trigger per device (§3 Hotspot tooltip_trigger, a
 * responsive setting as in the builder): click, hover (hover also opens on
 * keyboard focus) or none (every tooltip shown). A device without its own
 * value takes the next larger device's. The editor never triggers (§6).
 */
import { deviceForWidth, type Responsive, valueFor } from '../../responsive.js';

export const TRIGGERS = ['click', 'hover', 'none'] as const;
export type Trigger = (typeof TRIGGERS)[number];

/** The trigger in force at a viewport `width` (CSS px). */
export function triggerAt(trigger: Responsive<Trigger>, width: number): Trigger {
  return valueFor(trigger, deviceForWidth(width));
}
