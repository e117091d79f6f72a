/** A polite loading state: announced to screen readers, visible as a short line. */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <p className="loading" role="status">
      {label}…
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
