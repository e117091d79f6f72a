/** Valid request bodies for each route and hostile strings to store verbatim. */
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID } from '../../src/demo-ids.js';

export const VIEWER_ID = '0123456789abc';

/** Strings that must come back byte-for-byte as data, never as markup or SQL. */
export const HOSTILE_STRINGS = [
  '<script>alert(1)</script>',
  "'; DROP TABLE conversions; --",
  '"><img src=x onerror=alert(1)>',
  'שלום \u200f עולם 🎉👩‍👩‍👧 \u202e',
  'Zalgo Z̵̡̢͔̈́a̷̞͊l̶̢̈́g̸͇̈o̵̟͘',
  '\\u0000 not a real NUL, just text',
] as const;

export function displayBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { domain: 'clinic.example', url: 'https://clinic.example/', ...overrides };
}

export function viewedBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    viewer_id: VIEWER_ID,
    trigger: 'timer',
    client_id: DEMO_CLIENT_ID,
    type: 'desktop',
    url: 'https://clinic.example/',
    ...overrides,
  };
}

export function closedBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { client_id: DEMO_CLIENT_ID, url: 'https://clinic.example/', reason: 'x_click', ...overrides };
}

export function conversionForm(overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    conversion_key: `key-${Math.random().toString(36).slice(2, 14)}`,
    poptin_id: DEMO_TIMER_POPUP_ID,
    client_id: DEMO_CLIENT_ID,
    url: 'https://clinic.example/',
    visitor: 'desktop',
    email: 'dana@clinic.example',
    name: 'Dana',
    ...overrides,
  };
}

export { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID };
