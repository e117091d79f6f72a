/**
 * The Store reports screen's views, Reports and Orders, as links: the view is in the address (`?view=orders`),
 * so it survives a reload and can be shared, without a route of its own in the first screen's route table.
 */
import { Link, useSearchParams } from 'react-router';
import { useT } from '../i18n/i18n.js';

export type StoreView = 'reports' | 'orders';

/** The view the address asks for; the reports unless it names the orders. */
export function useStoreView(): StoreView {
  const [search] = useSearchParams();
  return search.get('view') === 'orders' ? 'orders' : 'reports';
}

export function StoreViews() {
  const t = useT();
  const view = useStoreView();
  const link = (to: StoreView, href: string, label: string) => (
    <Link
      to={href}
      className={view === to ? 'button primary' : 'button'}
      aria-current={view === to ? 'page' : undefined}
    >
      {label}
    </Link>
  );
  return (
    <nav className="button-row store-views" aria-label={t('storeReports.views')}>
      {link('reports', '/store-reports', t('storeReports.reportsView'))}
      {link('orders', '/store-reports?view=orders', t('nav.orders'))}
    </nav>
  );
}
