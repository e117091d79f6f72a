/** The signed-in frame: skip link, header with the account name, main navigation, the screen. */
import { useQuery } from '@tanstack/react-query';
import { NavLink, Outlet } from 'react-router';
import { accountQueries } from '../account/account-queries.js';

const NAV = [
  { to: '/', label: 'Pop-ups', end: true },
  { to: '/leads', label: 'Leads', end: false },
  { to: '/forms', label: 'Form submissions', end: false },
  { to: '/lead-delivery', label: 'Lead delivery', end: false },
  { to: '/mail', label: 'Mail', end: false },
  { to: '/pages', label: 'Site pages', end: false },
  { to: '/results', label: 'Results', end: false },
  { to: '/statistics', label: 'Statistics', end: false },
  { to: '/orders', label: 'Orders', end: false },
  { to: '/products', label: 'Products', end: false },
  { to: '/coupons', label: 'Coupons', end: false },
  { to: '/media', label: 'Media', end: false },
  { to: '/install', label: 'Install', end: false },
  { to: '/team', label: 'Team', end: false },
  { to: '/account', label: 'Account', end: false },
];

export function Layout() {
  const session = useQuery(accountQueries.session());
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
            {NAV.map((item) => (
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
