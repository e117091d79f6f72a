/**
 * Puck's own words (its side rail, outline, action bar, list items, zoom) in the dashboard's language, for
 * its `dictionary` prop. Puck fills the `{name}` marks itself, so they are handed back to it as they are.
 */
import { t } from '../i18n/i18n.js';

export function puckDictionary(): Record<string, string> {
  return {
    'header-toggle-leftsidebar': t('editor.puck.toggleLeftSidebar'),
    'header-toggle-rightsidebar': t('editor.puck.toggleRightSidebar'),
    'header-toggle-menubar': t('editor.puck.toggleMenuBar'),
    'action-selectparent': t('editor.puck.selectParent'),
    'action-duplicate': t('editor.puck.duplicate'),
    'action-delete': t('editor.puck.delete'),
    'label-page': t('editor.puck.page'),
    'label-component': t('editor.puck.widget'),
    'outline-empty': t('editor.puck.noItems'),
    'outline-item-collapse': t('editor.puck.collapse'),
    'outline-item-expand': t('editor.puck.expand'),
    'outline-header-title': t('editor.puck.outline'),
    'outline-header-collapseall': t('editor.puck.collapseAll'),
    'outline-item-duplicate': t('editor.puck.duplicate'),
    'outline-item-delete': t('editor.puck.delete'),
    'drawer-category-collapse': t('editor.puck.collapseCategory', { title: '{title}' }),
    'drawer-category-expand': t('editor.puck.expandCategory', { title: '{title}' }),
    'drawer-category-other': t('editor.puck.other'),
    'canvas-noconfig': t('editor.puck.noConfig', { type: '{type}' }),
    'field-readonly': t('editor.puck.readOnly'),
    'field-arrayitem-summary': t('editor.puck.itemNumber', { index: '{index}' }),
    'field-arrayitem-duplicate': t('editor.puck.duplicate'),
    'field-arrayitem-delete': t('editor.puck.delete'),
    'viewport-zoom-in': t('editor.puck.zoomIn'),
    'viewport-zoom-out': t('editor.puck.zoomOut'),
    'viewport-zoom-auto': t('editor.puck.zoomAuto', { zoom: '{zoom}' }),
    'viewport-toggle-menu': t('editor.puck.viewportMenu'),
    'viewport-switch': t('editor.puck.switchViewport', { label: '{label}' }),
    'viewport-switch-default': t('editor.puck.switchViewportDefault'),
    'plugin-blocks': t('editor.puck.blocks'),
    'plugin-outline': t('editor.puck.outline'),
    'plugin-fields': t('editor.puck.fields'),
    'plugin-components': t('editor.puck.components'),
    'layout-maximize': t('editor.puck.maximize'),
    'layout-minimize': t('editor.puck.minimize'),
    'loader-loading': t('editor.puck.loading'),
  };
}
