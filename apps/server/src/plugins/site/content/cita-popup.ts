/**
 * The site's own pop-up: how to ask for an appointment, opened only when the visitor asks for it (the
 * "Pide cita" button's `popup:open` link). It has no trigger of its own, so it never competes with the
 * Beckon exit pop-up, and it stays closed while any other pop-up is open.
 */
import { popupActionHref } from '@beckon/page-widgets';
import { h, node, p } from './nodes.js';

const POPUP_ID = 'pide-cita';

export const OPEN_CITA_POPUP = popupActionHref('open', { id: POPUP_ID, toggle: false });

export const CITA_POPUP = node(
  POPUP_ID,
  'popup',
  { label: 'Pida su cita', avoidMultiplePopups: true, entranceAnimation: 'zoomIn', exitAnimation: 'fadeOut' },
  [
    h('pide-cita-h', 'h2', 'Pida su cita'),
    p(
      'pide-cita-t',
      'Puede pedir cita en línea en un par de minutos, o llamarnos al 910 000 000 de lunes a viernes, de 9:00 a 20:00.',
    ),
    node('pide-cita-b', 'button', { label: 'Pedir cita en línea', href: '/cita/' }),
    node('pide-cita-tel', 'button', { label: 'Llamar al 910 000 000', href: 'tel:+34910000000' }),
  ],
);
