/** Button: a link styled as a button (in-page anchors get the theme's scroll offset). */

import { safeLink } from '@beckon/popup-schema/safe-link';
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';

const settings = z
  .object({
    label: z.string().min(1).max(80).default('Más información'),
    href: safeLink(500).min(1).default('#'),
    align: z.enum(['left', 'center']).default('left'),
  })
  .strict();

export const button = defineWidget({
  type: 'button',
  label: 'Botón',
  settings,
  render: function Button({ settings: s }) {
    return (
      <p className="w w-button" style={s.align === 'center' ? { textAlign: 'center' } : undefined}>
        <a className="btn" href={s.href}>
          {s.label}
        </a>
      </p>
    );
  },
});
