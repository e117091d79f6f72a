import { designDocumentSchema, LOCATIONS, type Location, MODAL_TYPES, POPUP_TYPES } from '@beckon/popup-schema';
import { loadLayout } from '@beckon/widget/renderer';
import { describe, expect, it } from 'vitest';
import { LIGHTBOX_SIZE, shownPlacement, sizeOnSwitch, typeSettings } from './type-settings.js';

const CORNERS = ['left_top', 'right_top', 'left_bottom', 'right_bottom'];
const SIDES = ['left_top', 'left_midlle', 'left_bottom', 'right_top', 'right_midlle', 'right_bottom'];
const BOTTOM = ['left_bottom', 'center_bottom', 'right_bottom'];
const SLIDE_IN = { width: 380, height: 260 };
/** Browsing, content and social: the same non-modal corner box. */
const CORNER_BOX = {
  width: true,
  height: true,
  placements: CORNERS,
  backdrop: false,
  radius: true,
  contentLock: false,
  startSize: SLIDE_IN,
};

const designAt = (poptin_location: Location) =>
  designDocumentSchema.parse({
    poptin_id: '0123456789abc',
    version: 1,
    design_properties: { poptin_location },
    screens: { main: [] },
  });

describe('the settings each pop-up type reads', () => {
  it('offers size, placement and backdrop only where the type’s layout reads them', () => {
    const table = Object.fromEntries(POPUP_TYPES.map((t) => [t, typeSettings(t)]));
    expect(table).toEqual({
      lightbox: {
        width: true,
        height: true,
        placements: LOCATIONS,
        backdrop: true,
        radius: true,
        contentLock: true,
        startSize: LIGHTBOX_SIZE,
      },
      gamified: {
        width: true,
        height: true,
        placements: LOCATIONS,
        backdrop: true,
        radius: true,
        contentLock: true,
        startSize: LIGHTBOX_SIZE,
      },
      bar: {
        width: false,
        height: false,
        placements: ['center_top', 'center_bottom'],
        backdrop: false,
        radius: false,
        contentLock: false,
        startSize: null,
      },
      fullpage: {
        width: false,
        height: false,
        placements: [],
        backdrop: false,
        radius: false,
        contentLock: true,
        startSize: null,
      },
      mobile: {
        width: false,
        height: false,
        placements: [],
        backdrop: false,
        radius: true,
        contentLock: false,
        startSize: null,
      },
      embedded: {
        width: true,
        height: false,
        placements: [],
        backdrop: false,
        radius: true,
        contentLock: false,
        startSize: null,
      },
      sside: {
        width: true,
        height: true,
        placements: SIDES,
        backdrop: false,
        radius: true,
        contentLock: false,
        startSize: SLIDE_IN,
      },
      bside: {
        width: true,
        height: true,
        placements: BOTTOM,
        backdrop: false,
        radius: true,
        contentLock: false,
        startSize: SLIDE_IN,
      },
      browsing: CORNER_BOX,
      content: CORNER_BOX,
      social: CORNER_BOX,
    });
  });

  it('offers the corner radius exactly where the type’s layout does not square the box', async () => {
    for (const t of POPUP_TYPES) {
      const { css } = await loadLayout(t);
      expect(typeSettings(t).radius, t).toBe(!/\.bk-dialog\{[^}]*border-radius:0[;}]/.test(css));
    }
  });

  it('offers the content lock exactly where the type’s layout is modal, the only ones the renderer locks', async () => {
    for (const t of POPUP_TYPES) expect(typeSettings(t).contentLock, t).toBe((await loadLayout(t)).modal);
  });

  it('never offers a backdrop for a type the shared list does not call modal', () => {
    for (const t of POPUP_TYPES) if (!MODAL_TYPES.includes(t)) expect(typeSettings(t).backdrop).toBe(false);
  });

  it('shows a stored placement as the edge, side or corner the type draws it at', () => {
    expect(shownPlacement('bar', 'left_midlle')).toBe('center_top');
    expect(shownPlacement('bar', 'right_bottom')).toBe('center_bottom');
    expect(shownPlacement('sside', 'center_midlle')).toBe('right_midlle');
    expect(shownPlacement('sside', 'left_top')).toBe('left_top');
    expect(shownPlacement('bside', 'center_midlle')).toBe('center_bottom');
    expect(shownPlacement('bside', 'left_top')).toBe('left_bottom');
    expect(shownPlacement('browsing', 'center_midlle')).toBe('right_bottom');
    expect(shownPlacement('content', 'left_top')).toBe('left_top');
    expect(shownPlacement('lightbox', 'center_midlle')).toBe('center_midlle');
  });

  it('offers for each slide-in type only placements that draw apart', async () => {
    for (const t of ['sside', 'bside', 'browsing', 'content', 'social'] as const) {
      const layout = await loadLayout(t);
      const wraps = typeSettings(t).placements.map((l) =>
        JSON.stringify(layout.wrap({ design: designAt(l), format: 1, isMobile: false, preview: false }).data),
      );
      expect(new Set(wraps).size, t).toBe(wraps.length);
    }
  });

  it('starts a slide-in narrower than a lightbox, and back, unless the owner chose a size', () => {
    expect(sizeOnSwitch('sside', LIGHTBOX_SIZE)).toEqual(SLIDE_IN);
    expect(sizeOnSwitch('lightbox', SLIDE_IN)).toEqual(LIGHTBOX_SIZE);
    expect(sizeOnSwitch('bside', { width: 500, height: 300 })).toEqual({ width: 500, height: 300 });
    // A type that does not read the whole size keeps it, for a later switch back.
    expect(sizeOnSwitch('bar', SLIDE_IN)).toEqual(SLIDE_IN);
  });
});
