import { describe, expect, it } from 'vitest';
import { planLimitScreen, REMIND_AFTER_MS, type UpgradeChoice } from './plan-limit';

const u = { id: '19a2b3c4d5e', mote_than_two_days: false, remindme_popup: true };
const now = 1_764_000_000_000;
const chose = (s: UpgradeChoice['s'], ago: number, id = u.id): UpgradeChoice => ({ id, s, t: now - ago });

describe('planLimitScreen', () => {
  it('shows the upgrade pop-up to a visitor who has not chosen yet', () => {
    expect(planLimitScreen(u, null, now)).toBe('upgrade');
  });

  it("never shows anything again after don't remind, however long ago", () => {
    expect(planLimitScreen(u, chose('dont_remind', 0), now)).toBeNull();
    expect(planLimitScreen(u, chose('dont_remind', 365 * REMIND_AFTER_MS), now)).toBeNull();
  });

  it('waits a day after remind me, then shows the remind-me pop-up', () => {
    expect(planLimitScreen(u, chose('remind_me', REMIND_AFTER_MS - 1), now)).toBeNull();
    expect(planLimitScreen(u, chose('remind_me', REMIND_AFTER_MS), now)).toBe('remind');
  });

  it('treats going to upgrade like remind me, since the pop-ups stay paused until the plan changes', () => {
    expect(planLimitScreen(u, chose('click', 1000), now)).toBeNull();
    expect(planLimitScreen(u, chose('click', REMIND_AFTER_MS), now)).toBe('remind');
  });

  it('shows the full upgrade pop-up again instead of the reminder when the account offers no reminders', () => {
    expect(planLimitScreen({ ...u, remindme_popup: false }, chose('remind_me', REMIND_AFTER_MS), now)).toBe('upgrade');
  });

  it("asks again when a new restriction begins, even after don't remind on the last one", () => {
    expect(planLimitScreen(u, chose('dont_remind', 0, '18ffffffffff'), now)).toBe('upgrade');
  });
});
