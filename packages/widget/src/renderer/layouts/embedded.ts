/**
 * Embedded (spec §2): drawn in place inside the owner's
 * `<div class="poptin-embedded" data-id="{id}">`, in the page flow, as wide
 * as its container allows up to poptin_size's width. Non-modal, no backdrop,
 * no focus taken.
 */
import type { TypeLayout } from '../layout.js';

/** Replaces the fixed, full-viewport host rules: the host is an ordinary block in the container. */
const EMBEDDED_HOST_CSS =
  ':host{all:initial!important}' +
  ':host{display:block!important;position:relative!important;visibility:visible!important;opacity:1!important;transform:none!important}';

export const embeddedLayout: TypeLayout = {
  modal: false,
  hostCss: EMBEDDED_HOST_CSS,
  css:
    '.bk-embed{display:flex;justify-content:center;font:16px/1.45 system-ui,sans-serif}' +
    '.bk-embed .bk-dialog{box-shadow:0 2px 10px rgba(0,0,0,.15)}',
  wrap: () => ({ className: 'bk-embed' }),
  box: ({ design }) => ({ width: `${design.poptin_size.width}px`, maxWidth: '100%' }),
};
