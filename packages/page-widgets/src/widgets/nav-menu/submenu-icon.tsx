/** The mark beside a nav menu item that opens a sub-menu: a chevron, a filled caret, a plus, or none. */
export function SubmenuIcon({ kind }: { kind: 'chevron' | 'caret' | 'plus' | 'none' }) {
  if (kind === 'none') return null;
  return (
    <svg className={`nm-icon nm-icon--${kind}`} aria-hidden="true" width="10" height="10" viewBox="0 0 12 12">
      {kind === 'chevron' ? <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" /> : null}
      {kind === 'caret' ? <path d="M1 4h10L6 10z" fill="currentColor" /> : null}
      {kind === 'plus' ? <path d="M6 1v10M1 6h10" fill="none" stroke="currentColor" strokeWidth="2" /> : null}
    </svg>
  );
}
