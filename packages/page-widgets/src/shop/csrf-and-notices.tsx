/**
 * The two pieces nearly every shop page shows: the hidden CSRF field of its state-changing forms, and the
 * notices (what just happened: added, refused, signed in) above its content.
 */
import type { ShopNotice } from './views.js';

/** The hidden CSRF field of a state-changing form (absent for a visitor who has no cart yet). */
export function Csrf({ token }: { token: string | null }) {
  return token ? <input type="hidden" name="_csrf" value={token} /> : null;
}

export function Notices({ notices }: { notices: ShopNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <div className="shop-notices" role={notices.some((n) => n.kind === 'error') ? 'alert' : 'status'}>
      {notices.map((n) => (
        <div key={n.text} className={`shop-notice${n.kind === 'error' ? ' is-error' : ''}`}>
          <p>{n.text}</p>
          {n.link ? (
            <a className="btn btn-secondary" href={n.link.href}>
              {n.link.label}
            </a>
          ) : null}
        </div>
      ))}
    </div>
  );
}
