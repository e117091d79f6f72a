/**
 * The site pages screen's "Menu" section: the main-menu entries added for pages, in the
 * order the site shows them, to rename, move (up/down one step of the menu as the site shows it: past
 * a theme entry, or past another added entry at the same place) or remove. Each change is saved at once
 * and the public pages show it on the next load.
 */
import type { MenuEntry } from '@beckon/owner-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../api/client.js';
import { useT } from '../i18n/i18n.js';
import { type MenuChange, pageQueries, useChangeMenuEntry } from './pages-queries.js';

/** Where an entry shows among the theme's entries, in words (positions past the end mean last). */
function placeOf(place: number, theme: readonly string[]): string {
  if (place === 0) return `first, before «${theme[0] ?? ''}»`;
  if (place >= theme.length) return `last, after «${theme.at(-1) ?? ''}»`;
  return `between «${theme[place - 1]}» and «${theme[place]}»`;
}

function EntryRow({
  entry,
  theme,
  first,
  last,
  busy,
  change,
}: {
  entry: MenuEntry;
  theme: readonly string[];
  /** First or last of the whole menu, theme entries included: it cannot go further that way. */
  first: boolean;
  last: boolean;
  busy: boolean;
  change: (c: MenuChange) => void;
}) {
  const t = useT();
  const [label, setLabel] = useState(entry.label);
  const place = Math.min(entry.position, theme.length);
  const inputId = `menu-label-${entry.page_id}`;
  return (
    <li>
      <form
        className="filters"
        aria-label={t('editor.menu.entryFor', { title: entry.title })}
        onSubmit={(e) => {
          e.preventDefault();
          change({ pageId: entry.page_id, update: { label } });
        }}
      >
        <div className="field">
          <label htmlFor={inputId}>
            {t('editor.labelFor')} <code>{entry.path}</code>
          </label>
          <input id={inputId} required maxLength={60} value={label} onChange={(e) => setLabel(e.target.value)} />
        </div>
        <button type="submit" disabled={busy || label.trim() === '' || label === entry.label}>
          {t('editor.rename')}
        </button>
        <button
          type="button"
          aria-label={t('editor.menu.moveUp', { label: entry.label })}
          disabled={busy || first}
          onClick={() => change({ pageId: entry.page_id, update: { move: 'up' } })}
        >
          {t('editor.up')}
        </button>
        <button
          type="button"
          aria-label={t('editor.menu.moveDown', { label: entry.label })}
          disabled={busy || last}
          onClick={() => change({ pageId: entry.page_id, update: { move: 'down' } })}
        >
          {t('editor.down')}
        </button>
        <button
          type="button"
          aria-label={t('editor.menu.remove', { label: entry.label })}
          disabled={busy}
          onClick={() => change({ pageId: entry.page_id, remove: true })}
        >
          {t('media.remove')}
        </button>
        <small>
          {placeOf(place, theme)}
          {entry.published ? '' : ' (hidden until the page is published)'}
        </small>
      </form>
    </li>
  );
}

export function SiteMenuSection() {
  const t = useT();
  const menu = useQuery(pageQueries.menu());
  const change = useChangeMenuEntry();
  return (
    <section aria-labelledby="site-menu-heading">
      <h2 id="site-menu-heading">{t('layout.menu')}</h2>
      <p>{t('editor.theMainMenuEntries')}</p>
      {menu.error ? <p role="alert">{menu.error.message}</p> : null}
      {menu.data && menu.data.entries.length === 0 ? <p>{t('editor.noPageHasA')}</p> : null}
      {menu.data ? (
        <ol aria-label={t('editor.menuEntries')}>
          {menu.data.entries.map((entry, i, all) => (
            // Keyed by label too, so a saved rename resets the row's field to what the server keeps.
            <EntryRow
              key={`${entry.page_id}:${entry.label}`}
              entry={entry}
              theme={menu.data.theme}
              first={i === 0 && entry.position === 0}
              last={i === all.length - 1 && entry.position >= menu.data.theme.length}
              busy={change.isPending}
              change={(c) => change.mutate(c)}
            />
          ))}
        </ol>
      ) : null}
      {change.error ? (
        <p role="alert">{change.error instanceof ApiError ? change.error.message : t('editor.theMenuCouldNot')}</p>
      ) : null}
    </section>
  );
}
