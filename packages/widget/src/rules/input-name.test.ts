import { describe, expect, it } from 'vitest';
import { inputName } from './input-name.js';

const field = (type: Parameters<typeof inputName>[0]['type'], name = 'owner_name', options: string[] = []) => ({
  type,
  name,
  options,
});

describe('form input names', () => {
  it('gives the standard fields the names the spec lists, whatever the owner named them', () => {
    expect(inputName(field('email', 'mail'))).toBe('poptinDesignInputTextFieldEmail');
    expect(inputName(field('name'))).toBe('poptinDesignInputTextFieldName');
    expect(inputName(field('first_name'))).toBe('poptinDesignInputTextFieldFirstName');
    expect(inputName(field('last_name'))).toBe('poptinDesignInputTextFieldLastName');
    expect(inputName(field('phone'))).toBe('poptinDesignInputTextFieldPhone');
    expect(inputName(field('checkbox'))).toBe('poptinDesignInputTextFieldCheckbox');
    expect(inputName(field('birthday'))).toBe('poptinDesignBirthdayField');
    expect(inputName(field('date'))).toBe('poptinDesignDateField');
    expect(inputName(field('url'))).toBe('poptinDesignWebsiteField');
    expect(inputName(field('hidden'))).toBe('poptinDesignHiddenField');
  });

  it('prefixes every other field with poptinDesignInputCustomField- before its own name', () => {
    expect(inputName(field('custom', 'shoe_size'))).toBe('poptinDesignInputCustomField-shoe_size');
    expect(inputName(field('radio', 'colour', ['red', 'blue']))).toBe('poptinDesignInputCustomField-colour');
    expect(inputName(field('checkbox', 'topics', ['a', 'b']))).toBe('poptinDesignInputCustomField-topics');
  });
});
