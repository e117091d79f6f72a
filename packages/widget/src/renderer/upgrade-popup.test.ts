import './test-dom.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { choiceKey } from '../loader/plan-limit.js';
import { upgrade } from './upgrade-popup.js';

const px = { origin: 'https://beckon.example', clientId: 'bad0c1e0a1b2c' };
const settings = { id: '19a2b3c4d5e', mote_than_two_days: false, remindme_popup: true };
const answer = (over: Partial<typeof settings> = {}) => ({
  message: 'Client restricted',
  upgrade_popup: { ...settings, ...over },
});
const host = () => document.querySelector('[data-beckon-upgrade]');
const button = (name: string) =>
  [...(host()?.shadowRoot?.querySelectorAll<HTMLElement>('a, button') ?? [])].find((b) => b.textContent === name);

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the upgrade pop-up', () => {
  it('draws a dialog with upgrade, remind-me and don’t-remind choices, logging why no pop-ups show', () => {
    upgrade(px, answer());
    expect(console.log).toHaveBeenCalledWith('Beckon:', 'Client restricted');
    expect(host()?.getAttribute('data-beckon-upgrade')).toBe('upgrade');
    expect(host()?.shadowRoot?.querySelector('[role=dialog]')?.textContent).toContain(
      'Pop-ups on this site are paused',
    );
    expect(button('Upgrade plan')?.getAttribute('href')).toBe('https://beckon.example/admin/account');
    expect(button('Remind me later')).toBeDefined();
    expect(button("Don't remind me")).toBeDefined();
  });

  it('keeps Tab inside the dialog and gives focus back to where it was when Escape closes it', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    upgrade(px, answer());
    const root = host()?.shadowRoot;
    const tab = (shiftKey = false) =>
      root?.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, composed: true, cancelable: true }),
      );
    button("Don't remind me")?.focus();
    expect(tab()).toBe(false);
    expect(root?.activeElement?.getAttribute('aria-label')).toBe('Close');
    expect(tab(true)).toBe(false);
    expect(root?.activeElement?.textContent).toBe("Don't remind me");
    root?.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(host()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('says the pause has lasted more than two days, and leaves remind me out when the account offers none', () => {
    upgrade(px, answer({ mote_than_two_days: true, remindme_popup: false }));
    expect(host()?.shadowRoot?.textContent).toContain('paused for more than two days');
    expect(button('Remind me later')).toBeUndefined();
  });

  it("logs don't remind with limitLogs, stores it, and is not drawn again on the next page", () => {
    upgrade(px, answer());
    button("Don't remind me")?.click();
    expect(fetchMock).toHaveBeenCalledWith(
      'https://beckon.example/api/display/limitLogs/bad0c1e0a1b2c?status=dont_remind&id=19a2b3c4d5e',
      expect.objectContaining({ keepalive: true }),
    );
    expect(host()).toBeNull();
    expect(JSON.parse(localStorage.getItem(choiceKey(px.clientId)) ?? '{}')).toMatchObject({
      id: '19a2b3c4d5e',
      s: 'dont_remind',
    });
    upgrade(px, answer());
    expect(host()).toBeNull();
  });

  it('comes back as the small remind-me pop-up a day after remind me', () => {
    upgrade(px, answer());
    button('Remind me later')?.click();
    expect(fetchMock.mock.calls[0]?.[0]).toContain('status=remind_me');
    upgrade(px, answer());
    expect(host()).toBeNull();
    upgrade(px, answer(), Date.now() + 86_400_000);
    expect(host()?.getAttribute('data-beckon-upgrade')).toBe('remind');
    expect(host()?.shadowRoot?.querySelector('[role=region]')?.textContent).toContain('Reminder');
    button('Upgrade plan')?.click();
    expect(fetchMock.mock.calls[1]?.[0]).toContain('status=click');
  });

  it('draws nothing for a not_allowed answer without upgrade settings (the view limit)', () => {
    upgrade(px, { message: 'You have been reached the max poptins views number' });
    expect(host()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
