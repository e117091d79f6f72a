/**
 * Generated visitor traffic for the reports tests and the bench: a seeded,
 * repeatable stream of page views and link/download events, day by day, with
 * weekly seasonality, a long tail of pages and a mix of referrer kinds. Rows
 * are in the shape the ingestion writers take, so seeding goes through the
 * same SQL as live hits.
 */
import type { EventRow, PageviewRow } from '../../src/plugins/statistics/ingest-repository.js';

export interface TrafficOptions {
  site: string;
  /** First day, YYYY-MM-DD (UTC). */
  from: string;
  days: number;
  /** Average page views per day; weekends get fewer. */
  pageviewsPerDay: number;
  seed?: number;
}

export interface TrafficDay {
  day: string;
  pageviews: PageviewRow[];
  events: EventRow[];
}

/** mulberry32: small, fast, seeded. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PAGES = Array.from({ length: 300 }, (_, i) => (i === 0 ? '/' : `/page-${i}`));
const SEARCH = ['www.google.com', 'www.bing.com', 'duckduckgo.com', 'search.yahoo.com'];
const EXTERNAL = Array.from({ length: 40 }, (_, i) => `news${i}.example`);
const OUTBOUND = Array.from({ length: 60 }, (_, i) => `https://partner${i}.example/offer`);
const FILES = Array.from({ length: 25 }, (_, i) => `https://clinic.example/files/brochure-${i}.pdf`);

export function* generateTraffic(opts: TrafficOptions): Generator<TrafficDay> {
  const rand = prng(opts.seed ?? 42);
  // Skewed pick: low indexes far more often, like real page popularity.
  const pick = <T>(list: readonly T[]) => list[Math.floor(list.length * rand() ** 3)] as T;
  const start = Date.parse(`${opts.from}T00:00:00Z`);
  for (let d = 0; d < opts.days; d++) {
    const date = new Date(start + d * 86_400_000);
    const day = date.toISOString().slice(0, 10);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const n = Math.max(1, Math.round(opts.pageviewsPerDay * (weekend ? 0.6 : 1.15) * (0.8 + 0.4 * rand())));
    const visitorsPool = Math.max(1, Math.round(n / 3));
    const pageviews: PageviewRow[] = [];
    const events: EventRow[] = [];
    for (let i = 0; i < n; i++) {
      const visitor = `${day}-${Math.floor(rand() * visitorsPool)}`;
      const path = pick(PAGES);
      const r = rand();
      const [kind, host] =
        r < 0.35
          ? (['direct', ''] as const)
          : r < 0.6
            ? (['internal', 'clinic.example'] as const)
            : r < 0.85
              ? (['search', pick(SEARCH)] as const)
              : (['external', pick(EXTERNAL)] as const);
      const seenAt = new Date(date.getTime() + Math.floor(rand() * 86_400_000));
      pageviews.push({
        account_id: opts.site,
        day,
        visitor_id: visitor,
        page_uri: rand() < 0.2 ? `${path}?utm_source=x` : path,
        page_path: path,
        source_type: 'post',
        source_id: String(PAGES.indexOf(path)),
        search_query: '',
        referrer: host ? `https://${host}/` : '',
        referrer_host: host,
        referrer_kind: kind,
        seen_at: seenAt,
      });
      const e = rand();
      if (e < 0.06) {
        const download = e < 0.02;
        const target = download ? pick(FILES) : pick(OUTBOUND);
        const file = target.slice(target.lastIndexOf('/') + 1);
        events.push({
          account_id: opts.site,
          day,
          visitor_id: visitor,
          event_kind: download ? 'download' : 'link',
          event_name: download ? 'file_download' : 'click',
          client_time: seenAt.getTime(),
          element_id: '',
          element_class: '',
          link_text: 'link',
          mouse_button: 0,
          file_name: download ? file.replace(/\.pdf$/, '') : '',
          file_ext: download ? 'pdf' : '',
          meta: '',
          target,
          page_id: '0',
          woo_download: false,
          download_file: '',
          seen_at: seenAt,
        });
      }
    }
    yield { day, pageviews, events };
  }
}
