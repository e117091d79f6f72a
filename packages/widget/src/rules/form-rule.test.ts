import { describe, expect, it } from 'vitest';
import {
  checkFormHasValue,
  checkRequiredChoices,
  convertsOnButton,
  firstInvalidTarget,
  payloadValues,
} from './form-rule.js';
import { field } from './test-fields.js';

const name = field({ id: 'name', type: 'name' });
const email = field({ id: 'email', type: 'email' });
const consent = field({ id: 'consent', type: 'consent' });
const tick = field({ id: 'tick', type: 'checkbox' });
const requiredTick = field({ id: 'tick', type: 'checkbox', required: true });
const group = field({ id: 'group', type: 'checkbox', required: true, options: ['A', 'B'] });
const radio = field({ id: 'radio', type: 'radio', options: ['Yes', 'No'] });
const hidden = field({ id: 'hidden', type: 'hidden', value: 'campaign-7' });

describe('checkFormHasValue', () => {
  it('is false when every text field is empty', () => {
    expect(
      checkFormHasValue([
        { field: name, value: '' },
        { field: email, value: '  ' },
      ]),
    ).toBe(false);
  });

  it('is true when one text field has a value', () => {
    expect(
      checkFormHasValue([
        { field: name, value: '' },
        { field: email, value: 'dana@example.com' },
      ]),
    ).toBe(true);
  });

  it('does not count ticked checkboxes or consent as a value', () => {
    expect(
      checkFormHasValue([
        { field: name, value: '' },
        { field: tick, value: 'Yes', checked: true },
        { field: consent, value: 'I agree', checked: true },
      ]),
    ).toBe(false);
  });

  it('does not count an owner-filled hidden field as a value', () => {
    expect(checkFormHasValue([{ field: hidden, value: 'campaign-7' }])).toBe(false);
  });

  it('counts a checked radio option', () => {
    expect(checkFormHasValue([{ field: radio, value: 'Yes', checked: true }])).toBe(true);
  });

  it('does not count unchecked radio options even though they carry a label', () => {
    expect(
      checkFormHasValue([
        { field: radio, value: 'Yes', checked: false },
        { field: radio, value: 'No', checked: false },
      ]),
    ).toBe(false);
  });

  it('counts a radio group entry holding the chosen option', () => {
    expect(checkFormHasValue([{ field: radio, value: 'No' }])).toBe(true);
  });

  it('counts a multi-select with a chosen option', () => {
    const multi = field({ id: 'multi', type: 'multi-select', options: ['A', 'B'] });
    expect(checkFormHasValue([{ field: multi, value: '', values: ['B'] }])).toBe(true);
    expect(checkFormHasValue([{ field: multi, value: '', values: [] }])).toBe(false);
  });

  it('is false for a form without fields', () => {
    expect(checkFormHasValue([])).toBe(false);
  });
});

describe('convertsOnButton', () => {
  it('lets a form without fields convert on its button', () => {
    expect(convertsOnButton([])).toBe(true);
  });

  it('lets a form of only owner-filled hidden fields convert on its button', () => {
    expect(convertsOnButton([hidden])).toBe(true);
  });

  it('lets a form of only ticks and consent convert on its button, their own rules still apply', () => {
    expect(convertsOnButton([consent, requiredTick, group])).toBe(true);
  });

  it('demands a value as soon as the form has one field to type into or choose from', () => {
    expect(convertsOnButton([hidden, consent, email])).toBe(false);
    expect(convertsOnButton([radio])).toBe(false);
  });
});

describe('firstInvalidTarget', () => {
  it('points at the email field when there is one', () => {
    expect(
      firstInvalidTarget([
        { field: name, value: '' },
        { field: email, value: '' },
      ]),
    ).toBe('email');
  });

  it('points at the first input when there is no email field', () => {
    const phone = field({ id: 'phone', type: 'phone' });
    expect(
      firstInvalidTarget([
        { field: name, value: '' },
        { field: phone, value: '' },
      ]),
    ).toBe('name');
  });

  it('skips hidden fields, which cannot be focused', () => {
    expect(
      firstInvalidTarget([
        { field: hidden, value: 'x' },
        { field: name, value: '' },
      ]),
    ).toBe('name');
  });

  it('gives an empty id for a form without inputs', () => {
    expect(firstInvalidTarget([])).toBe('');
  });
});

describe('checkRequiredChoices', () => {
  it('asks for an unticked consent box', () => {
    expect(checkRequiredChoices([{ field: consent, value: 'I agree', checked: false }])).toEqual({
      fieldId: 'consent',
      message: 'required',
    });
  });

  it('accepts a ticked consent box', () => {
    expect(checkRequiredChoices([{ field: consent, value: 'I agree', checked: true }])).toBeNull();
  });

  it('asks for an unticked required single checkbox', () => {
    expect(checkRequiredChoices([{ field: requiredTick, value: 'Yes', checked: false }])).toEqual({
      fieldId: 'tick',
      message: 'required',
    });
  });

  it('lets an optional single checkbox stay unticked', () => {
    expect(checkRequiredChoices([{ field: tick, value: 'Yes', checked: false }])).toBeNull();
  });

  it('asks for a required checkbox group with nothing ticked', () => {
    expect(checkRequiredChoices([{ field: group, value: '', values: [] }])).toEqual({
      fieldId: 'group',
      message: 'required',
    });
  });

  it('accepts a required checkbox group with one option ticked', () => {
    expect(checkRequiredChoices([{ field: group, value: '', values: ['B'] }])).toBeNull();
  });

  it('accepts a required group given one entry per option when one is ticked', () => {
    expect(
      checkRequiredChoices([
        { field: group, value: 'A', checked: false },
        { field: group, value: 'B', checked: true },
      ]),
    ).toBeNull();
  });

  it('asks for a required group given one entry per option when none is ticked', () => {
    expect(
      checkRequiredChoices([
        { field: group, value: 'A', checked: false },
        { field: group, value: 'B', checked: false },
      ]),
    ).toEqual({ fieldId: 'group', message: 'required' });
  });

  it('names the first unticked choice in form order', () => {
    expect(
      checkRequiredChoices([
        { field: name, value: '' },
        { field: requiredTick, value: 'Yes', checked: false },
        { field: consent, value: 'I agree', checked: false },
      ]),
    ).toEqual({ fieldId: 'tick', message: 'required' });
  });
});

describe('payloadValues', () => {
  const date = field({ id: 'date', type: 'date' });
  const select = field({ id: 'select', type: 'select', options: ['A', 'B'] });

  it('drops an empty date field', () => {
    expect(payloadValues([{ field: date, value: '' }])).toEqual([]);
  });

  it('keeps a filled date field', () => {
    expect(payloadValues([{ field: date, value: '01/03/2026' }])).toHaveLength(1);
  });

  it('drops a select left on its empty default option', () => {
    expect(payloadValues([{ field: select, value: '' }])).toEqual([]);
  });

  it('keeps a select with a chosen option', () => {
    expect(payloadValues([{ field: select, value: 'B' }])).toEqual([{ field: select, value: 'B' }]);
  });

  it('keeps other empty fields, in order', () => {
    const values = [
      { field: name, value: '' },
      { field: date, value: '' },
      { field: email, value: 'dana@example.com' },
    ];
    expect(payloadValues(values).map((v) => v.field.id)).toEqual(['name', 'email']);
  });
});
