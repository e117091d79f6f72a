import { describe, expect, it } from 'vitest';
import { engagementHolds, engagementRuleHolds, type Marks } from './engagement';

const SELF = 'aaaaaaaaaaaaa';
const LIGHTBOX = 'bbbbbbbbbbbbb';
const EMBED = 'ccccccccccccc';
const others = [
  { id: SELF, embedded: false },
  { id: LIGHTBOX, embedded: false },
  { id: EMBED, embedded: true },
];
const none: Marks = { seen: false, closed: false, converted: false };
const marksOf =
  (m: Record<string, Partial<Marks>>) =>
  (id: string): Marks => ({ ...none, ...m[id] });
const holds = (rule: string, m: Record<string, Partial<Marks>> = {}) =>
  engagementRuleHolds(rule, SELF, others, marksOf(m));

describe('engagementRuleHolds', () => {
  it.each([
    ['seen_poptin', { seen: true }],
    ['closed', { closed: true }],
    ['converted', { converted: true }],
  ])('show|%s on a named pop-up holds only in that state', (state, mark) => {
    expect(holds(`show|${state}|not_embedded|${LIGHTBOX}`, { [LIGHTBOX]: mark })).toBe(true);
    expect(holds(`show|${state}|not_embedded|${LIGHTBOX}`)).toBe(false);
    expect(holds(`hide|${state}|not_embedded|${LIGHTBOX}`, { [LIGHTBOX]: mark })).toBe(false);
    expect(holds(`hide|${state}|not_embedded|${LIGHTBOX}`)).toBe(true);
  });

  it('not_seen holds until the named pop-up has been seen', () => {
    expect(holds(`show|not_seen|not_embedded|${LIGHTBOX}`)).toBe(true);
    expect(holds(`show|not_seen|not_embedded|${LIGHTBOX}`, { [LIGHTBOX]: { seen: true } })).toBe(false);
    expect(holds(`hide|not_seen|not_embedded|${LIGHTBOX}`)).toBe(false);
  });

  it('any looks at the other pop-ups of the chosen kind only', () => {
    expect(holds('show|converted|embedded|any', { [EMBED]: { converted: true } })).toBe(true);
    expect(holds('show|converted|not_embedded|any', { [EMBED]: { converted: true } })).toBe(false);
    expect(holds('show|converted|not_embedded|any', { [LIGHTBOX]: { converted: true } })).toBe(true);
  });

  it('any never counts the pop-up itself', () => {
    expect(holds('show|seen_poptin|not_embedded|any', { [SELF]: { seen: true } })).toBe(false);
  });

  it('not_seen with any holds only while none of them was seen', () => {
    expect(holds('show|not_seen|embedded|any')).toBe(true);
    expect(holds('show|not_seen|embedded|any', { [EMBED]: { seen: true } })).toBe(false);
  });

  it('a named pop-up of the other kind never matches', () => {
    expect(holds(`show|seen_poptin|embedded|${LIGHTBOX}`, { [LIGHTBOX]: { seen: true } })).toBe(false);
  });

  it('a named pop-up this page does not know is checked by its marks alone', () => {
    expect(holds('show|seen_poptin|embedded|ddddddddddddd', { ddddddddddddd: { seen: true } })).toBe(true);
  });

  it.each(['', 'show', 'maybe|seen_poptin|embedded|any', 'show|liked|embedded|any', 'show|seen_poptin|embedded|'])(
    'lets a malformed rule (%j) hold rather than hide the pop-up',
    (rule) => {
      expect(holds(rule)).toBe(true);
    },
  );
});

describe('engagementHolds', () => {
  it('needs every rule to hold', () => {
    const rules = [`show|seen_poptin|not_embedded|${LIGHTBOX}`, `hide|converted|not_embedded|${LIGHTBOX}`];
    expect(engagementHolds(rules, SELF, others, marksOf({ [LIGHTBOX]: { seen: true } }))).toBe(true);
    expect(engagementHolds(rules, SELF, others, marksOf({ [LIGHTBOX]: { seen: true, converted: true } }))).toBe(false);
  });
});
