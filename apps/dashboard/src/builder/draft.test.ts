import { popupInputSchema } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { cleaned, getIn, newField, newPopup, setIn } from './draft.js';

describe('getIn', () => {
  it('reads nested objects and arrays by path', () => {
    const value = { a: { b: [{ c: 1 }, { c: 2 }] } };
    expect(getIn(value, ['a', 'b', 1, 'c'])).toBe(2);
    expect(getIn(value, [])).toBe(value);
  });

  it('gives undefined past a missing or primitive step', () => {
    expect(getIn({ a: 1 }, ['a', 'b'])).toBeUndefined();
    expect(getIn({ a: null }, ['a', 'b'])).toBeUndefined();
    expect(getIn(undefined, ['a'])).toBeUndefined();
  });
});

describe('setIn', () => {
  it('copies only the changed branch and leaves the original untouched', () => {
    const value = { a: { b: [{ c: 1 }, { c: 2 }] }, other: { x: 1 } };
    const next = setIn(value, ['a', 'b', 1, 'c'], 3);
    expect(next).toEqual({ a: { b: [{ c: 1 }, { c: 3 }] }, other: { x: 1 } });
    expect(value.a.b[1]?.c).toBe(2);
    expect(next.other).toBe(value.other);
    expect(next.a.b[0]).toBe(value.a.b[0]);
    expect(next.a.b).not.toBe(value.a.b);
    expect(Array.isArray(next.a.b)).toBe(true);
  });

  it('creates missing containers: arrays for number keys, objects otherwise', () => {
    expect(setIn({} as Record<string, unknown>, ['list', 0, 'name'], 'x')).toEqual({ list: [{ name: 'x' }] });
  });

  it('replaces the whole value for an empty path', () => {
    expect(setIn({ a: 1 }, [], { b: 2 })).toEqual({ b: 2 });
  });
});

describe('newPopup', () => {
  it('is a valid save with the server defaults filled in', () => {
    const popup = newPopup();
    expect(popupInputSchema.safeParse(popup).success).toBe(true);
    expect(popup).toMatchObject({
      name: 'New pop-up',
      poptin_type: 'lightbox',
      is_active: true,
      poptin_target: 'lead',
      ab_weight: 50,
      triggers: { display_after_sec_active: 5 },
    });
    expect(popup.design.fields.map((f) => [f.id, f.name, f.required])).toEqual([
      ['email', 'poptinDesignInputTextFieldEmail', true],
    ]);
  });

  it('gives a fresh object each time, so drafts never share state', () => {
    const a = newPopup();
    const b = newPopup();
    expect(a).toEqual(b);
    expect(a.design).not.toBe(b.design);
  });
});

describe('newField', () => {
  it("uses the widget's input name for standard fields and a custom name otherwise", () => {
    expect(newField('phone', [])).toMatchObject({
      id: 'phone',
      name: 'poptinDesignInputTextFieldPhone',
      label: 'Phone',
      required: false,
    });
    const message = newField('message', []);
    expect(message.name).toBe('poptinDesignInputCustomField-message');
    expect(message.label).toBe('Message');
  });

  it('numbers the id when the type is already in the form', () => {
    const first = newField('email', []);
    const second = newField('email', [first]);
    const third = newField('email', [first, second]);
    expect([first.id, second.id, third.id]).toEqual(['email', 'email_2', 'email_3']);
  });

  it('makes fields the save schema accepts, with unique ids', () => {
    const popup = newPopup();
    const fields = [...popup.design.fields];
    for (const type of ['email', 'name', 'phone', 'consent', 'first_name'] as const)
      fields.push(newField(type, fields));
    const result = popupInputSchema.safeParse(setIn(popup, ['design', 'fields'], fields));
    expect(result.success).toBe(true);
  });
});

describe('cleaned', () => {
  it('drops blank lines from the line-per-rule lists and keeps everything else', () => {
    const popup = newPopup();
    const draft = setIn(
      setIn(
        setIn(popup, ['targeting', 'url_include'], ['/shop', '', '  ', '/blog']),
        ['targeting', 'url_exclude'],
        [''],
      ),
      ['targeting', 'engagement_with_other_poptin_filter'],
      [' ', 'abc'],
    );
    const out = cleaned(draft);
    expect(out.targeting.url_include).toEqual(['/shop', '/blog']);
    expect(out.targeting.url_exclude).toEqual([]);
    expect(out.targeting.engagement_with_other_poptin_filter).toEqual(['abc']);
    expect(out.design).toBe(draft.design);
    expect(draft.targeting.url_include).toHaveLength(4);
  });
});
