/**
 * The social buttons block: a row of links to the owner's profiles, each a
 * brand icon drawn inline and named by the brand. A link opens in a new tab
 * without an opener or referrer, and following it neither closes the pop-up
 * nor counts as a lead. Its own chunk, as the icons' path data is most of it.
 */
import type { SocialLink } from '@beckon/popup-schema';
import { SOCIAL_NETWORK_NAMES } from '@beckon/popup-schema/social-networks';
import { SOCIAL_ICON_PATHS } from './social-icons.js';

export interface SocialProps {
  links: readonly SocialLink[];
}

/** The schema allows https links only; a document that skipped it still never yields another scheme. */
const HTTPS = /^https:\/\//i;

export function Social({ links }: SocialProps) {
  return (
    <ul className="bk-social">
      {links
        .filter((link) => HTTPS.test(link.url))
        .map((link, i) => (
          // The owner's list is fixed while it shows, and a network may repeat: position is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i}>
            <a className="bk-soc" href={link.url} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path fill="currentColor" d={SOCIAL_ICON_PATHS[link.network]} />
              </svg>
              <span className="bk-sr">{SOCIAL_NETWORK_NAMES[link.network]}</span>
            </a>
          </li>
        ))}
    </ul>
  );
}
