/**
 * The lightbox (spec §2): a dimmed backdrop over the whole page and the box
 * placed by poptin_location, sized by poptin_size. Modal.
 */
import type { TypeLayout } from '../layout.js';
import { frameSize, placementStyle } from '../placement.js';

export const lightboxLayout: TypeLayout = {
  modal: true,
  css: '',
  wrap: ({ design, preview }) => ({
    className: 'bk-overlay',
    style: {
      ...placementStyle(design.design_properties.poptin_location),
      background: `rgba(0,0,0,${design.style.overlay_opacity})`,
      ...(preview ? { position: 'absolute' } : null),
    },
  }),
  box: ({ design, isMobile }) => frameSize(design.poptin_size, isMobile),
};
