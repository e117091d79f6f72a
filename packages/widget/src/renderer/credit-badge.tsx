/**
 * The credit badge (spec §2 "Close controls"): a 118x20 px link (wider when
 * a translation is longer, so it is never cut) to the
 * provider shown when the record's if_poptin_credit is on. The link carries
 * `src` = the host page's host, so the provider sees where visitors came from.
 */
import type { Lang } from '../contract.js';
import { t } from '../rules/messages.js';

const CREDIT_URL = 'https://beckon.example/';

export function creditHref(pageHost: string): string {
  return `${CREDIT_URL}?${new URLSearchParams({ src: pageHost })}`;
}

export function CreditBadge({ lang, pageHost }: { lang: Lang; pageHost: string }) {
  return (
    <a className="bk-credit" href={creditHref(pageHost)} target="_blank" rel="noopener">
      {t(lang, 'poweredBy')}
    </a>
  );
}
