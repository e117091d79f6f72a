/**
 * The signed-in frame: skip link, a side bar with the product mark, the account name and the main navigation
 * in groups (nav-entries.ts), and the screen. On a narrow window, and in the page editor (whose canvas needs
 * the window's width), the bar sits above the screen; on a phone the navigation folds behind a Menu button,
 * so a screen starts on its first view rather than after fifteen links. The language switch sits at the
 * navigation's foot.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useMatch } from 'react-router';
import { accountQueries } from '../account/account-queries.js';
import { useT } from '../i18n/i18n.js';
import { siteQueries } from '../site/site-queries.js';
import { LanguageSwitch } from './language-switch.js';
import { navGroups } from './nav-entries.js';
import { ProductMark } from './product-mark.js';

export function Layout() {
  const t = useT();
  const session = useQuery(accountQueries.session());
  const site = useQuery(siteQueries.site());
  const groups = navGroups(site.data ? site.data.site !== null : undefined);
  const wide = useMatch('/pages/:pageId') !== null;
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // A link followed from the folded menu closes it, so the new screen is what the owner sees.
  useEffect(() => {
    if (pathname) setMenuOpen(false);
  }, [pathname]);
  return (
    <>
      <a className="skip" href="#main">
        {t('layout.skip')}
      </a>
      <div className={wide ? 'shell shell-wide' : 'shell'}>
        <header className="sidebar">
          <span className="brand">
            <ProductMark />
            Beckon
          </span>
          <span className="account-name">{session.data?.account.name}</span>
          <button
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t('layout.menu')}
          </button>
          <nav aria-label={t('layout.mainNav')} id="main-nav" data-open={menuOpen}>
            {groups.map((group, i) => (
              <div className="nav-group" key={group.entries[0]?.to}>
                <span className="nav-group-label" id={`nav-group-${i}`}>
                  {group.label}
                </span>
                <ul aria-labelledby={`nav-group-${i}`}>
                  {group.entries.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} end={item.end}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <LanguageSwitch />
          </nav>
        </header>
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </>
  );
}
