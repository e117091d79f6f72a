import '@beckon/widget/test-dom';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BlocksEditor } from './blocks-editor.js';
import { DraftPreview, drawn, renderIn, stubResizeObserver } from './builder-harness.js';

beforeAll(stubResizeObserver);
afterEach(cleanup);

const socialItem = () =>
  screen
    .getAllByRole('listitem')
    .find((li) => li.querySelector('h4')?.textContent?.startsWith('Social buttons')) as HTMLElement;

describe('the social buttons block editor', () => {
  it('adds a block and a network, and the preview draws each as a named link', async () => {
    const seen = renderIn(
      <>
        <BlocksEditor screen="main" title="Content" />
        <DraftPreview />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Social buttons' }));
    // The block's chunk is imported on first use (transformed on the fly under Vitest): allow it time.
    await waitFor(() => expect(drawn()).toContain('>Facebook</span>'), { timeout: 10_000 });
    const item = socialItem();
    fireEvent.change(within(item).getByLabelText('Profile link 1'), {
      target: { value: 'https://www.facebook.com/clinic' },
    });
    fireEvent.click(within(item).getByRole('button', { name: 'Add a network' }));
    fireEvent.change(within(item).getByLabelText('Network 2'), { target: { value: 'whatsapp' } });
    fireEvent.change(within(item).getByLabelText('Profile link 2'), { target: { value: 'https://wa.me/34600000000' } });
    expect(drawn()).toContain('href="https://www.facebook.com/clinic"');
    expect(drawn()).toMatch(/href="https:\/\/wa\.me\/34600000000".*?>WhatsApp<\/span>/);

    fireEvent.click(within(item).getByRole('button', { name: 'Move Link 2 up' }));
    expect(seen.draft?.design.screens.main?.at(-1)).toEqual({
      kind: 'social',
      links: [
        { network: 'whatsapp', url: 'https://wa.me/34600000000' },
        { network: 'facebook', url: 'https://www.facebook.com/clinic' },
      ],
    });
  });

  it("shows the shared schema's message for a link that is not https", () => {
    renderIn(<BlocksEditor screen="main" title="Content" />);
    fireEvent.click(screen.getByRole('button', { name: 'Social buttons' }));
    const item = socialItem();
    fireEvent.change(within(item).getByLabelText('Profile link 1'), { target: { value: 'http://facebook.com/x' } });
    expect(within(item).getByText('must start with https://')).toBeTruthy();
    expect((within(item).getByRole('button', { name: 'Remove Link 1' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
