import './test-dom.js';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Popup, type PopupProps } from './popup.js';
import { makeDesign } from './test-fixtures.js';

type DesignInput = Parameters<typeof makeDesign>[0];
type DesignProps = NonNullable<NonNullable<DesignInput>['design_properties']>;

function setup(design: DesignInput = {}, props: Partial<PopupProps> = {}) {
  const onClose = vi.fn();
  const onExited = vi.fn();
  const onViewed = vi.fn();
  const utils = render(
    <Popup
      design={makeDesign(design)}
      lang="en"
      isMobile={false}
      popupName="Spring sale"
      onClose={onClose}
      onExited={onExited}
      onViewed={onViewed}
      {...props}
    />,
  );
  return { ...utils, onClose, onExited, onViewed, dialog: screen.getByRole('dialog') };
}

const withProps = (design_properties: DesignProps): DesignInput => ({ design_properties });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const overlayOf = (dialog: HTMLElement) => dialog.parentElement as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Popup content', () => {
  it('renders owner headings and text as text, never as markup', () => {
    const { dialog } = setup({
      screens: {
        main: [
          { kind: 'heading', text: '<img src=x onerror=alert(1)>' },
          { kind: 'text', text: '<b>bold</b>' },
        ],
      },
    });
    expect(within(dialog).getByRole('heading').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(within(dialog).getByText('<b>bold</b>')).toBeTruthy();
    expect(dialog.querySelector('img, b')).toBeNull();
  });

  it('replaces dynamic text tags in headings', () => {
    vi.setSystemTime(new Date(2031, 4, 6));
    setup({ screens: { main: [{ kind: 'heading', text: 'Sale {curr_year}' }] } });
    expect(screen.getByRole('heading').textContent).toBe('Sale 2031');
  });

  it('is a modal dialog named by its first heading', () => {
    const { dialog } = setup();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Join us' })).toBe(dialog);
  });

  it('is named by the pop-up name when it has no heading', () => {
    setup({ screens: { main: [{ kind: 'text', text: 'Hello' }] } });
    expect(screen.getByRole('dialog', { name: 'Spring sale' })).toBeTruthy();
  });

  it('draws the mobile screens on mobile when the owner switched the mobile editor on', () => {
    setup(
      {
        design_properties: { switch_mobile_editor: true },
        screens: { main: [{ kind: 'heading', text: 'Desktop' }], mobile_main: [{ kind: 'heading', text: 'Mobile' }] },
      },
      { isMobile: true },
    );
    expect(screen.getByRole('heading').textContent).toBe('Mobile');
  });

  it('renders a URL button as a link and an unsafe one as a closing button', () => {
    const { onClose } = setup({
      screens: {
        main: [
          { kind: 'button', label: 'Shop', action: 'url', url: 'example.com/shop' },
          { kind: 'button', label: 'Evil', action: 'url', url: 'javascript:alert(1)' },
        ],
      },
    });
    expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('//example.com/shop');
    fireEvent.click(screen.getByRole('button', { name: 'Evil' }));
    advance(800);
    expect(onClose).toHaveBeenCalledWith('button');
  });

  it('records a click-through once when a link button is followed, and no close after it', () => {
    const { onClose } = setup(
      { screens: { main: [{ kind: 'button', label: 'Shop', action: 'url', url: 'example.com/shop' }] } },
      { linkTarget: '_blank' },
    );
    const link = screen.getByRole('link', { name: 'Shop' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    fireEvent.click(link);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('click_through');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    advance(800);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  describe('a link button followed in this tab', () => {
    const shop = {
      screens: { main: [{ kind: 'button' as const, label: 'Shop', action: 'url' as const, url: 'example.com/shop' }] },
    };
    /** Whether the browser would follow the click at once: read after React's handler, then stopped (jsdom cannot navigate). */
    function followedAtOnce(link: HTMLElement, init: MouseEventInit = {}): boolean {
      let followed = false;
      const after = (e: Event) => {
        followed = !e.defaultPrevented;
        e.preventDefault();
      };
      window.addEventListener('click', after);
      fireEvent.click(link, init);
      window.removeEventListener('click', after);
      return followed;
    }

    it('hands off 1.5 s after the click, so its click-through report can leave before the page does', () => {
      const navigate = vi.fn();
      const { onClose } = setup(shop, { linkTarget: '_self', navigate });
      const link = screen.getByRole('link', { name: 'Shop' });
      expect(followedAtOnce(link)).toBe(false);
      expect(onClose).toHaveBeenCalledWith('click_through');
      expect(link.getAttribute('aria-busy')).toBe('true');
      advance(1499);
      expect(navigate).not.toHaveBeenCalled();
      advance(1);
      expect(navigate).toHaveBeenCalledExactlyOnceWith('http://example.com/shop', '_self');
    });

    it('follows the click even when the pop-up closes during the hand-off, and only once for repeated clicks', () => {
      const navigate = vi.fn();
      const { onClose, unmount } = setup(shop, { linkTarget: '_self', navigate });
      const link = screen.getByRole('link', { name: 'Shop' });
      followedAtOnce(link);
      expect(followedAtOnce(link)).toBe(false);
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      advance(800);
      unmount();
      advance(700);
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(onClose).toHaveBeenCalledExactlyOnceWith('click_through');
    });

    it('leaves a new tab, a modified click and a mailto: link to the browser at once', () => {
      const navigate = vi.fn();
      setup(shop, { linkTarget: '_blank', navigate });
      expect(followedAtOnce(screen.getByRole('link', { name: 'Shop' }))).toBe(true);
      cleanup();
      setup(shop, { linkTarget: '_self', navigate });
      expect(followedAtOnce(screen.getByRole('link', { name: 'Shop' }), { ctrlKey: true })).toBe(true);
      cleanup();
      const mail = {
        screens: {
          main: [{ kind: 'button' as const, label: 'Mail', action: 'url' as const, url: 'mailto:sales@shop.example' }],
        },
      };
      setup(mail, { linkTarget: '_self', navigate });
      expect(followedAtOnce(screen.getByRole('link', { name: 'Mail' }))).toBe(true);
      advance(1500);
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  it('reports the view once when shown', () => {
    const { onViewed } = setup();
    expect(onViewed).toHaveBeenCalledTimes(1);
  });

  it('shows the credit badge linking to the provider with the page host as src', () => {
    setup({}, { showCredit: true, pageHost: 'shop.example.org' });
    const link = screen.getByRole('link', { name: 'Powered by Beckon' });
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('src')).toBe('shop.example.org');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});

describe('Popup closing', () => {
  it('closes with x_click only after the exit animation', () => {
    const { onClose, onExited } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(799);
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(onClose).toHaveBeenCalledWith('x_click');
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('closes at once when the exit effect is none', () => {
    const { onClose } = setup(withProps({ poptin_design_exit_effect: 'none' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(0);
    expect(onClose).toHaveBeenCalledWith('x_click');
  });

  it('shows the X hover note as a tooltip describing the X', () => {
    setup(withProps({ poptin_design_show_x_comment: 'No thanks, I hate saving' }));
    const x = screen.getByRole('button', { name: 'Close' });
    expect(screen.getByRole('tooltip').textContent).toBe('No thanks, I hate saving');
    expect(x.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
  });

  it('closes on Escape after 800 ms, even without an exit effect', () => {
    const { onClose, dialog } = setup(withProps({ poptin_design_exit_effect: 'none' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    advance(799);
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(onClose).toHaveBeenCalledWith('escape');
  });

  it('reports a close once however many ways are used', () => {
    const { onClose, dialog } = setup();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(2000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores an outside click in the first second, then closes on one', () => {
    const { onClose, dialog } = setup();
    const overlay = overlayOf(dialog);
    advance(999);
    fireEvent.click(overlay);
    advance(2000);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(overlay);
    advance(800);
    expect(onClose).toHaveBeenCalledWith('bg_click');
  });

  it('does not treat a click inside the box as an outside click', () => {
    const { onClose, dialog } = setup();
    advance(1000);
    fireEvent.click(dialog);
    advance(1000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps outside clicks inert when the owner turned them off', () => {
    const { onClose, dialog } = setup(withProps({ poptin_design_close_on_screen_click: false }));
    advance(1000);
    fireEvent.click(overlayOf(dialog));
    advance(1000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on an outside click only when the record’s close_trigger lists bg_click', () => {
    const listed = setup({}, { closeTrigger: ['bg_click'] });
    advance(1000);
    fireEvent.click(overlayOf(listed.dialog));
    advance(1000);
    expect(listed.onClose).toHaveBeenCalledWith('bg_click');
    cleanup();
    // The design turns outside clicks on, but the record the server answered does not list them.
    const unlisted = setup(withProps({ poptin_design_close_on_screen_click: true }), { closeTrigger: ['x_click'] });
    advance(1000);
    fireEvent.click(overlayOf(unlisted.dialog));
    advance(1000);
    expect(unlisted.onClose).not.toHaveBeenCalled();
  });

  it('draws the X only when the record’s close_trigger lists x_click', () => {
    setup({}, { closeTrigger: ['submit', 'bg_click'] });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    cleanup();
    setup(withProps({ poptin_design_close_options_type: 'closing_options-x' }), { closeTrigger: ['x_click'] });
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('shows the X only once its configured seconds have passed', () => {
    setup(withProps({ poptin_design_show_x_after_sec: 3 }));
    // One act per second: each step's timer is set by the render that follows the previous one.
    advance(1000);
    advance(1000);
    advance(999);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    advance(1);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('auto-closes after the configured seconds', () => {
    const { onClose } = setup(withProps({ poptin_design_auto_close: true, poptin_design_auto_close_sec: 4 }));
    advance(3999);
    expect(onClose).not.toHaveBeenCalled();
    advance(800 + 1);
    expect(onClose).toHaveBeenCalledWith('auto_close');
  });

  it('counts the skip button down in 1 s steps and enables it at 0', () => {
    const { onClose } = setup(
      withProps({ poptin_design_close_options_type: 'closing_options-button', poptin_design_show_x_after_sec: 3 }),
    );
    const skip = screen.getByRole('button', { name: 'Skip (3)' }) as HTMLButtonElement;
    expect(skip.disabled).toBe(true);
    advance(1000);
    expect(skip.textContent).toBe('Skip (2)');
    advance(1000);
    expect(skip.disabled).toBe(true);
    advance(1000);
    expect(skip.textContent).toBe('Skip');
    expect(skip.disabled).toBe(false);
    fireEvent.click(skip);
    advance(800);
    expect(onClose).toHaveBeenCalledWith('skip');
  });

  it('shows no close control for closing_options-empty', () => {
    setup(withProps({ poptin_design_close_options_type: 'closing_options-empty' }));
    expect(screen.queryByRole('button', { name: /close|skip/i })).toBeNull();
  });

  it('closes through the control ref with the given reason', () => {
    const control: NonNullable<PopupProps['control']> = { current: null };
    const { onClose } = setup({}, { control });
    act(() => control.current?.close('timer'));
    advance(800);
    expect(onClose).toHaveBeenCalledWith('timer');
  });
});

describe('Popup focus', () => {
  it('focuses the dialog at once, the first field after 2 s, and returns focus on close', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { dialog } = setup();
    expect(document.activeElement).toBe(dialog);
    advance(2000);
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    const { dialog } = setup();
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Subscribe' });
    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});

describe('Popup in Hebrew', () => {
  it('is right-to-left and labels the skip button in Hebrew', () => {
    const { dialog } = setup(withProps({ poptin_design_close_options_type: 'closing_options-button' }), {
      lang: 'he',
    });
    expect(dialog.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('button', { name: 'דלג' })).toBeTruthy();
  });
});

describe('Popup preview', () => {
  it('runs no timers and ignores Escape, so the dashboard keeps it on screen', () => {
    const { onClose, onViewed, dialog } = setup(
      withProps({ poptin_design_auto_close: true, poptin_design_auto_close_sec: 1 }),
      { preview: true },
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    advance(5000);
    expect(onClose).not.toHaveBeenCalled();
    expect(onViewed).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(dialog);
  });

  it('draws the thank-you screen on request', () => {
    setup({}, { preview: true, screen: 'thank_you' });
    expect(screen.getByRole('heading').textContent).toBe('Sent successfully!');
  });

  it('draws what a visitor gets after a submit when the thank-you screen is off: the form says it was sent', () => {
    setup(
      {
        screens: { main: [{ kind: 'form' }], thank_you: [{ kind: 'heading', text: 'Thanks a lot' }] },
        design_properties: { poptin_design_thank_screen: false },
      },
      { preview: true, screen: 'thank_you' },
    );
    expect(screen.queryByText('Thanks a lot')).toBeNull();
    expect(screen.getByText('Sent successfully!')).toBeTruthy();
  });
});
