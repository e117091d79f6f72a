import { useT } from '../i18n/i18n.js';
/** Previous/next page buttons with "Page n of m", for the dashboard's paged lists. */
export function Pager({
  label,
  page,
  pages,
  onPage,
}: {
  /** What is paged, for the navigation's name, e.g. "Lead pages". */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previousPage')}
      </button>
      <span>{t('common.pageOf', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.nextPage')}
      </button>
    </nav>
  );
}
