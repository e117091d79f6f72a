// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { describe, expect, it } from 'vitest';
import { fieldSettings } from './field-settings.js';

describe('the settings offered for a form field', () => {
  it('offers the name sent with the lead only for fields sent under their own name', () => {
    for (const type of ['email', 'name', 'phone', 'tel', 'message', 'consent'] as const)
      expect(fieldSettings(type).name, type).toBe(false);
    for (const type of ['hidden', 'custom', 'url', 'date', 'radio', 'select'] as const)
      expect(fieldSettings(type).name, type).toBe(true);
  });
});
