/**
 * Every control of the lead form's fields changes what a visitor sees, or is a listed behaviour with its test
 * (design-walk.ts): the New field type picker adds a field of every type that draws, then each type's own
 * settings are walked, a few types to a case on a pop-up of their own, so each case is short.
 */
// A jsdom document first: react-dom and testing-library look for one when they load.
import '@beckon/widget/test-dom';
import { FIELD_TYPES } from '@beckon/popup-schema';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Control } from './control-walk.js';
import { prepareWalks, walk, withFields } from './design-walk.js';

/** Types per case: the picture of a pop-up with fewer fields is quicker to draw, and each case well inside its timeout. */
const PER_CASE = 5;
const CHUNKS = Array.from({ length: Math.ceil(FIELD_TYPES.length / PER_CASE) }, (_, i) =>
  FIELD_TYPES.slice(i * PER_CASE, (i + 1) * PER_CASE),
);

/** The field a control belongs to, by its heading ("Field 3 (url)"): its number, or 0 outside the fields. */
function fieldNumber(c: Control): number {
  const heading = c.el.closest('li')?.querySelector('h4')?.textContent ?? '';
  return Number(/^Field (\d+) \(/.exec(heading)?.[1] ?? 0);
}

/** The fields a new pop-up has: walked with the picker; the types' own cases walk the fields after them. */
const STARTING_FIELDS = withFields([])().design.fields.length;

beforeAll(prepareWalks);
afterAll(() => vi.useRealTimers());
afterEach(cleanup);

describe('every form field setting of a lightbox', () => {
  it('changes what a visitor sees through the new pop-up’s fields, the submit label and a field of every type added', {
    timeout: 60_000,
  }, async ({ signal }) => {
    // The Add field button adds one more field before the picker: both are walked here, the picker's are not.
    const skip = (c: Control) => c.section !== 'Form fields' || fieldNumber(c) > STARTING_FIELDS + 1;
    const walked = await walk('lightbox', skip, undefined, signal);
    expect(walked.silent).toEqual([]);
    expect(walked.sections).toEqual(['Form fields']);
  });

  it.for(CHUNKS.map((types) => ({ types, names: types.join(', ') })))(
    'changes what a visitor sees through the settings of a field of each type: $names',
    { timeout: 60_000 },
    async ({ types }, { signal }) => {
      // Only the fields added for the case; the picker, the new pop-up's own field and the item tools are walked above.
      const skip = (c: Control) =>
        c.section !== 'Form fields' || fieldNumber(c) <= STARTING_FIELDS || /› (Move|Remove) /.test(c.name);
      const walked = await walk('lightbox', skip, withFields(types), signal);
      expect(walked.silent).toEqual([]);
      expect(walked.sections).toEqual(['Form fields']);
    },
  );
});
