/**
 * What the walks over the builder's controls share (design-walk.tsx over the design sections,
 * every-rule-setting.test.tsx over the rule sections): every control on the screen named by its section and
 * label, the changes tried on each in turn, and the check that each listed test exists. Tests only.
 */
import { readFileSync } from 'node:fs';
import { fireEvent } from '@testing-library/react';
import { expect } from 'vitest';

export interface Control {
  el: HTMLElement;
  /** `section › label`, the key of a walk's lists. */
  name: string;
  section: string;
  /** name, tag and occurrence: unique on the screen. */
  key: string;
}

const text = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Every input, select, text area and button of the screen's form, in screen order. */
export function controls(): Control[] {
  const form = document.querySelector('form');
  const seen = new Map<string, number>();
  const out: Control[] = [];
  // jsdom's `labels` scans the document for every control; one pass over the labels is hundreds of times faster.
  const labelled = new Map<string, string>();
  for (const l of form?.querySelectorAll('label[for]') ?? [])
    labelled.set(l.getAttribute('for') ?? '', l.textContent ?? '');
  for (const top of form?.children ?? []) {
    const section = text(top.querySelector('h2,legend')?.textContent);
    for (const el of top.querySelectorAll<HTMLElement>('input,select,textarea,button')) {
      const label = text(
        el.getAttribute('aria-label') ??
          labelled.get(el.id) ??
          (el.tagName === 'BUTTON' ? el.textContent : el.closest('label')?.textContent),
      );
      const name = `${section} › ${label}`;
      const base = `${name} (${el.tagName.toLowerCase()})`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      out.push({ el, name, section, key: `${base} #${n}` });
    }
  }
  return out;
}

const DATE = '2031-03-14';

/** Numbers the plain words typed, so two ids typed in turn still differ. */
let walks = 0;

/** The changes tried on a control, in turn, until one changes what the walk observes. */
export function changes(el: HTMLElement): (() => void)[] {
  const input = el as HTMLInputElement;
  const set = (value: string) => () => fireEvent.change(el, { target: { value } });
  if (input.type === 'checkbox' || el.tagName === 'BUTTON') return [() => fireEvent.click(el)];
  if (el instanceof HTMLSelectElement) {
    const values = [...el.options].filter((o) => !o.disabled).map((o) => o.value);
    const i = values.indexOf(el.value);
    return [...values.slice(i + 1), ...values.slice(0, i)].map(set);
  }
  const colour = input.value === '#1a2b3c' ? '#3c2b1a' : '#1a2b3c';
  if (input.type === 'color' || /^#[0-9a-f]{3,8}$/i.test(input.value)) return [set(colour)];
  if (input.type === 'number') {
    const n = Number(input.value || 0);
    return [n + 1, n - 1, n + 10, 5, 0.5, 0].map((v) => set(String(v)));
  }
  if (input.type === 'date') return [set(DATE)];
  if (input.type === 'time') return [set('12:34'), set('06:15')];
  // Three moments, so a bound that must come after another has one that does.
  if (input.type === 'datetime-local') return ['2031-03-14T12:34', '2032-07-20T18:45', '2030-01-05T06:15'].map(set);
  // A link stays a working link of its kind: a video link that stops being one would hide the block for the rest.
  const link = /youtu/.test(input.value)
    ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
    : 'https://example.com/walk.png';
  walks += 1;
  const values = [`${input.value} Walk`, link, colour, `walk${walks}`, 'ES', `walk${walks}.example`];
  return (/^https?:/.test(input.value) ? [link, ...values] : values).map(set);
}

/** Each entry of a walk's list names a test (file from the repository root › title) that must exist. */
export function expectNamedTestsExist(entries: Record<string, string>) {
  for (const [setting, ref] of Object.entries(entries)) {
    const [file = '', title = ''] = ref.split(' › ');
    const source = readFileSync(new URL(`../../../../${file}`, import.meta.url), 'utf8');
    expect(source, `${setting}: ${ref}`).toContain(title);
  }
}
