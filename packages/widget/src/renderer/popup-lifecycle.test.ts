import { describe, expect, it } from 'vitest';
import { closeReport, type Lifecycle, type LifecycleEvent, lifecycle, redraws, SHOWN } from './popup-lifecycle.js';

const run = (...events: LifecycleEvent[]): Lifecycle => events.reduce(lifecycle, SHOWN);

describe('the pop-up lifecycle', () => {
  it('starts on the main screen, not closing, with nothing sent', () => {
    expect(SHOWN).toEqual({
      screen: 'main',
      converted: false,
      announced: false,
      closing: null,
      submitted: false,
      redirected: false,
    });
  });

  it('starts the exit with the reason of the close way used', () => {
    expect(run({ type: 'close', reason: 'x_click' }).closing).toEqual({ reason: 'x_click' });
  });

  it('keeps the first close when a second way is used during the exit', () => {
    const closing = run({ type: 'close', reason: 'escape' });
    expect(lifecycle(closing, { type: 'close', reason: 'x_click' })).toBe(closing);
    expect(lifecycle(closing, { type: 'close', reason: null })).toBe(closing);
  });

  it('marks a submit while it is under way and clears the mark when the loader could not try', () => {
    const sending = run({ type: 'submit' });
    expect(sending.submitted).toBe(true);
    expect(sending.converted).toBe(false);
    expect(lifecycle(sending, { type: 'submit_failed' }).submitted).toBe(false);
  });

  it('shows the thank-you screen and announces the lead when the submit leads there', () => {
    const done = run({ type: 'submit' }, { type: 'submit_done', outcome: 'thank_you', announce: true });
    expect(done).toMatchObject({ screen: 'thank_you', converted: true, announced: true, submitted: true });
  });

  it('puts "Sent successfully!" in place of the form when there is no thank-you screen', () => {
    const done = run({ type: 'submit' }, { type: 'submit_done', outcome: 'sent', announce: true });
    expect(done).toMatchObject({ screen: 'sent', converted: true, announced: true });
  });

  it('stays on the main screen before a redirect, the lead announced', () => {
    const done = run({ type: 'submit' }, { type: 'submit_done', outcome: 'redirect', announce: true });
    expect(done).toMatchObject({ screen: 'main', converted: true, announced: true });
  });

  it('announces nothing when told not to, as in the preview', () => {
    const done = run({ type: 'submit' }, { type: 'submit_done', outcome: 'thank_you', announce: false });
    expect(done).toMatchObject({ screen: 'thank_you', announced: false });
  });

  it('only records the conversion when the submit goes through while the pop-up is closing', () => {
    const done = run(
      { type: 'submit' },
      { type: 'close', reason: 'escape' },
      { type: 'submit_done', outcome: 'thank_you', announce: true },
    );
    expect(done).toMatchObject({ screen: 'main', converted: true, announced: false, closing: { reason: 'escape' } });
  });

  it('marks a game lead as submitted and converted without changing the screen', () => {
    const played = run({ type: 'game_converted' });
    expect(played).toMatchObject({ screen: 'main', submitted: true, converted: true });
    expect(lifecycle(played, { type: 'game_converted' })).toBe(played);
  });

  it('marks the visitor as sent away once, however many times it happens', () => {
    const away = run({ type: 'redirect' });
    expect(away.redirected).toBe(true);
    expect(lifecycle(away, { type: 'redirect' })).toBe(away);
  });
});

describe('the close report', () => {
  it('is the reason of the close way used when the visitor neither submitted nor left', () => {
    expect(closeReport(run({ type: 'close', reason: 'bg_click' }))).toBe('bg_click');
  });

  it('is nothing while the pop-up is not closing', () => {
    expect(closeReport(SHOWN)).toBeNull();
  });

  it('is nothing when the pop-up closes itself', () => {
    expect(closeReport(run({ type: 'close', reason: null }))).toBeNull();
  });

  it('is nothing once a submit went out, even if it is still under way', () => {
    expect(closeReport(run({ type: 'submit' }, { type: 'close', reason: 'x_click' }))).toBeNull();
    expect(closeReport(run({ type: 'close', reason: 'x_click' }, { type: 'submit' }))).toBeNull();
  });

  it('is the reason again when the submit could not be tried', () => {
    const state = run({ type: 'submit' }, { type: 'submit_failed' }, { type: 'close', reason: 'skip' });
    expect(closeReport(state)).toBe('skip');
  });

  it('is nothing once the visitor was sent away, by a link or a redirect', () => {
    expect(closeReport(run({ type: 'redirect' }, { type: 'close', reason: 'x_click' }))).toBeNull();
  });

  it('is nothing after a game lead', () => {
    expect(closeReport(run({ type: 'game_converted' }, { type: 'close', reason: 'button' }))).toBeNull();
  });
});

describe('redraws', () => {
  it('is true for a change of screen, conversion, announcement or exit', () => {
    expect(redraws(SHOWN, run({ type: 'submit_done', outcome: 'sent', announce: false }))).toBe(true);
    expect(redraws(SHOWN, run({ type: 'game_converted' }))).toBe(true);
    expect(redraws(SHOWN, run({ type: 'submit_done', outcome: 'redirect', announce: true }))).toBe(true);
    expect(redraws(SHOWN, run({ type: 'close', reason: 'timer' }))).toBe(true);
  });

  it('is false when only the submit or redirect marks change', () => {
    expect(redraws(SHOWN, run({ type: 'submit' }))).toBe(false);
    expect(redraws(run({ type: 'submit' }), run({ type: 'submit' }, { type: 'submit_failed' }))).toBe(false);
    expect(redraws(SHOWN, run({ type: 'redirect' }))).toBe(false);
  });
});
