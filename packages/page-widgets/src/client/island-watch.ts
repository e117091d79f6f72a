/**
 * A classic script in the page's head, before the islands: when an island's
 * module (or a chunk it imports) fails to load, or has not run after the chunk
 * timeout, each of its widgets says so instead of staying silently inert. The
 * server-rendered content stays visible; only its interactivity is missing.
 */
import { CHUNK_TIMEOUT_MS } from '../builder-constants.js';

const MESSAGE = 'No se ha podido cargar esta parte de la página. Recárguela para intentarlo de nuevo.';

function islandOf(script: HTMLScriptElement): string | null {
  return /\/islands\/([\w-]+)\.js$/.exec(script.src)?.[1] ?? null;
}

function fail(name: string): void {
  for (const el of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]:not([data-hydrated])`)) {
    if (el.previousElementSibling?.classList.contains('island-failed')) continue;
    const note = document.createElement('p');
    note.className = 'island-failed';
    note.setAttribute('role', 'alert');
    // The builder's chunk error, named for whoever reads the page's source or a bug report.
    note.dataset.error = 'Loading chunk failed';
    note.textContent = MESSAGE;
    Object.assign(note.style, {
      margin: '.5rem 0',
      padding: '.6rem .9rem',
      borderRadius: '6px',
      background: '#fbeceb',
      color: '#8a1f19',
      fontWeight: '600',
    });
    el.before(note);
  }
}

// Load errors of scripts do not bubble, but they pass the window on the way down (capture).
window.addEventListener(
  'error',
  (e) => {
    const name = e.target instanceof HTMLScriptElement ? islandOf(e.target) : null;
    if (name) fail(name);
  },
  true,
);

setTimeout(() => {
  for (const s of document.querySelectorAll<HTMLScriptElement>('script[type="module"][src*="/islands/"]')) {
    const name = islandOf(s);
    if (name) fail(name);
  }
}, CHUNK_TIMEOUT_MS);
