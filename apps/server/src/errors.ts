/**
 * The server's error catalogue: every error code it answers with, in one
 * place (Fastify style: a stable `code`, a status, a message that says what is
 * wrong), plus the one error handler, the 404 handler and the answers to
 * Fastify's and Node's own client errors. Client mistakes are always 4xx JSON
 * `{statusCode, code, error, message}`, plus `params` (the message's values as
 * data) where the error has them; only our own faults are 5xx, and their
 * details go to the log, never to the client (reliability.md §6 B1).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Values of an error's message as data (an order number, the refused lines), for the dashboard to word. */
export type ErrorParams = Readonly<Record<string, unknown>>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** "42 seconds", "1 minute", "15 minutes": how long a 429 says to wait. */
function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** At most this many of a refused CSV file's lines are told; the rest are counted. */
const CSV_LINES_TOLD = 50;

/**
 * A refused CSV import: the message lists the lines, and `params` carries them as data (the row number
 * apart from the rest, "Column: rule"), so another language can say them with the same numbers.
 */
function csvRefused(code: string, lines: readonly string[]): HttpError {
  const told = lines.slice(0, CSV_LINES_TOLD);
  const more = lines.length - told.length;
  return new HttpError(
    400,
    code,
    `csv: nothing was imported; fix ${lines.length === 1 ? 'this line' : 'these lines'} and send the file again:\n${told.join('\n')}${more > 0 ? `\n… and ${more} more` : ''}`,
    {
      lines: told.map((text) => {
        const m = /^line (\d+): (.*)$/s.exec(text);
        return m ? { line: Number(m[1]), text: m[2] } : { line: null, text };
      }),
      more,
    },
  );
}

export const errors = {
  // HTTP edge: requests no route could take.
  routeNotFound: (method: string, url: string) =>
    new HttpError(404, 'BK_ERR_ROUTE_NOT_FOUND', `route ${method} ${url.split('?')[0]} not found`),
  assetNotFound: (path: string) => new HttpError(404, 'BK_ERR_ASSET_NOT_FOUND', `asset ${path} not found`),
  trackerNotBuilt: () =>
    new HttpError(404, 'BK_ERR_ASSET_NOT_FOUND', 'asset stats/tracker.js not found (run the tracker build)'),
  invalidPreflight: () =>
    new HttpError(
      400,
      'BK_ERR_INVALID_PREFLIGHT',
      'headers: a CORS preflight needs Origin and Access-Control-Request-Method',
    ),
  /** Any validation failure (zod schemas and the checks schemas cannot express), Fastify's own code. */
  validation: (message: string) => new HttpError(400, 'FST_ERR_VALIDATION', message),

  // Display service.
  clientNotFound: (clientId: string) => new HttpError(404, 'BK_ERR_CLIENT_NOT_FOUND', `client ${clientId} not found`),
  popupNotFound: (poptinId: string) => new HttpError(404, 'BK_ERR_POPUP_NOT_FOUND', `pop-up ${poptinId} not found`),
  popupNotInClient: (poptinId: string, clientId: string) =>
    new HttpError(404, 'BK_ERR_POPUP_NOT_FOUND', `pop-up ${poptinId} not found for client ${clientId}`),
  /** Prize games (plugins/display/game-*.ts). */
  notAGame: (poptinId: string) => new HttpError(404, 'BK_ERR_NOT_A_GAME', `pop-up ${poptinId} has no prize game`),
  prizeNotFound: (poptinId: string, prizeId: string) =>
    new HttpError(404, 'BK_ERR_PRIZE_NOT_FOUND', `pop-up ${poptinId} has no prize ${prizeId}`),
  gameResultInvalid: () =>
    new HttpError(400, 'BK_ERR_GAME_RESULT_INVALID', 'game_result: is not a result this service drew for this pop-up'),
  gameResultClaimed: () =>
    new HttpError(409, 'BK_ERR_GAME_RESULT_CLAIMED', 'game_result: was already claimed by another lead'),
  viewTokenInvalid: (poptinId: string) =>
    new HttpError(
      403,
      'BK_ERR_VIEW_TOKEN_INVALID',
      `view_token: is not this service's proof of showing pop-up ${poptinId} to this viewer today`,
    ),
  /** A rate limit (limits/rate-limits.ts); the answer carries Retry-After too. */
  tooManyRequests: (retryAfter: number) =>
    new HttpError(429, 'BK_ERR_RATE_LIMITED', `too many requests, try again in ${waitText(retryAfter)}`),
  /** The database did not take the write: the client must retry (the widget retries 503). */
  storeUnavailable: () => new HttpError(503, 'BK_ERR_STORE_UNAVAILABLE', 'could not store the event, please retry'),
  /** The database refused this one row's data (data/write-failure.ts): sending it again cannot succeed. */
  unstorableRow: () =>
    new HttpError(422, 'BK_ERR_UNSTORABLE_ROW', 'body: holds a value the database cannot store; it was not saved'),
  /** The loader on a store platform asked for the account of a shop no account registered. */
  shopNotRegistered: (shop: string) =>
    new HttpError(404, 'BK_ERR_SHOP_NOT_REGISTERED', `shop ${shop} is not registered to any account`),

  // Websites.
  pageNotFound: (path: string) => new HttpError(404, 'BK_ERR_PAGE_NOT_FOUND', `page ${path} not found`),
  /** A stored page document failed validation on render: our fault, said clearly in the log. */
  pageInvalid: (path: string, detail: string) =>
    new HttpError(500, 'BK_ERR_PAGE_INVALID', `page ${path} has an invalid document: ${detail}`),

  // Shop (visitor pages). A refused form shows a person the page again with the reason; a script gets
  // that same Spanish text in the JSON error, so the entries that take a message take the page's words.
  shopCsrf: () =>
    new HttpError(403, 'BK_ERR_CSRF', 'body._csrf: missing or wrong; reload the page and send the form again'),
  variantNotFound: (variantId: number) =>
    new HttpError(404, 'BK_ERR_PRODUCT_NOT_FOUND', `body.variante: product ${variantId} not found`),
  shopQuantity: (message: string) => new HttpError(409, 'BK_ERR_SHOP_QUANTITY', message),
  couponRefused: (message: string) => new HttpError(422, 'BK_ERR_COUPON_REFUSED', message),
  checkoutInvalid: (message: string) => new HttpError(422, 'BK_ERR_CHECKOUT_INVALID', message),
  checkoutRefused: (message: string) => new HttpError(409, 'BK_ERR_CHECKOUT_REFUSED', message),
  customerSignInEmpty: () =>
    new HttpError(401, 'BK_ERR_BAD_CREDENTIALS', 'Error: Escriba su dirección de correo electrónico y su contraseña.'),
  customerBadCredentials: () =>
    new HttpError(
      401,
      'BK_ERR_BAD_CREDENTIALS',
      'Error: La dirección de correo electrónico o la contraseña no son correctas.',
    ),
  /** `wait` is worded already ("3 minutos"): the answer also says it in Retry-After. */
  customerSignInThrottled: (wait: string) =>
    new HttpError(429, 'BK_ERR_RATE_LIMITED', `Demasiados intentos de acceso. Inténtelo de nuevo dentro de ${wait}.`),
  signUpInvalid: (message: string) => new HttpError(422, 'BK_ERR_SIGN_UP_INVALID', message),
  addressInvalid: (message: string) => new HttpError(422, 'BK_ERR_ADDRESS_INVALID', message),
  accountInvalid: (message: string) => new HttpError(422, 'BK_ERR_ACCOUNT_INVALID', message),
  accountEmailTaken: (message: string) => new HttpError(409, 'BK_ERR_ACCOUNT_INVALID', message),
  customerResetLinkInvalid: () =>
    new HttpError(
      400,
      'BK_ERR_RESET_LINK_INVALID',
      'Este enlace para restablecer la contraseña no es válido, ya se ha usado o ha caducado. Solicite uno nuevo abajo.',
    ),
  emailInvalid: (message: string) => new HttpError(422, 'BK_ERR_EMAIL_INVALID', message),
  newPasswordInvalid: (message: string) => new HttpError(422, 'BK_ERR_PASSWORD_INVALID', message),
  /** The owner's Orders screen (plugins/shop/order-owner-routes.ts); statuses come worded as the screen shows them. */
  orderNotFound: (orderNumber: string) =>
    new HttpError(404, 'BK_ERR_ORDER_NOT_FOUND', `order ${orderNumber} not found`, { order: orderNumber }),
  orderAlreadyInStatus: (orderNumber: number, status: string) =>
    new HttpError(409, 'BK_ERR_ORDER_STATUS', `status: order ${orderNumber} is already ${status}`, {
      order: orderNumber,
    }),
  orderStatusNotAllowed: (from: string, to: string, choices: string) =>
    new HttpError(
      409,
      'BK_ERR_ORDER_STATUS',
      `status: an order that is ${from} cannot become ${to}; it can become ${choices}`,
    ),
  refundNotAllowed: (orderNumber: number, status: string) =>
    new HttpError(409, 'BK_ERR_REFUND_STATUS', `order ${orderNumber} is ${status}: only a paid order can be refunded`, {
      order: orderNumber,
    }),
  refundTooLarge: (leftCents: number) =>
    new HttpError(
      409,
      'BK_ERR_REFUND_AMOUNT',
      `amount_cents: at most ${leftCents} cents are left to refund on this order`,
    ),
  /** A refund's restock names a line the order lacks (left null) or more than the line has left to restock. */
  refundRestockLine: (lineNo: number, left: number | null) =>
    new HttpError(
      409,
      'BK_ERR_REFUND_RESTOCK',
      left === null
        ? `restock_lines: the order has no line ${lineNo}`
        : `restock_lines: line ${lineNo} has ${left} left to put back in stock`,
    ),
  /** The card provider (Stripe) refused or could not be reached; its own words follow. */
  paymentProviderFailed: (message: string) =>
    new HttpError(502, 'BK_ERR_PAYMENT_PROVIDER', `the card payment provider refused: ${message}`),
  /** The card provider's webhook (plugins/shop/stripe-webhook-route.ts). */
  paymentWebhookSignature: () =>
    new HttpError(
      400,
      'BK_ERR_WEBHOOK_SIGNATURE',
      'stripe-signature: missing, malformed, too old or not signed with this endpoint’s secret',
    ),
  /** The cart's shipping calculator got a postcode that is not a Spanish one (the page says it in Spanish). */
  shippingPostcodeInvalid: (message: string) => new HttpError(422, 'BK_ERR_SHIPPING_POSTCODE', message),

  // Owner API (another account's pop-up answers the same 404 as a missing one: other tenants' ids are never confirmed).
  signedOut: () => new HttpError(401, 'BK_ERR_SIGNED_OUT', 'not signed in'),
  badCredentials: () => new HttpError(401, 'BK_ERR_BAD_CREDENTIALS', 'email or password is wrong'),
  confirmLinkInvalid: () =>
    new HttpError(
      400,
      'BK_ERR_CONFIRM_LINK_INVALID',
      'this confirmation link is not valid or was already used; sign in, or sign up again for a new link',
    ),
  confirmLinkExpired: () =>
    new HttpError(
      400,
      'BK_ERR_CONFIRM_LINK_EXPIRED',
      'this confirmation link has expired (links work for 24 hours); sign up again for a new link',
    ),
  resetLinkInvalid: () =>
    new HttpError(
      400,
      'BK_ERR_RESET_LINK_INVALID',
      'this reset link is not valid, was already used, or has expired (links work for 1 hour); ask for a new one',
    ),
  emailLinkInvalid: () =>
    new HttpError(
      400,
      'BK_ERR_EMAIL_LINK_INVALID',
      'this confirmation link is not valid, was already used, or has expired (links work for 24 hours); change your email again for a new one',
    ),
  wrongPassword: () => new HttpError(403, 'BK_ERR_WRONG_PASSWORD', 'your current password is not right'),
  emailTaken: () =>
    new HttpError(409, 'BK_ERR_EMAIL_TAKEN', 'another account already uses this email; the change was not made'),
  csrfToken: () => new HttpError(403, 'BK_ERR_CSRF', 'missing or wrong x-csrf-token header'),
  crossSite: () => new HttpError(403, 'BK_ERR_CROSS_SITE', 'cross-site request refused'),
  readOnlyRole: () =>
    new HttpError(
      403,
      'BK_ERR_READ_ONLY_ROLE',
      'your role (viewer) may only read this account: ask the account owner to make you an editor',
    ),
  ownerOnly: (what: string, role: string) =>
    new HttpError(403, 'BK_ERR_OWNER_ONLY', `only the account's owner may ${what}; your role is ${role}`),
  siteRole: (role: string) =>
    new HttpError(
      403,
      'BK_ERR_SITE_ROLE',
      `your role (${role}) may not edit the site: the account owner can make you an editor`,
    ),
  tooManyAttempts: (retryAfter: number) =>
    new HttpError(
      429,
      'BK_ERR_TOO_MANY_ATTEMPTS',
      `too many sign-in attempts for this email from your network, try again in ${waitText(retryAfter)}`,
    ),
  versionConflict: (id: string) =>
    new HttpError(409, 'BK_ERR_VERSION_CONFLICT', `pop-up ${id} was changed elsewhere; reload it and save again`),
  notInAbTest: (id: string) =>
    new HttpError(409, 'BK_ERR_NOT_IN_AB_TEST', `pop-up ${id} has no variants, so there is no winner to pick`),
  tooManyVariants: (max: number) =>
    new HttpError(
      409,
      'BK_ERR_TOO_MANY_VARIANTS',
      `an A/B test has at most ${max} variants; delete one to add another`,
    ),
  variantOfVariant: () =>
    new HttpError(
      400,
      'BK_ERR_VARIANT_OF_VARIANT',
      'a variant is made from the original pop-up, not from another variant',
    ),
  badDateRange: () =>
    new HttpError(400, 'FST_ERR_VALIDATION', 'querystring.to: must not be before from, at most 366 days'),
  webhookNotFound: (id: string) => new HttpError(404, 'BK_ERR_WEBHOOK_NOT_FOUND', `webhook ${id} not found`),
  webhookAddressRefused: (problem: string) =>
    new HttpError(422, 'BK_ERR_WEBHOOK_ADDRESS_REFUSED', `url: ${problem}; webhooks go to public addresses only`),
  tooManyWebhooks: (max: number) =>
    new HttpError(409, 'BK_ERR_TOO_MANY_WEBHOOKS', `an account can have at most ${max} webhooks; delete one first`),
  deliveryNotFound: (id: string) => new HttpError(404, 'BK_ERR_DELIVERY_NOT_FOUND', `delivery ${id} not found`),
  integrationNotFound: (id: string) =>
    new HttpError(404, 'BK_ERR_INTEGRATION_NOT_FOUND', `integration ${id} not found`),
  tooManyIntegrations: (max: number) =>
    new HttpError(
      409,
      'BK_ERR_TOO_MANY_INTEGRATIONS',
      `an account can have at most ${max} integrations; delete one first`,
    ),
  integrationsNeedSecretsKey: () =>
    new HttpError(
      409,
      'BK_ERR_INTEGRATIONS_NEED_SECRETS_KEY',
      'integrations keep API keys encrypted, and this server has no SECRETS_KEY set: ask whoever runs it to set one',
    ),
  /** The tool refused the key or could not be reached while the lists were read; `problem` is in plain words. */
  integrationProviderRefused: (problem: string) => new HttpError(422, 'BK_ERR_INTEGRATION_PROVIDER_REFUSED', problem),
  integrationInvalid: (problem: string) => new HttpError(422, 'BK_ERR_INTEGRATION_INVALID', problem),
  /** The team (plugins/owner/team-routes.ts). */
  teamRole: (role: string) =>
    new HttpError(
      403,
      'BK_ERR_TEAM_ROLE',
      `only the account's owner may manage the team; your role is ${role}: ask an owner if you need a change`,
    ),
  memberNotFound: (id: string) => new HttpError(404, 'BK_ERR_MEMBER_NOT_FOUND', `team member ${id} not found`),
  invitationNotFound: (id: string) =>
    new HttpError(404, 'BK_ERR_INVITATION_NOT_FOUND', `invitation ${id} not found (it may have been accepted)`),
  alreadyMember: (email: string) =>
    new HttpError(
      409,
      'BK_ERR_ALREADY_MEMBER',
      `${email} is already a member of this account; change their role instead`,
    ),
  tooManyInvitations: (max: number) =>
    new HttpError(
      409,
      'BK_ERR_TOO_MANY_INVITATIONS',
      `an account can have at most ${max} open invitations; cancel one first`,
    ),
  lastOwner: () =>
    new HttpError(
      409,
      'BK_ERR_LAST_OWNER',
      'the account needs at least one owner: make another member an owner first, then try again',
    ),
  invitationLinkInvalid: (hours: number) =>
    new HttpError(
      400,
      'BK_ERR_INVITATION_LINK_INVALID',
      `this invitation link is not valid, was already used, or has expired (links work for ${hours} hours); ask the account's owner for a new one`,
    ),
  emailHasAccount: (email: string) =>
    new HttpError(
      409,
      'BK_ERR_EMAIL_HAS_ACCOUNT',
      `${email} already signs in to a Beckon account, and one email can belong to one account only: ask the owner to invite another address of yours`,
    ),
  /** Privacy requests (plugins/owner/privacy-routes.ts). */
  leadNotFound: (id: string) => new HttpError(404, 'BK_ERR_LEAD_NOT_FOUND', `lead ${id} not found`),
  /** Store reports (plugins/owner/store-reports-routes.ts): a shop is registered with proof it is the account's. */
  shopNotProven: (shop: string, tag: string, found: string) =>
    new HttpError(
      409,
      'BK_ERR_SHOP_NOT_PROVEN',
      `shop: ${shop} is not proven yours: ${found}. Put ${tag} in the <head> of the shop's home page, then save again`,
    ),
  /** Multipart bodies (media uploads, site forms); http/multipart-errors.ts maps the parser's errors to these. */
  notMultipart: () => new HttpError(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE', 'body: must be multipart/form-data'),
  contentEncoding: (encoding: string) =>
    new HttpError(
      415,
      'BK_ERR_CONTENT_ENCODING',
      `content-encoding: ${JSON.stringify(encoding.slice(0, 40))} is not accepted; send the body uncompressed`,
    ),
  multipartMalformed: () =>
    new HttpError(400, 'BK_ERR_MULTIPART_MALFORMED', 'body: is not a complete multipart/form-data body'),
  multipartLimit: (what: 'parts' | 'files' | 'fields' | 'bytes in a file') =>
    new HttpError(413, 'BK_ERR_MULTIPART_LIMIT', `body: holds more ${what} than this route takes`),
  multipartReservedName: () =>
    new HttpError(
      400,
      'FST_ERR_VALIDATION',
      'body: a part is named after an object property (__proto__, constructor…)',
    ),
  /** The media library (plugins/media). */
  mediaNotFound: (what: string) => new HttpError(404, 'BK_ERR_MEDIA_NOT_FOUND', `image ${what} not found`),
  mediaTooLarge: (megabytes: number) =>
    new HttpError(413, 'BK_ERR_MEDIA_TOO_LARGE', `body.file: is larger than ${megabytes} MB, the limit for one image`),
  mediaType: (accepted: string) =>
    new HttpError(
      415,
      'BK_ERR_MEDIA_TYPE',
      `body.file: is not an image of an accepted type (${accepted}), whatever its name says`,
    ),
  /** The site's forms, menu and page editor (plugins/site). */
  formNotFound: (pageId: string, formId: string) =>
    new HttpError(404, 'BK_ERR_FORM_NOT_FOUND', `form ${formId} not found on page ${pageId}`),
  formFileNotFound: (fileId: string) => new HttpError(404, 'BK_ERR_FILE_NOT_FOUND', `file ${fileId} not found`),
  menuEntryNotFound: (pageId: number) =>
    new HttpError(404, 'BK_ERR_MENU_ENTRY_NOT_FOUND', `page ${pageId} has no entry in the menu`),
  menuEntryExists: (pageId: number) =>
    new HttpError(
      409,
      'BK_ERR_MENU_ENTRY_EXISTS',
      `page ${pageId} is already in the menu: rename or move its entry instead`,
    ),
  /** The 409 an editor reads: what happened and what to do, never a silent overwrite. */
  pageVersionConflict: (pageId: number, base: number, head: number) =>
    new HttpError(
      409,
      'BK_ERR_PAGE_VERSION_CONFLICT',
      `page ${pageId} was saved by someone else since you opened version ${base} (it is now at version ${head}): ` +
        'reload the page to see their changes, then make yours again',
    ),
  slugTaken: (slug: string) => new HttpError(409, 'BK_ERR_SLUG_TAKEN', `slug: another page already lives at /${slug}/`),
  pageVersionNotFound: (pageId: number, version: number | string) =>
    new HttpError(404, 'BK_ERR_VERSION_NOT_FOUND', `page ${pageId} has no version ${version}`),
  /** Websites (plugins/site/site-routes.ts, domain-routes.ts; sites/). */
  unknownHost: () => new HttpError(404, 'BK_ERR_UNKNOWN_HOST', 'no website answers at this address'),
  noWebsite: () => new HttpError(404, 'BK_ERR_NO_WEBSITE', 'this account has no website yet: create it first'),
  siteExists: () => new HttpError(409, 'BK_ERR_SITE_EXISTS', 'this account already has a website'),
  siteLabelTaken: (label: string) =>
    new HttpError(409, 'BK_ERR_SITE_LABEL_TAKEN', `label: the address ${label} is taken; choose another`),
  siteOwnerOnly: (role: string) =>
    new HttpError(
      403,
      'BK_ERR_SITE_OWNER_ONLY',
      `only the account's owner may create the website or change its domains; your role is ${role}`,
    ),
  domainTaken: (domain: string) =>
    new HttpError(409, 'BK_ERR_DOMAIN_TAKEN', `domain: ${domain} is already an address of a website here`),
  domainNotFound: (domain: string) =>
    new HttpError(404, 'BK_ERR_DOMAIN_NOT_FOUND', `domain ${domain} is not one of this website's domains`),
  domainNotVerified: (domain: string, found: string) =>
    new HttpError(409, 'BK_ERR_DOMAIN_NOT_VERIFIED', `domain ${domain} is not verified yet: ${found}`),
  /** The owner's shop (plugins/shop/owner-*-routes.ts). */
  productNotFound: (id: string) => new HttpError(404, 'BK_ERR_PRODUCT_NOT_FOUND', `product ${id} not found`),
  variantNotInProduct: (index: number, variantId: number, productId: number) =>
    new HttpError(
      400,
      'FST_ERR_VALIDATION',
      `body.variants[${index}].id: product ${productId} has no variant ${variantId}`,
    ),
  productSlugTaken: (slug: string) =>
    new HttpError(
      409,
      'BK_ERR_PRODUCT_SLUG_TAKEN',
      `another product already has the address /producto/${slug}/; choose another`,
      { slug },
    ),
  couponNotFound: (code: string) => new HttpError(404, 'BK_ERR_COUPON_NOT_FOUND', `coupon ${code} not found`, { code }),
  couponExists: (code: string) =>
    new HttpError(409, 'BK_ERR_COUPON_EXISTS', `a coupon ${code} already exists; choose another code`, { code }),
  couponExpiryPast: () => new HttpError(400, 'FST_ERR_VALIDATION', 'body.expires_at: must be in the future'),
  productsCsvRefused: (lines: readonly string[]) => csvRefused('BK_ERR_PRODUCTS_CSV', lines),
  skuTaken: (sku: string) =>
    new HttpError(409, 'BK_ERR_SKU_TAKEN', `another product or variant already has the SKU ${sku}; choose another`, {
      sku,
    }),
  /** Store-platform catalogues (plugins/store-catalogue). */
  catalogueKeyInvalid: () =>
    new HttpError(
      401,
      'BK_ERR_CATALOGUE_KEY',
      'authorization: send the account’s catalogue import key as "Bearer bkc_…"; make one in the dashboard (a new key replaces the old)',
    ),
  catalogueCsvRefused: (lines: readonly string[]) => csvRefused('BK_ERR_CATALOGUE_CSV', lines),
  /** The owner's Wix-style site connection, tried on the site before it is saved (wix-key-check.ts). */
  wixKeyRefused: () =>
    new HttpError(
      422,
      'BK_ERR_WIX_KEY_REFUSED',
      'the site refused this API key for this site id; nothing was saved: check both, and that the key may read eCommerce carts',
    ),
  wixUnreachable: () =>
    new HttpError(502, 'BK_ERR_WIX_UNREACHABLE', 'the site’s API could not be reached; nothing was saved, try again'),
  /** Invoices (plugins/shop/owner-invoice-routes.ts); the status comes worded as the Orders screen shows it. */
  invoiceNotIssuable: (orderNumber: number, status: string) =>
    new HttpError(
      409,
      'BK_ERR_INVOICE_STATUS',
      `order ${orderNumber} is ${status}: an invoice is issued for a processing or completed order`,
      { order: orderNumber },
    ),
  invoiceLegalDetailsMissing: () =>
    new HttpError(
      409,
      'BK_ERR_INVOICE_LEGAL_DETAILS',
      'the shop’s legal name and NIF are not set: fill in Legal details under Products before issuing an invoice',
    ),
  correctiveInvoiceNotFound: (orderNumber: number, refundNo: number) =>
    new HttpError(
      404,
      'BK_ERR_CORRECTIVE_INVOICE_NOT_FOUND',
      `refund ${refundNo} of order ${orderNumber} has no corrective invoice: one is issued when an invoiced order is refunded`,
      { order: orderNumber, refund: refundNo },
    ),
  refundNotFound: (orderNumber: number, refundNo: number) =>
    new HttpError(404, 'BK_ERR_REFUND_NOT_FOUND', `order ${orderNumber} has no refund ${refundNo}`, {
      order: orderNumber,
      refund: refundNo,
    }),
  refundPending: (orderNumber: number, refundNo: number) =>
    new HttpError(
      409,
      'BK_ERR_REFUND_PENDING',
      `refund ${refundNo} of order ${orderNumber} is still waiting for the payment provider; its corrective invoice is issued when it completes`,
      { order: orderNumber, refund: refundNo },
    ),
  correctiveWithoutInvoice: (orderNumber: number) =>
    new HttpError(
      409,
      'BK_ERR_CORRECTIVE_WITHOUT_INVOICE',
      `order ${orderNumber} has no invoice: a corrective invoice corrects an invoice, so a refund of an order without one needs none`,
      { order: orderNumber },
    ),
  orderPaidMeanwhile: (orderNumber: number) =>
    new HttpError(
      409,
      'BK_ERR_ORDER_PAID_MEANWHILE',
      `status: order ${orderNumber}'s customer has just paid on Stripe's page; it becomes processing when Stripe confirms the payment, and can be refunded then`,
      { order: orderNumber },
    ),

  // Statistics service.
  siteNotFound: (site: string) => new HttpError(404, 'BK_ERR_SITE_NOT_FOUND', `site ${site} not found`),
  statsKeyMissing: () =>
    new HttpError(401, 'BK_ERR_STATS_KEY_MISSING', 'authorization: a Stats API key is required (Bearer token)'),
  statsKeyInvalid: () =>
    new HttpError(401, 'BK_ERR_STATS_KEY_INVALID', 'authorization: the Stats API key is not valid'),
  statsKeyExpired: (at: string) =>
    new HttpError(401, 'BK_ERR_STATS_KEY_EXPIRED', `authorization: the Stats API key expired at ${at}; make a new one`),
  statsKeyNotFound: (keyId: string) =>
    new HttpError(404, 'BK_ERR_STATS_KEY_NOT_FOUND', `Stats API key ${keyId} not found`),
  statsKeyForOtherSite: (site: string) =>
    new HttpError(403, 'BK_ERR_STATS_FORBIDDEN', `authorization: the Stats API key is not for site ${site}`),
  statsSessionForOtherSite: (site: string) =>
    new HttpError(403, 'BK_ERR_STATS_FORBIDDEN', `You are signed in to another account than site ${site}.`),
} as const;

/**
 * Fastify's own client-error codes, answered under their own code with a
 * message a person can read (Fastify's defaults are terse or vague).
 */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: is empty, expected JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body: is larger than the 32 KiB limit',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content-type: is not a media type this route accepts',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content-length: does not match the body',
  FST_ERR_CTP_INVALID_TYPE: 'content-type: is not a valid media type',
  FST_ERR_BAD_URL: 'url: is not a valid URL',
  FST_ERR_ASYNC_CONSTRAINT: 'url: no route matches the request',
};

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (a bad
 * request line, headers over the limit, a slow client); these are their answers.
 */
const NODE_CLIENT_ERRORS = {
  badRequest: { statusCode: 400, code: 'BK_ERR_BAD_REQUEST', message: 'request: is not valid HTTP/1.1' },
  headersTooLarge: {
    statusCode: 431,
    code: 'BK_ERR_HEADERS_TOO_LARGE',
    message: 'headers: are larger than the server accepts',
  },
  timeout: { statusCode: 408, code: 'BK_ERR_REQUEST_TIMEOUT', message: 'request: was not received in time' },
} as const;

export interface ErrorBody {
  statusCode: number;
  code: string;
  error: string;
  message: string;
  /** The message's values as data, where the error has them (HttpError's `params`). */
  params?: ErrorParams;
}

function body(statusCode: number, code: string, message: string, params?: ErrorParams): ErrorBody {
  const answer: ErrorBody = { statusCode, code, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (params) answer.params = params;
  return answer;
}

/** Turns any thrown value into the answer; 5xx details stay in the log. */
export function toErrorBody(err: FastifyError | HttpError | Error): ErrorBody {
  const statusCode = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
  const code = 'code' in err && typeof err.code === 'string' ? err.code : 'BK_ERR_INTERNAL';
  if (statusCode >= 400 && statusCode < 500) {
    // SyntaxError from a custom JSON parser, or Fastify's own: same answer.
    const params = err instanceof HttpError ? err.params : undefined;
    return body(statusCode, code, FRAMEWORK_MESSAGES[code] ?? err.message, params);
  }
  if (statusCode === 503) return body(503, code, err.message);
  // A provider this server asks (Stripe) refused or could not be reached: its reason is for the owner.
  if (statusCode === 502 && err instanceof HttpError) return body(502, code, err.message);
  return body(500, 'BK_ERR_INTERNAL', 'internal error');
}

/** A byte count as the limit is stated: "32 KiB", "4 MiB". */
function sizeName(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`
    : `${Math.round(bytes / 1024)} KiB`;
}

/** Sends an error body (a 503 also says when to retry). */
export function sendError(reply: FastifyReply, payload: ErrorBody): FastifyReply {
  if (payload.statusCode === 503) reply.header('retry-after', '1');
  return reply.code(payload.statusCode).type('application/json; charset=utf-8').send(payload);
}

/** Installs the error handler, the 404 handler; `frameworkErrors` (bad URLs) uses `handleFrameworkError`. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const payload = toErrorBody(err);
    // Routes that take larger bodies (the page editor's, the pop-up builder's) name their own limit.
    const limit = request.routeOptions.bodyLimit;
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && limit)
      payload.message = `body: is larger than the ${sizeName(limit)} limit`;
    if (payload.statusCode >= 500) request.log.error({ err }, 'request failed');
    sendError(reply, payload);
  });
  app.setNotFoundHandler((request, reply) => {
    sendError(reply, toErrorBody(errors.routeNotFound(request.method, request.url)));
  });
}

export function handleFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  sendError(reply, toErrorBody(err));
}

/** The raw answer to a request Node's parser refused (pure, so it is testable without a socket). */
function clientErrorResponse(errCode: string | undefined): string {
  const known =
    errCode === 'HPE_HEADER_OVERFLOW'
      ? NODE_CLIENT_ERRORS.headersTooLarge
      : errCode === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? NODE_CLIENT_ERRORS.timeout
        : NODE_CLIENT_ERRORS.badRequest;
  const json = JSON.stringify(body(known.statusCode, known.code, known.message));
  return (
    `HTTP/1.1 ${known.statusCode} ${STATUS_CODES[known.statusCode]}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
    `Connection: close\r\n\r\n${json}`
  );
}

/**
 * Fastify's `clientErrorHandler`: the same JSON error shape, with a `code`,
 * for requests Node refused before routing (its default body has no code).
 */
export function handleClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(err.code));
  socket.destroy(err);
}
