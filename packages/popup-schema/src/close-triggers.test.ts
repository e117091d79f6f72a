import { describe, expect, it } from 'vitest';
import { closeTriggers } from './close-triggers.js';
import { designPropertiesSchema } from './design-document.js';
import { popupRecordSchema } from './popup-record.js';

const dp = (input: Record<string, unknown> = {}) => designPropertiesSchema.parse(input);

describe('the ways a pop-up can be closed', () => {
  it('lists submit, bg_click and x_click for the default design', () => {
    expect(closeTriggers(dp())).toEqual(['submit', 'bg_click', 'x_click']);
  });

  it('leaves out bg_click when outside clicks are turned off', () => {
    expect(closeTriggers(dp({ poptin_design_close_on_screen_click: false }))).toEqual(['submit', 'x_click']);
  });

  it('leaves out x_click for the skip button and for no close control', () => {
    expect(closeTriggers(dp({ poptin_design_close_options_type: 'closing_options-button' }))).not.toContain('x_click');
    expect(closeTriggers(dp({ poptin_design_close_options_type: 'closing_options-empty' }))).not.toContain('x_click');
  });

  it('lists submit when the thank-you screen closes by itself or there is none, not when it waits', () => {
    expect(closeTriggers(dp({ poptin_design_thank_screen: false, thank_screen_auto_close: false }))).toContain(
      'submit',
    );
    expect(closeTriggers(dp({ thank_screen_auto_close: false }))).not.toContain('submit');
  });

  it('accepts a list of ways in the record and refuses the old empty string and unknown ways', () => {
    const trigger = popupRecordSchema.shape.poptin_trigger.shape.close_trigger;
    expect(trigger.safeParse(['bg_click', 'x_click']).success).toBe(true);
    expect(trigger.safeParse([]).success).toBe(true);
    expect(trigger.safeParse('').success).toBe(false);
    expect(trigger.safeParse(['escape']).success).toBe(false);
  });
});

describe('the conversion event name', () => {
  const event = (v: unknown) => designPropertiesSchema.shape.conversion_event.safeParse(v);

  it('is empty by default and takes GTM-style names', () => {
    expect(dp().conversion_event).toBe('');
    expect(event('beckon_lead').success).toBe(true);
    expect(event('lead.spring-sale_2').success).toBe(true);
  });

  it('refuses script, spaces, quotes, a leading digit, NUL bytes and lone surrogates', () => {
    for (const bad of ["alert('x')", 'a b', '"x"', '9lead', '<script>', 'a\u0000b', 'a\ud800', 'a;b', 'javascript:x'])
      expect(event(bad).success, bad).toBe(false);
  });

  it('caps the length before trying the pattern, with one clear message', () => {
    const r = event('a'.repeat(41));
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['must be at most 40 characters']);
    expect(event('a'.repeat(40)).success).toBe(true);
  });
});
