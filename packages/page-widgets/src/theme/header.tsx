/**
 * Theme header: site name, the desktop menu (disclosure sub-menus) and the
 * mobile toggle with its dropdown (§2, §4). Server markup only; the vanilla
 * `theme` island (theme/client.ts) adds the behaviour.
 */
import { useRenderContext } from '../render/context.js';
import type { MenuItem, SiteInfo } from './site.js';

function MenuList({ items, prefix, level }: { items: MenuItem[]; prefix: string; level: number }) {
  return (
    <ul className={level === 0 ? 'menu' : 'sub-menu'}>
      {items.map((item, i) => {
        const subId = `${prefix}-sub-${level}-${i}`;
        return (
          <li key={item.href + item.label} className={item.children?.length ? 'has-children' : undefined}>
            <a href={item.href}>{item.label}</a>
            {item.children?.length ? (
              <>
                <button type="button" className="sub-toggle" aria-expanded="false" aria-controls={subId}>
                  <span className="sr-only">{`Submenú de ${item.label}`}</span>
                  <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
                <div id={subId} hidden>
                  <MenuList items={item.children} prefix={prefix} level={level + 1} />
                </div>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function Header({ site }: { site: SiteInfo }) {
  const ctx = useRenderContext();
  if (!ctx.editing) ctx.collector.islands.add('theme');
  return (
    <header className="site-header" data-sticky-header="">
      <div className="wrap header-row">
        <a className="site-name" href="/">
          <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32">
            <circle cx="16" cy="16" r="15" fill="#0b5f5f" />
            <path d="M16 7c4 5 6 8 6 11a6 6 0 01-12 0c0-3 2-6 6-11z" fill="#fff" />
          </svg>
          <span>{site.name}</span>
        </a>
        <nav className="menu-main" aria-label="Principal">
          <MenuList items={site.menu} prefix="main" level={0} />
        </nav>
        <button type="button" className="menu-toggle" aria-expanded="false" aria-controls="menu-dropdown">
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="sr-only">Menú</span>
        </button>
      </div>
      <nav className="menu-dropdown" id="menu-dropdown" aria-label="Menú móvil" hidden>
        <MenuList items={site.menu} prefix="drop" level={0} />
      </nav>
    </header>
  );
}
