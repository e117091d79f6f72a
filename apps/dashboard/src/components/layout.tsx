/** The signed-in frame: skip link, header with the account name, main navigation, the screen. */
import { useQuery } from '@tanstack/react-query';
import { NavLink, Outlet } from 'react-router';
import { accountQueries } from '../account/account-queries.js';
import { siteQueries } from '../site/site-queries.js';
import { navEntries } from './nav-entries.js';

export function Layout() {
  const session = useQuery(accountQueries.session());
  const site = useQuery(siteQueries.site());
  const entries = navEntries(site.data ? site.data.site !== null : undefined);
  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <span className="brand">Beckon</span>
        <span className="account-name">{session.data?.account.name}</span>
        <nav aria-label="Main">
          <ul>
            {entries.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
