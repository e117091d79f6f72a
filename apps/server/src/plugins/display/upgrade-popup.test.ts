import { describe, expect, it } from 'vitest';
import { upgradePopup } from './upgrade-popup.js';

const DAY = 86_400_000;
const since = 1_764_000_000_000;

describe('upgradePopup', () => {
  it('names the restriction by its start in hex milliseconds and offers reminders for the upgrade setting', () => {
    expect(upgradePopup({ restrictionSetting: 'upgrade', restrictedSince: since }, since + DAY)).toEqual({
      id: since.toString(16),
      mote_than_two_days: false,
      remindme_popup: true,
    });
  });

  it('says more than two days once the restriction is older than two days', () => {
    const later = upgradePopup({ restrictionSetting: 'upgrade', restrictedSince: since }, since + 2 * DAY + 1);
    expect(later?.mote_than_two_days).toBe(true);
  });

  it('leaves the remind-me offer out for upgrade_no_remind and the pop-up out for any other setting', () => {
    expect(
      upgradePopup({ restrictionSetting: 'upgrade_no_remind', restrictedSince: since }, since)?.remindme_popup,
    ).toBe(false);
    expect(upgradePopup({ restrictionSetting: '', restrictedSince: since }, since)).toBeUndefined();
  });
});
