import { defineWidget } from '@beckon/page-widgets/define-widget.js';
import { NODE_ID } from '@beckon/page-widgets/document/schema.js';
import { parseDocument } from '@beckon/page-widgets/document/validate.js';
import { widgets } from '@beckon/page-widgets/registry.js';
import type { ComponentData, Data } from '@puckeditor/core';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import english from '../i18n/catalogues/en.json';
import { fromPuckData, type PageDocument, toPuckData } from './document-data.js';
import { puckConfig, widgetInfo } from './puck-config.js';
import { cleanValue, settingsJsonSchema } from './settings-fields.js';

const root = (children: unknown) => children as never;

describe('the Puck configuration generated from the widget registry', () => {
  const info = widgetInfo(widgets);
  const config = puckConfig(info, root);

  it('has one component per registry widget, with its label, a field per setting and the schema’s defaults', () => {
    expect(Object.keys(config.components).sort()).toEqual([...widgets.keys()].sort());
    for (const [type, widget] of widgets) {
      const component = config.components[type];
      const settingKeys = Object.keys(settingsJsonSchema(widget.settings).properties ?? {});
      expect(component?.label).toBe(english[`pageWidget.type.${type}` as keyof typeof english]);
      expect(Object.keys(component?.fields ?? {})).toEqual(
        expect.arrayContaining(widget.accepts ? [...settingKeys, 'children'] : settingKeys),
      );
      let defaults: unknown = {};
      try {
        defaults = widget.settings.parse({});
      } catch {}
      expect(component?.defaultProps).toEqual(widget.accepts ? { ...(defaults as object), children: [] } : defaults);
    }
  });

  it('lets sections hold only columns and columns only content widgets', () => {
    const section = config.components.section?.fields?.children;
    const column = config.components.column?.fields?.children;
    expect(section).toMatchObject({ type: 'slot' });
    expect((section as { allow: string[] }).allow).toContain('column');
    expect((section as { allow: string[] }).allow).not.toContain('heading');
    // A pop-up holds widgets too, but only stands at the top level: never inside a section.
    expect((section as { allow: string[] }).allow).not.toContain('popup');
    expect(column).toMatchObject({ type: 'slot' });
    expect((column as { allow: string[] }).allow).toContain('countdown');
    expect((column as { allow: string[] }).allow).not.toContain('section');
  });

  it('offers the shop’s cart and My account widgets among the content widgets a column holds', () => {
    const column = config.components.column?.fields?.children as { allow: string[] };
    expect(column.allow).toEqual(expect.arrayContaining(['cart', 'my-account']));
    expect(config.categories?.content?.components).toEqual(expect.arrayContaining(['cart', 'my-account']));
    expect([config.components.cart?.label, config.components['my-account']?.label]).toEqual(['Cart', 'My account']);
  });

  it('shows a widget added to the registry with fields from its schema and no second definition', () => {
    const extra = defineWidget({
      type: 'rating',
      label: 'Valoración',
      settings: z
        .object({
          stars: z.number().int().min(1).max(5).default(4),
          tone: z.enum(['light', 'dark']).default('light'),
          caption: z.string().max(80).optional(),
          perDevice: z.union([z.number(), z.object({ desktop: z.number(), mobile: z.number().optional() })]),
        })
        .strict(),
      render: () => null,
    });
    const generated = puckConfig(widgetInfo(new Map([['rating', extra]])), root).components.rating;
    expect(generated?.label).toBe('Valoración');
    expect(generated?.fields).toMatchObject({
      stars: { type: 'number', min: 1, max: 5, step: 1 },
      tone: { type: 'select', options: [{ value: 'light' }, { value: 'dark' }] },
      caption: { type: 'text' },
      perDevice: { type: 'object', objectFields: { desktop: { type: 'number' }, mobile: { type: 'number' } } },
    });
    expect(generated?.defaultProps).toEqual({});
  });
});

describe('the document and Puck data', () => {
  const info = widgetInfo(widgets);
  const doc: PageDocument = {
    schemaVersion: 1,
    root: { settings: { showFooter: false } },
    content: [
      {
        id: 'sec-1',
        type: 'section',
        settings: { gap: 24, label: 'Ofertas' },
        children: [
          {
            id: 'col-1',
            type: 'column',
            settings: { span: { desktop: 6, mobile: 12 } },
            children: [
              { id: 'head-1', type: 'heading', settings: { text: 'Hola', level: 'h1' } },
              { id: 'cd-1', type: 'countdown', settings: { dueDate: '2031-05-01T09:00:00+02:00' } },
            ],
          },
        ],
      },
    ],
  };

  it('survive the round trip: the document comes back valid and renders the same', () => {
    const back = fromPuckData(toPuckData(doc, info), info);
    expect(parseDocument(back, widgets)).toEqual(parseDocument(doc, widgets));
    expect(back.content[0]?.children?.[0]?.children?.map((n) => n.id)).toEqual(['head-1', 'cd-1']);
  });

  it('give a component Puck added an id the schema accepts, the same on every save', () => {
    const puckId = 'heading-1b2c3d4e-aaaa-bbbb-cccc-123456789012';
    const data = toPuckData(doc, info);
    const childrenOf = (c: ComponentData | undefined) =>
      (c?.props as unknown as { children?: ComponentData[] } | undefined)?.children ?? [];
    childrenOf(childrenOf(data.content[0])[0]).push({
      type: 'heading',
      props: { id: puckId, text: 'Nuevo', level: 'h2' },
    } as ComponentData);
    const first = fromPuckData(data as Data, info).content[0]?.children?.[0]?.children?.[2]?.id ?? '';
    const second = fromPuckData(data as Data, info).content[0]?.children?.[0]?.children?.[2]?.id;
    expect(first).toMatch(NODE_ID);
    expect(second).toBe(first);
    expect(() => parseDocument(fromPuckData(data as Data, info), widgets)).not.toThrow();
  });

  it('drops emptied optional fields and reads numbers typed as text', () => {
    const schema = settingsJsonSchema(widgets.get('section')?.settings as z.ZodType);
    expect(cleanValue({ label: '', anchor: '', gap: { desktop: '16', mobile: '' } }, schema)).toEqual({
      gap: { desktop: 16 },
    });
  });
});
