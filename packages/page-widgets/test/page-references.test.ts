/** A form's pop-up action must name a pop-up of its own page (checked on save and publish). */
import { describe, expect, it } from 'vitest';
import { checkPageReferences } from '../src/document/references.js';
import { parseDocument } from '../src/document/validate.js';
import { widgets } from '../src/registry.js';

const form = (popup: Record<string, unknown>) => ({ id: 'f', type: 'form', settings: { captcha: 'none', popup } });
const section = (children: unknown[]) => ({
  id: 's',
  type: 'section',
  settings: {},
  children: [{ id: 'c', type: 'column', settings: {}, children }],
});
const check = (content: unknown[]) => () =>
  checkPageReferences(parseDocument({ schemaVersion: 1, root: { settings: {} }, content }, widgets));

describe('pop-up references of forms', () => {
  it('accepts an action naming a pop-up of the page, and a close without id from a form inside a pop-up', () => {
    const popup = { id: 'pop', type: 'popup', settings: {}, children: [form({ action: 'close' })] };
    expect(check([section([]), popup])).not.toThrow();
    expect(check([section([form({ action: 'open', id: 'pop' })]), { ...popup, children: [] }])).not.toThrow();
  });

  it('names the setting of an action whose id is no pop-up of the page', () => {
    expect(check([section([form({ action: 'close', id: 'c' })])])).toThrow(
      'content[0].children[0].children[0].settings.popup.id: "c" is not a pop-up on this page',
    );
  });

  it('refuses a close without id from a form outside any pop-up, which would close nothing', () => {
    expect(check([section([form({ action: 'close' })])])).toThrow(
      'content[0].children[0].children[0].settings.popup: closing without an id needs the form inside a pop-up',
    );
  });
});
