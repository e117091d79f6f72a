/** The page document is validated on save and on load, and says exactly what is wrong. */
import { describe, expect, it } from 'vitest';
import { DocumentError, parseDocument, widgets } from '../src/index.js';

const doc = (content: unknown[], root: unknown = { settings: {} }) => ({ schemaVersion: 1, root, content });
const section = (children: unknown[], settings = {}) => ({
  id: 's1',
  type: 'section',
  settings,
  children: [{ id: 'c1', type: 'column', settings: {}, children }],
});

function problemsOf(raw: unknown): string {
  try {
    parseDocument(raw, widgets);
  } catch (err) {
    expect(err).toBeInstanceOf(DocumentError);
    return (err as Error).message;
  }
  throw new Error('the document was accepted');
}

describe('parseDocument', () => {
  it('accepts a valid document and fills every setting with its default', () => {
    const parsed = parseDocument(doc([section([{ id: 'h', type: 'heading', settings: { text: 'Hola' } }])]), widgets);
    const heading = parsed.content[0]?.children[0]?.children[0];
    expect(heading?.settings).toEqual({
      text: 'Hola',
      level: 'h2',
      align: 'left',
      entranceAnimation: 'none',
      entranceDuration: 'normal',
      entranceDelay: 0,
      motionEffect: 'none',
      motionSpeed: 4,
    });
    expect(parsed.root.settings).toEqual({ showHeader: true, showFooter: true, showTitle: true });
  });

  it('rejects a document that is not an object of the right version', () => {
    expect(problemsOf({ schemaVersion: 2, root: { settings: {} }, content: [] })).toMatch(
      /^schemaVersion: must be one of 1/,
    );
    expect(problemsOf('nope')).toMatch(/must be an object/);
  });

  it('names an unknown widget type and lists the known ones', () => {
    const message = problemsOf(doc([section([{ id: 'x', type: 'carrusel', settings: {} }])]));
    expect(message).toContain('content[0].children[0].children[0].type: unknown widget "carrusel"');
    expect(message).toContain('before-after');
  });

  it('reports a bad setting with its full path and the rule it breaks', () => {
    const message = problemsOf(doc([section([{ id: 'ba', type: 'before-after', settings: { offset: 150 } }])]));
    expect(message).toBe('content[0].children[0].children[0].settings.offset: must be at most 100');
  });

  it('rejects unknown settings instead of silently dropping them', () => {
    expect(problemsOf(doc([section([{ id: 'h', type: 'heading', settings: { text: 'a', colour: 'red' } }])]))).toBe(
      'content[0].children[0].children[0].settings: unknown field "colour"',
    );
  });

  it('rejects a widget outside a column and a column outside a section', () => {
    expect(problemsOf(doc([{ id: 'h', type: 'heading', settings: { text: 'a' } }]))).toContain(
      'content[0].type: "heading" cannot stand here, expected a section',
    );
    expect(problemsOf(doc([section([{ id: 'c2', type: 'column', settings: {} }])]))).toContain(
      'content[0].children[0].children[0].type: "column" cannot stand here, expected a content widget',
    );
  });

  it('rejects children on a widget that holds none and duplicate node ids', () => {
    const message = problemsOf(
      doc([
        section([
          { id: 'h', type: 'heading', settings: { text: 'a' }, children: [{ id: 'i', type: 'text', settings: {} }] },
          { id: 'h', type: 'text', settings: {} },
        ]),
      ]),
    );
    expect(message).toContain('content[0].children[0].children[0].children: "heading" holds no children');
    expect(message).toContain('content[0].children[0].children[1].id: "h" is used by another node');
  });

  it('rejects node ids that could not be DOM ids', () => {
    expect(problemsOf(doc([section([{ id: 'Mal id', type: 'text', settings: {} }])]))).toMatch(
      /content\[0\]\.children\[0\]\.children\[0\]\.id: must be 1–48 lowercase letters/,
    );
  });

  it('reports at most five problems and counts the rest', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ id: `t${i}`, type: 'nope', settings: {} }));
    expect(problemsOf(doc([section(many)]))).toMatch(/; and 3 more$/);
  });
});
