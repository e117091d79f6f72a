/** The owner API's answers about an account and its website, for the tests of the screens that read them. */
import type { InstallAnswer, SessionAnswer, SiteStartersAnswer, SiteSummary } from '@beckon/owner-api';

export const SESSION: SessionAnswer = {
  owner: { owner_id: '0000000000001', email: 'ana@luna.example' },
  role: 'owner',
  account: { account_id: 'de30c1e0a1b2c', name: 'Luna Bakery' },
  plan: { is_freemium: false },
  csrf_token: 'tok',
};

export const STARTERS: SiteStartersAnswer = {
  starters: [
    { id: 'blank', name: 'Blank', description: 'A home page to fill in.', pages: 1, products: 0 },
    {
      id: 'clinic',
      name: 'Clinic',
      description: 'A full site with services, a shop and a booking form, to make your own.',
      pages: 14,
      products: 8,
    },
  ],
  url_pattern: 'http://{label}.localhost:3000',
};

export const SITE: SiteSummary = {
  site_id: '0000000000042',
  name: 'Luna Bakery',
  starter: 'blank',
  url: 'http://luna-bakery.localhost:3000/',
  addresses: [
    {
      host: 'luna-bakery.localhost',
      kind: 'subdomain',
      url: 'http://luna-bakery.localhost:3000/',
      verified: true,
      verification: null,
    },
  ],
  theme: {
    name: 'Luna Bakery',
    tagline: 'Bread every morning',
    logo: null,
    colours: { primary: '#0b5f5f', accent: '#8a3b00', text: '#1f2328', headings: '#1b2a4a' },
    fonts: { headings: 'serif', body: 'system' },
    menu: [
      { label: 'Home', href: '/' },
      { label: 'Bread', href: '/bread/', children: [{ label: 'Rye', href: '/bread/rye/' }] },
    ],
    footer: { address: '1 Moon Street', phone: '+34 900 000 000', hours: 'Every day 7–14', note: '' },
  },
  created_at: '2026-11-29T08:00:00.000Z',
};

/** An owner's domain not yet verified, with the TXT record to publish. */
export const WAITING_DOMAIN = {
  host: 'www.lunabakery.com',
  kind: 'domain',
  url: 'https://www.lunabakery.com/',
  verified: false,
  verification: { type: 'TXT', name: '_beckon.www.lunabakery.com', value: 'beckon-verify=3f9a1c' },
} as const satisfies SiteSummary['addresses'][number];

/** The install screen's answer: both snippets, not yet seen on a site. */
export const INSTALL: InstallAnswer = {
  client_id: 'de30c1e0a1b2c',
  snippet: '<script id="beckon-pixel" src="/widget/loader.js?id=de30c1e0a1b2c" async></script>',
  tracker_snippet: '<script src="/t.js" data-site="de30c1e0a1b2c" defer></script>',
  seen: false,
  last_seen_at: null,
  last_seen_url: null,
};
