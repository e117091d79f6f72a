/**
 * POST /api/display/:clientId — the display request (spec §3 "Display
 * response", §7 first row, §8 not_allowed messages). Served from memory: no
 * database query per request once the account is loaded.
 */
import {
  type DisplayRequest,
  type DisplayResponse,
  inCountries,
  NOT_ALLOWED_MESSAGES,
  type Targeting,
  type WixCartDetails,
} from '@beckon/popup-schema';
import { scheduleAllows } from '@beckon/popup-schema/schedule-decision';
import { trafficAllows } from '@beckon/popup-schema/traffic-decision';
import { classifyVisit, type Visit } from '@beckon/popup-schema/traffic-source';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerAfterReads } from '../../answer-after-reads.js';
import { errors } from '../../errors.js';
import { chooseMember } from './ab-choice.js';
import type { AccountEntry, AccountSettings } from './account-loader.js';
import { preloadIpCountries } from './ip-country.js';
import { displayAnswerBytes, type RecordJson } from './record-json.js';
import { clientParams, displayRequestBody } from './route-schemas.js';
import type { DisplayServices } from './services.js';
import { upgradePopup } from './upgrade-popup.js';
import { type Country, countryOf, languageOf } from './visitor-context.js';

const JSON_UTF8 = 'application/json; charset=utf-8';

/** What the server-side targeting rules read of one display request; the visit is classified once, when asked. */
interface Audience {
  cc: string;
  now: number;
  visit(): Visit;
}

/** The rules only the display service can decide: the visitor's country, the schedule and the traffic source. */
const shownTo = (t: Targeting, a: Audience): boolean =>
  inCountries(t, a.cc) &&
  scheduleAllows(t.schedule, a.now) &&
  (t.traffic_source === undefined || trafficAllows(t.traffic_source, a.visit()));

/**
 * The pop-ups this viewer gets (as record JSON): one arm per A/B group, plus the previewed pop-up even if
 * inactive or outside its schedule. An arm whose server-side targeting leaves this visitor out is left out,
 * not swapped for another arm.
 */
function choosePopups(entry: AccountEntry, body: DisplayRequest, services: DisplayServices, cc: string): RecordJson[] {
  const viewerId = body.viewer_id;
  let visit: Visit | undefined;
  const audience: Audience = {
    cc,
    now: Date.now(),
    visit: () => (visit ??= classifyVisit(body.referrer, body.url, body.first_utm)),
  };
  const poptins: RecordJson[] = [];
  const preview = body.preview_popup_id === null ? undefined : entry.popups.get(body.preview_popup_id);
  if (preview) poptins.push(preview.recordJson);
  for (const group of entry.groups) {
    const member = chooseMember(group, viewerId);
    if (member === preview) continue;
    if (shownTo(member.record.targeting, audience)) poptins.push(member.recordJson);
    if (group.members.length > 1 && viewerId !== null) {
      services.abAssignments.record({
        account_id: entry.settings.accountId,
        parent_poptin_id: group.parentId,
        viewer_id: viewerId,
        poptin_id: member.poptinId,
      });
    }
  }
  return poptins;
}

/** The answer's fields besides poptins; a plain function, not a per-request closure. */
function answerFields(
  request: FastifyRequest<{ Body: DisplayRequest }>,
  settings: AccountSettings,
  display: DisplayResponse['display'],
  message: string,
  country: Country,
): Omit<DisplayResponse, 'poptins'> {
  return {
    display,
    message,
    country: country.name,
    country_code: country.code,
    cc: country.code,
    ip: request.ip,
    lang: languageOf(request.body.browser_language),
    if_freemium: settings.isFreemium,
    is_client_restriction: settings.isRestricted,
    client_restriction_setting: settings.restrictionSetting,
  };
}

const NONE: readonly RecordJson[] = [];

type DisplayRouteRequest = FastifyRequest<{ Params: { clientId: string }; Body: DisplayRequest }>;

/** The visitor's site-builder cart read from the site's REST API (store-catalogue/wix-carts.ts); null: none. */
export type WixCartDetailsOf = (accountId: string, cartId: string) => Promise<WixCartDetails | null>;

/** Sends the answer for a loaded account. */
function sendAnswer(
  reply: FastifyReply,
  request: DisplayRouteRequest,
  entry: AccountEntry,
  services: DisplayServices,
  wixCart: WixCartDetails | null = null,
): FastifyReply {
  const { settings } = entry;
  let fields: Omit<DisplayResponse, 'poptins'>;
  let poptins = NONE;
  const country = countryOf(request, request.body.cc);
  if (settings.isRestricted) {
    fields = answerFields(request, settings, 'not_allowed', NOT_ALLOWED_MESSAGES.clientRestricted, country);
    const upgrade = upgradePopup(settings, Date.now());
    if (upgrade) fields.upgrade_popup = upgrade;
  } else if (services.monthlyViews.reached(request.params.clientId, settings.maxMonthlyViews)) {
    fields = answerFields(request, settings, 'not_allowed', NOT_ALLOWED_MESSAGES.maxViews, country);
  } else {
    fields = answerFields(request, settings, 'allowed', '', country);
    poptins = choosePopups(entry, request.body, services, country.code);
  }
  if (wixCart) fields.wix_cart_details = wixCart;
  const viewerId = request.body.viewer_id;
  const accountId = settings.accountId;
  const tokenOf = (poptinId: string) => services.viewProof.issue(accountId, poptinId, viewerId);
  return reply.type(JSON_UTF8).send(displayAnswerBytes(fields, poptins, viewerId, tokenOf));
}

/**
 * The first request for an account (or an unknown client id), or one before this process has recorded the
 * account's first display request (install-seen.ts): load it, record the request, then answer.
 */
async function loadAndSend(
  request: DisplayRouteRequest,
  reply: FastifyReply,
  services: DisplayServices,
  wixCartOf?: WixCartDetailsOf,
) {
  const { clientId } = request.params;
  const entry = await services.popupCache.account(clientId);
  if (!entry) throw errors.clientNotFound(clientId);
  // A preview comes from the owner's builder, not their site, so it does not tell the snippet is installed.
  if (request.body.preview_popup_id === null) await services.installSeen.record(clientId, request.body.url);
  const cartId = request.body.wix_cart_id;
  const wixCart = wixCartOf && cartId !== '' ? await wixCartOf(entry.settings.accountId, cartId) : null;
  return sendAnswer(reply, request, entry, services, wixCart);
}

/**
 * `wixCartOf`: reads the cart a site-builder page names (wix_cart_id) for the answer's wix_cart_details; only
 * those requests wait for it, the others are answered from memory as before.
 */
export function registerDisplayRoute(
  scope: FastifyInstance,
  services: DisplayServices,
  wixCartOf?: WixCartDetailsOf,
): void {
  preloadIpCountries();
  scope.post<{ Params: { clientId: string }; Body: DisplayRequest }>(
    '/api/display/:clientId',
    { schema: { params: clientParams, body: displayRequestBody } },
    // Not an async function: an account already in memory needs no promise, and is answered
    // after this I/O phase's other requests have been read (answer-after-reads.ts says why).
    (request, reply) => {
      const entry = services.popupCache.loaded(request.params.clientId);
      if (
        entry === undefined ||
        !services.installSeen.known(request.params.clientId) ||
        (wixCartOf && request.body.wix_cart_id !== '')
      ) {
        return loadAndSend(request, reply, services, wixCartOf);
      }
      answerAfterReads(reply, sendAnswer, request, entry, services);
      return undefined;
    },
  );
}
