import { popupInputSchema } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { newPopup, setIn } from './builder/draft.js';
import { fieldErrors, pathKey } from './validation.js';

/** The inline messages the builder would show for this draft. */
function messagesFor(draft: unknown) {
  const result = popupInputSchema.safeParse(draft);
  if (result.success) return {};
  return fieldErrors(result.error.issues, draft);
}

describe('pathKey', () => {
  it('joins a zod path with dots, array indexes included', () => {
    expect(pathKey(['design', 'screens', 'main', 0, 'url'])).toBe('design.screens.main.0.url');
    expect(pathKey([])).toBe('');
  });
});

describe('fieldErrors (messages next to builder fields)', () => {
  it('is empty for a valid draft', () => {
    expect(messagesFor(newPopup())).toEqual({});
  });

  it('says "must be a number" for a cleared number input (NaN)', () => {
    expect(messagesFor(setIn(newPopup(), ['poptin_format'], Number.NaN))).toEqual({
      poptin_format: 'must be a number',
    });
  });

  it("keeps the schema's own wording for range and format rules", () => {
    const draft = setIn(
      setIn(setIn(newPopup(), ['poptin_format'], 21), ['name'], '   '),
      ['design', 'style', 'background'],
      'red',
    );
    expect(messagesFor(draft)).toEqual({
      poptin_format: 'must be 20 or less',
      name: 'must not be blank',
      'design.style.background': 'must be a hex colour like #1a2b3c',
    });
  });

  it('lists the allowed values for an enum', () => {
    const messages = messagesFor(setIn(newPopup(), ['display_if_adblock_active'], 'maybe'));
    expect(messages).toEqual({ display_if_adblock_active: 'must be one of "yes", "no"' });
  });

  it('names unknown fields', () => {
    const messages = messagesFor({ ...newPopup(), colour: 'blue' });
    expect(messages).toEqual({ '': 'unknown field "colour"' });
  });

  it("puts the link rule's message on the button's URL field", () => {
    const popup = newPopup();
    const main = [
      ...(popup.design.screens.main ?? []),
      { kind: 'button', label: 'Go', action: 'url', url: 'javascript:alert(1)' },
    ];
    const messages = messagesFor(setIn(popup, ['design', 'screens', 'main'], main));
    expect(messages).toEqual({ 'design.screens.main.3.url': 'must start with http://, https:// or /' });
    const fixed = setIn(main, [3, 'url'], '/offers');
    expect(messagesFor(setIn(popup, ['design', 'screens', 'main'], fixed))).toEqual({});
  });

  it('marks the second of two fields with the same id', () => {
    const popup = newPopup();
    const [email] = popup.design.fields;
    const messages = messagesFor(setIn(popup, ['design', 'fields'], [email, { ...email, label: 'Again' }]));
    expect(messages).toEqual({ 'design.fields.1.id': 'must be unique in the form' });
  });

  it('keeps the first message when one path has several', () => {
    const schema = z.object({ code: z.string().min(5, 'too short').regex(/^\d+$/, 'digits only') });
    const result = schema.safeParse({ code: 'ab' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error.issues, { code: 'ab' })).toEqual({ code: 'too short' });
  });

  it('describes a wrong type by what is expected', () => {
    expect(messagesFor(setIn(newPopup(), ['is_active'], 'yes'))).toEqual({ is_active: 'must be a boolean' });
  });
});
