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
  /** Id prefix of the icon symbols the server rendered beside the island (`{iconPrefix}-{network}`). */
  iconPrefix: string;
}

/** A brand icon drawn from the widget's own symbols, so no icon path ships in the island's script. */
function Icon({ id }: { id: string }) {
  return (
    <svg className="share-icon" aria-hidden="true" focusable="false">
      <use href={`#${id}`} />
    </svg>
  );
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
                <Icon id={`${p.iconPrefix}-${n}`} />
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
                <Icon id={`${p.iconPrefix}-${n}`} />
                {p.showLabels ? <span>{label}</span> : null}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
