/**
 * The shape of one page-builder widget (aesthetics.md example 10, Puck's
 * config object): a strict settings schema whose defaults are the widget's
 * default props, and a server-safe React render. Interactive widgets render
 * an <Island> inside; its client entry lives next to it in `client.tsx`.
 */
import type { ReactNode } from 'react';
import type * as z from 'zod';

export interface WidgetRenderProps<S> {
  /** The node id from the document: unique in the page, usable in DOM ids. */
  id: string;
  settings: S;
  /** Rendered child nodes (containers only). */
  children?: ReactNode;
}

export interface WidgetDefinition<S = unknown> {
  type: string;
  /** Spanish name: the editor's own words for the widget come from the dashboard's catalogues, by `type`. */
  label: string;
  /** Strict zod object; `settings.parse({})` gives the default props. */
  settings: z.ZodType<S, unknown>;
  /** Which node types it may hold: none when absent. */
  accepts?: 'columns' | 'widgets';
  /** Set when the widget stands at the top level though it holds widgets (a pop-up). */
  placement?: 'top';
  /** CSS added once to every page that uses this widget. */
  css?: string;
  render(props: WidgetRenderProps<S>): ReactNode;
}

/** Erased form stored in the registry (each entry keeps its own S inside). */
export type AnyWidget = WidgetDefinition<never> & {
  settings: z.ZodType<unknown, unknown>;
  render(props: WidgetRenderProps<unknown>): ReactNode;
};

export function defineWidget<S>(def: WidgetDefinition<S>): AnyWidget {
  return def as unknown as AnyWidget;
}

/** The default props of a widget: its schema applied to no settings. */
export function defaultsOf(widget: AnyWidget): unknown {
  return widget.settings.parse({});
}
