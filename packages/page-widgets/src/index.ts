/**
 * Server-safe entry (aesthetics.md example 9): the document model, the
 * registry and the page renderer. Nothing here touches the DOM; the islands'
 * browser code is only reachable through their `client.tsx` entries.
 */

export {
  type AnyWidget,
  defaultsOf,
  defineWidget,
  type WidgetDefinition,
  type WidgetRenderProps,
} from './define-widget.js';
export { checkPageReferences } from './document/references.js';
export {
  documentSchema,
  type PageDocumentInput,
  type PageNode,
  type ResolvedDocument,
  type ResolvedNode,
} from './document/schema.js';
export { DocumentError, parseDocument, type WidgetLookup } from './document/validate.js';
export { widgets } from './registry.js';
export {
  newCollector,
  type PageInfo,
  type PostCard,
  RenderContext,
  type RenderContextValue,
  type SiteData,
} from './render/context.js';
export { type IslandManifest, type RenderedPage, type RenderPageInput, renderPage } from './render/render-page.js';
export { RenderNodes } from './render/render-tree.js';
export {
  BREAKPOINTS,
  DEVICES,
  type Device,
  deviceForWidth,
  type Responsive,
  responsiveCss,
  valueFor,
} from './responsive.js';
export { responsive } from './responsive-setting.js';
export { anchorIdOf, isValidFragment } from './theme/fragment.js';
export type { MenuItem, SiteInfo } from './theme/site.js';
export { documentListsProducts, documentNumbersPages } from './widgets/loop-grid/items.js';
export { actionHref as popupActionHref } from './widgets/popup/logic.js';
export { type SignedInRole, signedInCookie } from './widgets/popup/timing.js';
export { type PostBlock, postContent } from './widgets/posts/full-content.js';
export { NETWORKS as SHARE_NETWORKS } from './widgets/share-buttons/urls.js';
