import { type FormFieldInput, formFieldSchema } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { callingCodeFor } from '../rules/phone-international.js';
import { applyFormSettings, initialValue, toSubmittedValues } from './form-values.js';

const f = (input: Partial<FormFieldInput> & Pick<FormFieldInput, 'id' | 'type'>) =>
  formFieldSchema.parse({ name: `f_${input.id}`, ...input });

describe('initialValue', () => {
  it('never ticks a consent box, even when the owner asked for it', () => {
    expect(initialValue(f({ id: 'c', type: 'consent', checkbox_default_marked: true })).checked).toBe(false);
  });

  it('ticks a plain checkbox only when the owner marked it', () => {
    expect(initialValue(f({ id: 'a', type: 'checkbox' })).checked).toBe(false);
    expect(initialValue(f({ id: 'b', type: 'checkbox', checkbox_default_marked: true })).checked).toBe(true);
  });

  it('preselects the first choice of a required radio group only', () => {
    expect(initialValue(f({ id: 'r', type: 'radio', required: true, options: ['S', 'M'] })).value).toBe('S');
    expect(initialValue(f({ id: 'o', type: 'radio', options: ['S', 'M'] })).value).toBe('');
  });

  it('starts a select on the empty option unless the owner chose one of its options', () => {
    expect(initialValue(f({ id: 's', type: 'select', options: ['A'], value: 'Z' })).value).toBe('');
    expect(initialValue(f({ id: 't', type: 'select', options: ['A'], value: 'A' })).value).toBe('A');
  });
});

describe('applyFormSettings', () => {
  it('applies the form-wide checkbox settings to checkbox fields only', () => {
    const fields = applyFormSettings([f({ id: 'b', type: 'checkbox' }), f({ id: 'c', type: 'consent' })], {
      field_checkbox_required: true,
      field_checkbox_default_marked: true,
    });
    expect(fields[0]).toMatchObject({ required: true, checkbox_default_marked: true });
    expect(fields[1]).toMatchObject({ required: false, checkbox_default_marked: false });
  });
});

describe('toSubmittedValues', () => {
  it('takes the dial code of any country from the lookup it is given (China: +86)', () => {
    const values = [{ field: f({ id: 'p', type: 'phone', phone_country: 'CN' }), value: '013812345678' }];
    expect(toSubmittedValues(values, (c) => (c === 'CN' ? '86' : '')).standard).toEqual({ phone: '+8613812345678' });
  });

  it('sends tel as phone, normalised with the country dial code', () => {
    const out = toSubmittedValues(
      [{ field: f({ id: 't', type: 'tel', phone_country: 'GB' }), value: '(07911) 123456' }],
      callingCodeFor,
    );
    expect(out.standard).toEqual({ phone: '+447911123456' });
  });

  it('leaves out empty standard values, empty dates and selects on the default option', () => {
    const out = toSubmittedValues([
      { field: f({ id: 'n', type: 'name' }), value: '  ' },
      { field: f({ id: 'd', type: 'date' }), value: '' },
      { field: f({ id: 's', type: 'select', options: ['A'] }), value: '' },
    ]);
    expect(out).toEqual({ standard: {}, extra: [], checkboxChecked: false });
  });

  it('sends dates as dd/mm/yyyy and checkbox groups as lists', () => {
    const out = toSubmittedValues([
      { field: f({ id: 'b', type: 'birthday' }), value: '1990-03-07' },
      { field: f({ id: 'd', type: 'date', name: 'poptinDesignDateField' }), value: '2030-12-31' },
      { field: f({ id: 'g', type: 'checkbox', name: 'topics', options: ['A', 'B'] }), value: '', values: ['B'] },
    ]);
    expect(out.standard).toEqual({ birthday: '07/03/1990' });
    expect(out.extra).toEqual([
      { name: 'poptinDesignDateField', type: 'date', value: '31/12/2030' },
      { name: 'topics', type: 'checkbox', value: ['B'] },
    ]);
  });

  it('flags a ticked checkbox or consent', () => {
    const out = toSubmittedValues([{ field: f({ id: 'b', type: 'checkbox' }), value: '', checked: true }]);
    expect(out.checkboxChecked).toBe(true);
    expect(out.extra).toEqual([{ name: 'f_b', type: 'checkbox', value: 'true' }]);
  });
});
