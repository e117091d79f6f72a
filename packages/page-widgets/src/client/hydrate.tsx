/**
 * Client side of the island boundary: hydrates every marker of one island
 * name with its JSON props. Built with react → preact/compat, so the same
 * component source runs on React 19 on the server and on Preact here.
 */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  for (const el of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    if (el.dataset.hydrated) continue;
    el.dataset.hydrated = '1';
    const props = JSON.parse(el.dataset.props ?? '{}') as P;
    hydrateRoot(el, <Component {...props} />);
  }
}
