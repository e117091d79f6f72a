/**
 * Fullpage (spec §2): a welcome mat covering the whole viewport in the
 * pop-up's own background. Modal: it takes the modal queue and traps focus.
 */
import type { TypeLayout } from '../layout.js';

export const fullpageLayout: TypeLayout = {
  modal: true,
  css:
    '.bk-full{position:fixed;inset:0;display:flex;font:16px/1.45 system-ui,sans-serif}' +
    '.bk-full .bk-dialog{width:100%;height:100%;max-width:none;max-height:none;border-radius:0;box-shadow:none}',
  wrap: ({ preview }) => ({ className: 'bk-full', style: preview ? { position: 'absolute' } : undefined }),
  box: () => ({}),
};
