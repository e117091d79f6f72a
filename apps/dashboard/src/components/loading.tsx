import { useT } from '../i18n/i18n.js';

/** A polite loading state: announced to screen readers, visible as a short line. */
export function Loading({ label }: { label?: string }) {
  const t = useT();
  return (
    <p className="loading" role="status">
      {label ?? t('common.loading')}…
    </p>
  );
}

/** An empty state with what to do next. */
export function Empty({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="empty">
      <h2>{title}</h2>
      {children}
    </div>
  );
}
