// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { POPUP_FORMATS, POPUP_TYPES, type PopupInput } from '@beckon/popup-schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BasicsSection, MobileDesignSection, PlacementSection } from './basics-section.js';
import { BlocksEditor } from './blocks-editor.js';
import { DraftPreview, drawn, renderIn, stubResizeObserver } from './builder-harness.js';
import { newPopup } from './draft.js';
import { starterGame } from './prizes-section.js';
import { StyleSection } from './style-section.js';
import { TeaserSection } from './teaser-section.js';

beforeAll(stubResizeObserver);

afterEach(cleanup);

describe('builder inputs', () => {
  it('write typed values back to the draft by path', () => {
    const seen = renderIn(<BasicsSection />);
    fireEvent.change(screen.getByLabelText('Pop-up name'), { target: { value: 'Spring sale' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'mobile' } });
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: '3' } });
    fireEvent.click(screen.getByLabelText('Show this pop-up on my site (active)'));
    expect(seen.draft).toMatchObject({
      name: 'Spring sale',
      poptin_format: 3,
      poptin_type: 'mobile',
      is_active: false,
    });
  });

  it('suggest eleven web-safe font stacks for the font family and still take any other', () => {
    const seen = renderIn(<StyleSection />);
    const family = screen.getByLabelText('Font family') as HTMLInputElement;
    const offered = [...(family.list?.options ?? [])].map((o) => o.value);
    expect(offered).toHaveLength(11);
    expect(offered).toContain('Georgia, serif');
    fireEvent.change(family, { target: { value: 'Optima, sans-serif' } });
    expect(seen.draft?.design.style.font_family).toBe('Optima, sans-serif');
  });

  it("show the shared schema's message next to the field, linked for screen readers", () => {
    renderIn(<BasicsSection />);
    const name = screen.getByLabelText('Pop-up name');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(name, { target: { value: '   ' } });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const ids = (name.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Only you see this name.', 'must not be blank']);
    fireEvent.change(name, { target: { value: 'Back again' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('must not be blank')).toBeNull();
  });

  it('report a cleared number as "must be a number" and keep the input empty', () => {
    const seen = renderIn(<PlacementSection />);
    const width = screen.getByLabelText('Width (px)') as HTMLInputElement;
    fireEvent.change(width, { target: { value: '' } });
    expect(Number.isNaN(seen.draft?.design.poptin_size.width)).toBe(true);
    expect(width.value).toBe('');
    expect(screen.getByText('must be a number')).toBeTruthy();
  });
});

/** A gamified draft with prizes, so the preview draws its game. */
const withGame = (): PopupInput => ({
  ...newPopup(),
  design: {
    ...newPopup().design,
    game: {
      prizes: [
        { prize_id: 'a', label: '10% off', code: 'TEN', use_code_pool: false, chances: 50, loosing_option: 0 },
        { prize_id: 'b', label: 'No luck', code: '', use_code_pool: false, chances: 50, loosing_option: 1 },
      ].map((p) => ({
        ...p,
        redirect_to: false,
        redirect_to_options: { redirect_to_url: '', redirect_close: true, redirect_close_delay: 1 },
      })),
      disable_post_play_screen: false,
      play_label: 'Spin',
      win_heading: 'You won {prize}!',
      lose_heading: 'No luck this time',
    },
  },
});

/** withGame with an image on its main screen, so every format has something to place. */
const withImage = (): PopupInput => {
  const draft = withGame();
  const main = [{ kind: 'image', src: '/widget/templates/clinic.webp', alt: 'The clinic' } as const];
  return {
    ...draft,
    design: { ...draft.design, screens: { ...draft.design.screens, main: [...main, ...draft.design.screens.main] } },
  };
};

describe('the format setting', () => {
  it("lists every type's own numbered, named formats from the shared format data", () => {
    renderIn(<BasicsSection />);
    for (const type of POPUP_TYPES) {
      fireEvent.change(screen.getByLabelText('Type'), { target: { value: type } });
      const options = [...(screen.getByLabelText('Format') as HTMLSelectElement).options];
      expect(options.map((o) => [Number(o.value), o.textContent])).toEqual(
        POPUP_FORMATS[type].map((f) => [f.n, `${f.n} — ${f.name}`]),
      );
    }
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'lightbox' } });
    expect(screen.getByRole('option', { name: '2 — Image left' })).toBeTruthy();
  });

  it("starts on the new type's first format when the owner changes the type", () => {
    const seen = renderIn(<BasicsSection />);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'gamified' } });
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'mobile' } });
    expect(seen.draft?.poptin_format).toBe(1);
    expect((screen.getByLabelText('Format') as HTMLSelectElement).value).toBe('1');
  });

  it('starts a game with the starter prizes when the owner switches to gamified, so its format draws', () => {
    const seen = renderIn(<BasicsSection />);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'gamified' } });
    expect(seen.draft?.design.game?.prizes.map((p) => p.chances)).toEqual([30, 20, 50]);
  });

  it.each(POPUP_TYPES)('redraws a %s pop-up differently for every named format it offers', async (type) => {
    renderIn(
      <>
        <BasicsSection />
        <DraftPreview />
        <DraftPreview isMobile={false} />
      </>,
      withImage,
    );
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: type } });
    const select = screen.getByLabelText('Format') as HTMLSelectElement;
    const options = [...select.options];
    // Named choices, not bare numbers.
    for (const o of options) expect(o.textContent).toMatch(/[A-Za-z]/);
    const drawings = new Set<string>();
    for (const o of options) {
      fireEvent.change(select, { target: { value: o.value } });
      await waitFor(() => expect(drawn()).not.toBe(''));
      // The format's drawing differs from every earlier one (a game loads its own chunk).
      await waitFor(() => expect(drawings.has(drawn())).toBe(false));
      drawings.add(drawn());
    }
    expect(drawings.size).toBe(options.length);
  });
});

describe('the content blocks editor', () => {
  const blockNames = () => screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);

  it('lists the blocks and edits a heading', () => {
    const seen = renderIn(<BlocksEditor screen="main" title="Content" />);
    expect(blockNames()).toEqual(['Heading 1', 'Text 2', 'Form (fields and submit button) 3']);
    fireEvent.change(screen.getByLabelText('Heading text'), { target: { value: 'Hello {curr_year}' } });
    expect(seen.draft?.design.screens.main?.[0]).toEqual({ kind: 'heading', text: 'Hello {curr_year}' });
  });

  it('moves and removes blocks with labelled buttons, first and last moves disabled', () => {
    const seen = renderIn(<BlocksEditor screen="main" title="Content" />);
    expect((screen.getByRole('button', { name: 'Move Heading 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Move Form (fields and submit button) 3 down' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Text 2 up' }));
    expect(blockNames()).toEqual(['Text 1', 'Heading 2', 'Form (fields and submit button) 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Heading 2' }));
    expect(seen.draft?.design.screens.main?.map((b) => b.kind)).toEqual(['text', 'form']);
  });

  it('adds a button whose link must be http(s) or a site path', () => {
    const seen = renderIn(<BlocksEditor screen="thank_you" title="Thank-you screen" />);
    fireEvent.click(screen.getByRole('button', { name: 'Button' }));
    const item = screen.getAllByRole('listitem').at(-1) as HTMLElement;
    expect(within(item).getByRole('heading').textContent).toBe('Button 3');
    fireEvent.change(within(item).getByLabelText('When clicked'), { target: { value: 'url' } });
    const url = within(item).getByLabelText('Link URL');
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    expect(within(item).getByText('must start with http://, https:// or /')).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(url, { target: { value: 'https://shop.example/offers' } });
    expect(within(item).queryByText('must start with http://, https:// or /')).toBeNull();
    expect(seen.draft?.design.screens.thank_you?.at(-1)).toEqual({
      kind: 'button',
      label: 'Learn more',
      action: 'url',
      url: 'https://shop.example/offers',
    });
  });
});

describe('the teaser tab section', () => {
  /** The tab the preview drew: its text, edge, colours and animation. */
  const tab = () => {
    const host = document.querySelector('[data-teaser-preview]');
    const button = host?.shadowRoot?.querySelector('button');
    return {
      text: button?.textContent,
      side: host?.getAttribute('data-side'),
      bg: button?.style.getPropertyValue('--bk-tab-bg'),
      fg: button?.style.getPropertyValue('--bk-tab-fg'),
      animation: button?.style.animation,
      caption: document.querySelector('.teaser-preview figcaption')?.textContent,
    };
  };

  it('redraws the tab preview for every setting and saves each one', () => {
    const seen = renderIn(<TeaserSection />);
    expect(screen.queryByLabelText('Tab text')).toBeNull();
    fireEvent.click(screen.getByLabelText('Show a teaser tab that opens the pop-up'));
    const steps: [string, string, keyof ReturnType<typeof tab>][] = [
      ['When the tab shows', 'before_show', 'caption'],
      ['Tab text', 'Spin to win', 'text'],
      ['Tab position', 'right', 'side'],
      ['Tab animation (every 3 s)', 'bounce', 'animation'],
      ['Tab colour', '#222222', 'bg'],
      ['Tab text colour', '#ffcc00', 'fg'],
    ];
    for (const [label, value, shown] of steps) {
      const before = tab()[shown];
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
      expect(tab()[shown], label).not.toBe(before);
    }
    expect(tab()).toMatchObject({ text: 'Spin to win', side: 'right', bg: '#222222', fg: '#ffcc00' });
    expect(tab().animation).toContain('bk-bounce');
    expect(seen.draft?.design.design_properties.teaser).toEqual({
      on: true,
      show: 'before_show',
      text: 'Spin to win',
      side: 'right',
      animation: 'bounce',
      background: '#222222',
      text_color: '#ffcc00',
    });
  });

  it("reports a blank tab text with the shared schema's message", () => {
    renderIn(<TeaserSection />);
    fireEvent.click(screen.getByLabelText('Show a teaser tab that opens the pop-up'));
    fireEvent.change(screen.getByLabelText('Tab text'), { target: { value: '  ' } });
    expect(screen.getByText('must not be blank')).toBeTruthy();
  });
});

describe('the ticker, video, web font and background effect settings', () => {
  const dialogFont = () =>
    document
      .querySelector('[data-preview]')
      ?.shadowRoot?.querySelector<HTMLElement>('.bk-dialog')
      ?.style.getPropertyValue('--bk-font');

  it('redraw the preview for every ticker and video setting', async () => {
    renderIn(
      <>
        <BlocksEditor screen="main" title="Content" />
        <DraftPreview />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'News ticker' }));
    // The block's chunk is imported on first use (transformed on the fly under Vitest): allow it time.
    await waitFor(() => expect(drawn()).toContain('Free shipping on orders over $50'), { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Ticker text'), { target: { value: 'Doors open at 9' } });
    expect(drawn()).toContain('Doors open at 9');
    expect(drawn()).toContain('animation-duration: 17.5s');
    fireEvent.change(screen.getByLabelText('Ticker speed'), { target: { value: '8000' } });
    expect(drawn()).toContain('animation-duration: 20s');
    expect(screen.getByText(/One loop takes 20 s/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Video' }));
    await waitFor(() => expect(drawn()).toContain('aria-label="Play video"'), { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Video title'), { target: { value: 'Tour' } });
    expect(drawn()).toContain('aria-label="Play video: Tour"');
    fireEvent.change(screen.getByLabelText('Video link'), { target: { value: 'https://example.com/page' } });
    expect(drawn()).not.toContain('class="bk-video"');
    expect(screen.getByText(/This link cannot play here/)).toBeTruthy();
  });

  it('redraw the preview for the web font and the background effect', async () => {
    const seen = renderIn(
      <>
        <StyleSection />
        <DraftPreview />
      </>,
    );
    await waitFor(() => expect(drawn()).not.toBe(''));
    fireEvent.change(screen.getByLabelText('Web font'), { target: { value: 'Poppins' } });
    expect(dialogFont()).toBe('"Poppins", system-ui, sans-serif');
    // The faces go in the dashboard's document, from our own server's font path.
    expect(document.getElementById('beckon-font-poppins')?.textContent).toContain('/widget/fonts/poppins-latin-400');
    expect(drawn()).not.toContain('<canvas');
    fireEvent.change(screen.getByLabelText('Background effect'), { target: { value: 'snow' } });
    expect(drawn()).toContain('data-effect="snow"');
    expect(seen.draft?.design).toMatchObject({
      style: { web_font: 'Poppins' },
      design_properties: { background_effect: 'snow' },
    });
  });
});

describe('the mobile design section', () => {
  const mobileHeading = () =>
    document.querySelector('[data-preview]')?.shadowRoot?.querySelector('.bk-h')?.textContent ?? null;

  it('starts the mobile screens as copies and draws the edited mobile screen in the phone preview', async () => {
    const seen = renderIn(
      <>
        <MobileDesignSection />
        <DraftPreview />
      </>,
    );
    await waitFor(() => expect(mobileHeading()).toBe('Get 10% off your first order'));
    expect(screen.queryByText('Mobile content')).toBeNull();
    fireEvent.click(screen.getByLabelText('Use a separate design on phones'));
    expect(seen.draft?.design.screens.mobile_main).toEqual(seen.draft?.design.screens.main);
    const [mobileHeadingInput] = screen.getAllByLabelText('Heading text');
    if (!mobileHeadingInput) throw new Error('no mobile heading input');
    fireEvent.change(mobileHeadingInput, { target: { value: 'Tap for 10% off' } });
    await waitFor(() => expect(mobileHeading()).toBe('Tap for 10% off'));
    // The desktop screen keeps its own heading.
    expect(seen.draft?.design.screens.main[0]).toEqual({ kind: 'heading', text: 'Get 10% off your first order' });
    // Switched off, phones get the desktop design again.
    fireEvent.click(screen.getByLabelText('Use a separate design on phones'));
    await waitFor(() => expect(mobileHeading()).toBe('Get 10% off your first order'));
  });
  it('gives a game its own words on phones, starting from the desktop ones', async () => {
    const gamified = () => ({
      ...newPopup(),
      poptin_type: 'gamified' as const,
      poptin_format: 3,
      design: { ...newPopup().design, game: starterGame() },
    });
    const seen = renderIn(
      <>
        <MobileDesignSection />
        <DraftPreview />
      </>,
      gamified,
    );
    const play = () =>
      [...(document.querySelector('[data-preview]')?.shadowRoot?.querySelectorAll('button') ?? [])].map(
        (b) => b.textContent,
      );
    await waitFor(() => expect(play()).toContain('Spin'));
    fireEvent.click(screen.getByLabelText('Use a separate design on phones'));
    fireEvent.click(screen.getByRole('button', { name: "Write the game's words for phones" }));
    expect(seen.draft?.design.game?.mobile).toEqual({
      play_label: starterGame().play_label,
      win_heading: starterGame().win_heading,
      lose_heading: starterGame().lose_heading,
    });
    fireEvent.change(screen.getByLabelText('Play button label on phones'), { target: { value: 'Tap to spin' } });
    await waitFor(() => expect(play()).toContain('Tap to spin'));
    expect(seen.draft?.design.game?.play_label).toBe(starterGame().play_label);
  });
});
