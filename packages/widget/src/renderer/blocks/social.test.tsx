import '../test-dom.js';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Popup } from '../popup.js';
import { makeDesign } from '../test-fixtures.js';

afterEach(cleanup);

function setup() {
  const onClose = vi.fn();
  const onSubmit = vi.fn();
  const { container } = render(
    <Popup
      design={makeDesign({
        screens: {
          main: [
            { kind: 'heading', text: 'Follow us' },
            {
              kind: 'social',
              links: [
                { network: 'facebook', url: 'https://facebook.com/clinic' },
                { network: 'whatsapp', url: 'https://wa.me/34600000000' },
              ],
            },
          ],
        },
      })}
      lang="es"
      isMobile={false}
      onClose={onClose}
      onSubmit={onSubmit}
      onExited={vi.fn()}
    />,
  );
  return { container, onClose, onSubmit };
}

describe('the social buttons block', () => {
  it('draws a link per network, named by its brand, opening in a new tab without an opener', async () => {
    const { container } = setup();
    const facebook = await screen.findByRole('link', { name: 'Facebook' }, { timeout: 10_000 });
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp' });
    expect(facebook.getAttribute('href')).toBe('https://facebook.com/clinic');
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/34600000000');
    for (const link of [facebook, whatsapp]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    // The icons are inline paths: nothing on the block fetches from anywhere.
    expect(container.querySelector('.bk-social [src], .bk-social use')).toBeNull();
  });

  it('neither closes the pop-up nor sends a lead when a link is followed', async () => {
    const { onClose, onSubmit } = setup();
    const link = await screen.findByRole('link', { name: 'Facebook' }, { timeout: 10_000 });
    // jsdom does not navigate; the click's own handlers are what is under test.
    fireEvent.click(link);
    expect(onClose).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Facebook' })).toBeTruthy();
  });
});
