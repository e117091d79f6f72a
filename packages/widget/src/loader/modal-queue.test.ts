import { describe, expect, it } from 'vitest';
import { isModal, modalQueue } from './modal-queue';

describe('modalQueue', () => {
  it('shows the first modal at once', () => {
    const q = modalQueue();
    const shown: string[] = [];
    q.add(() => shown.push('a'));
    expect(shown).toEqual(['a']);
  });

  it('holds later modals until the one on screen is released, then shows them in order', () => {
    const q = modalQueue();
    const shown: string[] = [];
    q.add(() => shown.push('a'));
    q.add(() => shown.push('b'));
    q.add(() => shown.push('c'));
    expect(shown).toEqual(['a']);
    q.release();
    expect(shown).toEqual(['a', 'b']);
    q.release();
    expect(shown).toEqual(['a', 'b', 'c']);
  });

  it('is free again once everything has been released', () => {
    const q = modalQueue();
    const shown: string[] = [];
    q.add(() => shown.push('a'));
    q.release();
    q.add(() => shown.push('b'));
    expect(shown).toEqual(['a', 'b']);
  });

  it('counts lightbox, gamified and fullpage as modal and nothing else', () => {
    expect(['lightbox', 'gamified', 'fullpage'].every((t) => isModal(t as 'lightbox'))).toBe(true);
    expect(isModal('bar')).toBe(false);
    expect(isModal('embedded')).toBe(false);
  });
});
