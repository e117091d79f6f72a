/**
 * Test helpers only (never imported by the loader entry): a valid pop-up record
 * built through the real schema, so fixtures cannot drift from the contract.
 */
import { type PopupRecord, popupRecordSchema } from '@beckon/popup-schema';
import { readCookies, setCookie } from './storage';
import type { Ctx } from './visitor-context';

export const POPUP_ID = '0123456789abc';
export const CLIENT_ID = 'abcdef0123456';

type Overrides = Omit<Partial<PopupRecord>, 'triggers' | 'targeting' | 'poptin_trigger'> & {
  triggers?: Partial<PopupRecord['triggers']>;
  targeting?: Partial<PopupRecord['targeting']>;
  poptin_trigger?: Partial<PopupRecord['poptin_trigger']>;
};

export function record(o: Overrides = {}): PopupRecord {
  return popupRecordSchema.parse({
    poptin_id: POPUP_ID,
    poptin_name: 'Welcome',
    poptin_type: 'lightbox',
    poptin_format: 1,
    poptin_target: 'lead',
    poptin_url: `/api/display/popup/${o.poptin_id ?? POPUP_ID}?v=1`,
    poptin: null,
    display: true,
    on_click: false,
    account_id: CLIENT_ID,
    viewer_id: '',
    is_teasers_on: false,
    d_f_a: '',
    d_f_r: 'all@display_everytime_everypage',
    x_close_button: true,
    stop_showing_to_converted_users: false,
    if_poptin_credit: false,
    display_if_adblock_active: 'no',
    auto_pilot_trigger: false,
    wheel_has_coupon: false,
    ab_test: false,
    ab_test_parent_id: null,
    field_poptin_height: null,
    gamified_prize: null,
    redirect_url: '',
    redirect_target: '_self',
    poptin_size: { width: 800, height: 500 },
    poptin_fields: [],
    version: 1,
    ...o,
    poptin_trigger: {
      shown: false,
      convert: false,
      close_trigger: [],
      skip_button_sec_counter: 0,
      poptin_area_flag: false,
      ...o.poptin_trigger,
    },
    triggers: { ...o.triggers },
    targeting: { ...o.targeting },
  });
}

/** A document stand-in whose cookie writes are recorded and readable like a browser's jar. */
export function cookieJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    writes,
    values,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(s: string) {
      writes.push(s);
      const [pair = '', ...attrs] = s.split('; ');
      const i = pair.indexOf('=');
      const maxAge = attrs.find((a) => a.startsWith('max-age='));
      if (maxAge === 'max-age=0') values.delete(pair.slice(0, i));
      else values.set(pair.slice(0, i), pair.slice(i + 1));
    },
  };
}

/** Makes `document.cookie` read and write `jar` until the test deletes the property again. */
export function serveDocumentCookie(jar: ReturnType<typeof cookieJar>): void {
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => jar.cookie,
    set: (v: string) => {
      jar.cookie = v;
    },
  });
}

/** A visitor context as `pageContext` builds it. */
export function context(o: Partial<Ctx> = {}): Ctx {
  return {
    visit: 2,
    returning: true,
    viewerId: 'f00dfeedbeef1',
    sessionPages: 3,
    previous: [{ path: '/', at: 100 }],
    all: [
      { path: '/', at: 100 },
      { path: '/products/shoe', at: 200 },
    ],
    landing: 'https://shop.example/',
    utm: '',
    referrer: 'https://search.example/?q=shoes',
    previousUrl: 'https://shop.example/',
    base: {
      url: 'https://shop.example/products/shoe',
      referrer: 'https://search.example/?q=shoes',
      previous_url: 'https://shop.example/',
      title: 'Red shoe',
      browser_language: 'en-GB',
      operating_system: 'Mac OS',
    },
    domain: 'shop.example',
    isMobile: false,
    cookies: {},
    convertedEmail: '',
    refresh: false,
    ...o,
  };
}

/** Sets a cookie on the test page (through the loader's own writer). */
export const pageCookie = (name: string, value: string): void => setCookie(name, value, 3600);

/** Removes every cookie of the test page. */
export function clearPageCookies(): void {
  for (const name of Object.keys(readCookies())) setCookie(name, '', 0);
}

/** A beacon's body parsed as JSON (jsdom's Blob has no `text()`). */
export const beaconJson = (b: unknown): Promise<unknown> =>
  new Promise((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve(JSON.parse(String(r.result)));
    r.readAsText(b as Blob);
  });
