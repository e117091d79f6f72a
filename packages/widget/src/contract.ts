/**
 * The contract between the loader (framework-free, on every page) and the
 * renderer (React, loaded on demand). The loader imports only types from here,
 * so nothing of the renderer reaches its bundle.
 *
 * Division of work:
 * - loader: decides whether and when to show, fetches the design document,
 *   owns browser storage (§3 keys), reporting (viewed / closed / conversion)
 *   and the one-modal-at-a-time queue;
 * - renderer: draws the pop-up in a shadow root, runs the form rules (§5), the
 *   closing ways (§4) and hands events back through the callbacks below.
 */
import type {
  CloseReason,
  DesignDocument,
  ExtraField,
  GameDrawResponse,
  PopupRecord,
  TriggerName,
  WixCartDetails,
} from '@beckon/popup-schema';

export type Lang = 'en' | 'he' | 'es';

/** What the visitor typed, before the loader adds the page context. */
export interface SubmittedValues {
  /** Standard field values by standard name (email, name, phone, …); empty ones left out. */
  standard: Record<string, string>;
  /** Custom and other non-standard fields (sent as newExtraFields). */
  extra: ExtraField[];
  /** Whether a consent/checkbox field was ticked. */
  checkboxChecked: boolean;
  /** A prize game's signed result: sent as game_result, the server then stores the coupon it drew. */
  game?: { result: string; coupon: string };
}

export interface ConversionResult {
  ok: boolean;
  conversionId: string | null;
  /** The answer's integration.conversion_code: the event the renderer pushes onto the page's dataLayer. */
  conversionCode?: string;
}

export interface ShowRequest {
  record: PopupRecord;
  design: DesignDocument;
  trigger: TriggerName;
  isMobile: boolean;
  /** Message language: `he` on Hebrew pages (right-to-left), else the design's own (`en`, `he` or `es`). */
  lang: Lang;
  /** Host of the page, carried as `src` on the credit badge link. */
  pageHost: string;
  /** Origin of the display service (for the business-email domain list). */
  serviceOrigin: string;
  /**
   * The visitor's site-builder cart as the display service read it (the answer's wix_cart_details): the
   * product blocks' cart where the page cannot read carts/current itself.
   */
  wixCart?: WixCartDetails;
  /** Embedded pop-ups: the page's `<div class="poptin-embedded" data-id="{id}">` to draw into. */
  container?: Element;
  /** Called once the pop-up is visible (after the entry animation starts). */
  onViewed(): void;
  /** Called when the visitor closes it without submitting or being redirected. */
  onClose(reason: CloseReason): void;
  /** Called on a valid submit; the loader sends the conversion and resolves when it is acknowledged or failed. */
  onSubmit(values: SubmittedValues): Promise<ConversionResult>;
  /** Prize games: the server's draw for this viewer (POST /api/display/game/{id}); rejects when it fails. */
  onDraw?(): Promise<GameDrawResponse>;
  /** Called when the element has left the page (after the exit animation): releases the modal queue. */
  onRemoved(): void;
}

export interface PopupHandle {
  /** Closes programmatically (e.g. single-page-app navigation). */
  close(reason: CloseReason): void;
}

/** The renderer bundle's exports. */
export interface RendererModule {
  show(request: ShowRequest): PopupHandle;
}
