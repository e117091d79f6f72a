/** Countdown widget (§3): due date or evergreen interval, units, labels and expire actions. */

import { isSafeLink, SAFE_LINK_MESSAGE } from '@beckon/popup-schema/safe-link';
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { Island } from '../../render/island.js';
import { Countdown } from './component.js';

const settings = z
  .object({
    title: z.string().max(120).optional(),
    mode: z.enum(['due_date', 'evergreen']).default('due_date'),
    /** ISO date-time of the due date (due_date mode). */
    dueDate: z.iso.datetime({ offset: true }).default('2030-01-01T09:00:00+01:00'),
    evergreenHours: z.number().int().min(0).max(8760).default(47),
    evergreenMinutes: z.number().int().min(0).max(59).default(59),
    showDays: z.boolean().default(true),
    showHours: z.boolean().default(true),
    showMinutes: z.boolean().default(true),
    showSeconds: z.boolean().default(true),
    labels: z
      .object({
        days: z.string().max(20),
        hours: z.string().max(20),
        minutes: z.string().max(20),
        seconds: z.string().max(20),
      })
      .strict()
      .default({ days: 'Días', hours: 'Horas', minutes: 'Minutos', seconds: 'Segundos' }),
    expireActions: z
      .array(
        z
          .object({
            type: z.enum(['hide', 'redirect', 'message']),
            redirectUrl: z.url().refine(isSafeLink, SAFE_LINK_MESSAGE).optional(),
          })
          .strict(),
      )
      .max(3)
      .default([]),
    expireMessage: z.string().max(300).default('El plazo ha terminado.'),
  })
  .strict();

export const countdown = defineWidget({
  type: 'countdown',
  label: 'Cuenta atrás',
  settings,
  render: function CountdownWidget({ id, settings: s }) {
    const props = {
      id,
      title: s.title,
      date: Math.floor(Date.parse(s.dueDate) / 1000),
      evergreenInterval: s.mode === 'evergreen' ? s.evergreenHours * 3600 + s.evergreenMinutes * 60 : null,
      units: { days: s.showDays, hours: s.showHours, minutes: s.showMinutes, seconds: s.showSeconds },
      labels: s.labels,
      expireActions: s.expireActions,
      expireMessage: s.expireMessage,
    };
    return (
      <div className="w w-countdown">
        <Island name="countdown" component={Countdown} props={props} />
      </div>
    );
  },
  css: `.cd-title{font-weight:600;margin:0 0 .5rem}.cd-units{display:flex;gap:.75rem;flex-wrap:wrap}
.cd-unit{flex:1 1 4.5rem;max-width:7rem;text-align:center;background:var(--primary);color:#fff;border-radius:8px;padding:.6rem .3rem}
.cd-value{display:block;font-size:2rem;font-weight:700;font-variant-numeric:tabular-nums;line-height:1.1}
.cd-label{display:block;font-size:.8rem;letter-spacing:.02em}
.cd-message{font-weight:600;background:var(--primary-soft);border-radius:8px;padding:.8rem 1rem;margin:0}`,
});
