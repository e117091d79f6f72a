/**
 * The search form every skin shares: a GET form to the site search
 * (/tienda/?s=…, the one search results page the site has: products, then
 * posts), so it works with no script at all. Server-safe: the full-screen island renders it too.
 */
import type { ReactNode } from 'react';

/** Where the words go: the catalogue's search, whose query schema allows up to 100 characters. */
const SEARCH_ACTION = '/tienda/';
const MAX_QUERY = 100;

interface SearchFieldsProps {
  /** Id of the input, unique in the page. */
  inputId: string;
  placeholder: string;
  /** Visible text of the submit button; no button when null (the minimal skin submits on Enter). */
  buttonText: string | null;
  /** Rendered before the input (the minimal skin's icon, which is the input's label). */
  before?: ReactNode;
  /** Set in the editor: the form never leaves the page being edited (§6). */
  editing?: boolean;
}

export function SearchIcon() {
  return (
    <svg className="search-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9.5 3a6.5 6.5 0 0 1 5.2 10.4l5.4 5.4-1.4 1.4-5.4-5.4A6.5 6.5 0 1 1 9.5 3Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z"
      />
    </svg>
  );
}

export function SearchFields(p: SearchFieldsProps) {
  return (
    // <search> is the search landmark; the form inside it is what the focus highlight outlines.
    <search>
      <form
        className="search-form"
        action={SEARCH_ACTION}
        method="get"
        onSubmit={p.editing ? (e) => e.preventDefault() : undefined}
      >
        {p.before ?? (
          <label className="sr-only" htmlFor={p.inputId}>
            Buscar productos
          </label>
        )}
        <input
          id={p.inputId}
          className="search-input"
          type="search"
          name="s"
          maxLength={MAX_QUERY}
          placeholder={p.placeholder}
          autoComplete="off"
        />
        {p.buttonText === null ? null : (
          <button type="submit" className="search-submit">
            {p.buttonText}
          </button>
        )}
      </form>
    </search>
  );
}
