/**
 * Share buttons: real links (they work before any script runs, in a new
 * tab); the island opens them in a small window as the builder does and
 * makes "print" print. Inactive in the editor (§6).
 */
import type { IslandBaseProps } from '../../render/island.js';
import { NETWORK_LABELS, type Network, type ShareData, shareUrl } from './urls.js';

export interface ShareButtonsProps extends IslandBaseProps {
  networks: Network[];
  data: ShareData;
  showLabels: boolean;
}

const POPUP = 'toolbar=0,status=0,width=640,height=480';

export function ShareButtons(p: ShareButtonsProps) {
  return (
    <ul className="share">
      {p.networks.map((n) => {
        const href = shareUrl(n, p.data);
        const label = NETWORK_LABELS[n];
        const name = n === 'print' || n === 'email' ? label : `Compartir en ${label}`;
        return (
          <li key={n} className={`share-item share-${n}`}>
            {href === null ? (
              <button
                type="button"
                className="share-link"
                onClick={() => !p.editing && window.print()}
                aria-label={p.showLabels ? undefined : name}
              >
                <span className="share-icon" aria-hidden="true">
                  {label.slice(0, 1)}
                </span>
                {p.showLabels ? <span>{label}</span> : null}
              </button>
            ) : (
              <a
                className="share-link"
                href={href}
                target={n === 'email' ? undefined : '_blank'}
                rel="noopener noreferrer"
                aria-label={p.showLabels ? undefined : name}
                onClick={(e) => {
                  if (p.editing) {
                    e.preventDefault();
                    return;
                  }
                  if (n === 'email') return;
                  if (window.open(href, '', POPUP)) e.preventDefault();
                }}
              >
                <span className="share-icon" aria-hidden="true">
                  {label.slice(0, 1)}
                </span>
                {p.showLabels ? <span>{label}</span> : null}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
