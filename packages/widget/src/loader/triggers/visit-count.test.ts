import '../test-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkVisitCount, visitCountFires } from './visit-count';

const ID = '0123456789abc';

describe('visitCountFires', () => {
  it('fires from the Nth page of the session', () => {
    expect(visitCountFires(2, 3, false, false)).toBe(false);
    expect(visitCountFires(3, 3, false, false)).toBe(true);
  });

  it('stays off for the session once it has fired', () => {
    expect(visitCountFires(4, 3, true, false)).toBe(false);
  });

  it('keeps firing on every page when the rule is display-every-page', () => {
    expect(visitCountFires(4, 3, true, true)).toBe(true);
  });
});

describe('checkVisitCount', () => {
  beforeEach(() => sessionStorage.clear());

  it('marks apt_{id} in sessionStorage when it fires, disabling it for the session', () => {
    const fire = vi.fn();
    checkVisitCount(ID, 2, 2, false, fire);
    expect(fire).toHaveBeenCalledWith('visit_count');
    expect(sessionStorage.getItem(`apt_${ID}`)).toBe('1');
    checkVisitCount(ID, 2, 3, false, fire);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('does not fire or mark before the Nth page', () => {
    const fire = vi.fn();
    checkVisitCount(ID, 3, 2, false, fire);
    expect(fire).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(`apt_${ID}`)).toBeNull();
  });
});
