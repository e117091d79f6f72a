/**
 * The page document (sections → columns → widgets, as the server stores and
 * renders it) and Puck's data (components with props, children in slots),
 * converted both ways. Node ids survive the round trip; components Puck adds
 * get an id the document schema accepts, derived from Puck's own so it stays
 * the same from save to save.
 */

import type { AnyWidget } from '@beckon/page-widgets/define-widget.js';
import { NODE_ID, type PageNode } from '@beckon/page-widgets/document/schema.js';
import type { ComponentData, Data } from '@puckeditor/core';
import { cleanValue, formValue, type JsonSchema } from './settings-fields.js';

export interface WidgetInfo {
  widget: AnyWidget;
  schema: JsonSchema;
  defaults: Record<string, unknown>;
}

export interface PageDocument {
  schemaVersion: 1;
  root: { settings: Record<string, unknown> };
  content: PageNode[];
}

/** Props Puck adds or the slot holds: never settings. */
const NOT_SETTINGS = new Set(['id', 'children', 'puck', 'editMode']);

function toComponent(node: PageNode, info: ReadonlyMap<string, WidgetInfo>): ComponentData {
  const w = info.get(node.type);
  const props: Record<string, unknown> = { ...(w?.defaults ?? {}) };
  for (const [key, value] of Object.entries(node.settings ?? {})) {
    props[key] = w?.schema.properties?.[key] ? formValue(value, w.schema.properties[key]) : value;
  }
  props.id = node.id;
  if (w?.widget.accepts) props.children = (node.children ?? []).map((c) => toComponent(c, info));
  return { type: node.type, props: props as ComponentData['props'] };
}

export function toPuckData(doc: PageDocument, info: ReadonlyMap<string, WidgetInfo>): Data {
  return {
    root: { props: { ...doc.root.settings } },
    content: doc.content.map((n) => toComponent(n, info)),
  };
}

/** A short, stable base-36 hash (FNV-1a) of Puck's id. */
function hash36(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/** The node id for a Puck id: itself when the schema accepts it and it is free, else one derived from it. */
export function nodeIdFor(puckId: string, type: string, used: Set<string>): string {
  let id = NODE_ID.test(puckId) && !used.has(puckId) ? puckId : '';
  if (!id) {
    const prefix =
      type
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, '-')
        .replace(/^[^a-z]+/, '') || 'w';
    const base = `${prefix.slice(0, 38)}-${hash36(puckId)}`;
    id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  }
  used.add(id);
  return id;
}

function toNode(c: ComponentData, info: ReadonlyMap<string, WidgetInfo>, used: Set<string>): PageNode {
  const w = info.get(c.type);
  const props = c.props as Record<string, unknown>;
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) if (!NOT_SETTINGS.has(key)) raw[key] = value;
  const settings = (w ? cleanValue(raw, w.schema) : raw) as Record<string, unknown>;
  const node: PageNode = { id: nodeIdFor(String(props.id ?? ''), c.type, used), type: c.type, settings };
  if (w?.widget.accepts) {
    const children = Array.isArray(props.children) ? (props.children as ComponentData[]) : [];
    node.children = children.map((child) => toNode(child, info, used));
  }
  return node;
}

const ROOT_SETTINGS = ['showHeader', 'showFooter', 'showTitle'] as const;

export function fromPuckData(data: Data, info: ReadonlyMap<string, WidgetInfo>): PageDocument {
  const used = new Set<string>();
  const rootProps = (data.root?.props ?? {}) as Record<string, unknown>;
  const settings: Record<string, unknown> = {};
  for (const key of ROOT_SETTINGS) if (typeof rootProps[key] === 'boolean') settings[key] = rootProps[key];
  return {
    schemaVersion: 1,
    root: { settings },
    content: (data.content ?? []).map((c) => toNode(c, info, used)),
  };
}
