/**
 * The walk over every design control of the builder (DesignSections, the screen's own list) that the every-setting
 * tests share: each change must redraw what visitors see, as the widget's renderer draws it: desktop and phone, form
 * and thank-you screens, and the teaser tab's picture. A control whose change draws nothing is reported, unless it
 * reveals further controls (walked next) or acts over time or on an event rather than on the picture: those are
 * listed in ACTS_LATER with the test that shows their effect, and that test must exist. The picture is markup
 * (elements, attributes, inline styles and custom properties), so a layout style sheet overriding a property is
 * checked where the builder decides what to offer (type-settings.test.ts: the corner radius of squared boxes).
 * Tests only.
 */
// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import {
  designDocumentSchema,
  type FieldType,
  POPUP_TYPES,
  type PopupInput,
  type PopupType,
  popupInputSchema,
} from '@beckon/popup-schema';
import { type GameProps, loadGame, loadLayout, Popup, type TypeLayout } from '@beckon/widget/renderer';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { badgeShown } from './badge-switch.js';
import { newBlocks } from './blocks-editor.js';
import { BuilderHarness, stubResizeObserver } from './builder-harness.js';
import { DesignSections } from './builder-sections.js';
import { type Control, changes, controls } from './control-walk.js';
import { newField, newPopup } from './draft.js';

/**
 * Controls whose effect is not a picture: each names the test (file from the repository root › title) that shows
 * it acting. Keys are `section › control label`.
 */
export const ACTS_LATER: Record<string, string> = {
  'Basics › Pop-up name':
    'packages/widget/src/renderer/popup.test.tsx › is named by the pop-up name when it has no heading',
  'Basics › Show this pop-up on my site (active)':
    'apps/server/test/http/display-route.test.ts › includes an inactive pop-up only when it is being previewed',
  'Close controls and effects › Show the close control after (seconds)':
    'packages/widget/src/renderer/popup.test.tsx › shows the X only once its configured seconds have passed',
  'Close controls and effects › Close when the visitor clicks outside':
    'packages/widget/src/renderer/popup.test.tsx › keeps outside clicks inert when the owner turned them off',
  'Close controls and effects › Close after (seconds)':
    'packages/widget/src/renderer/popup.test.tsx › auto-closes after the configured seconds',
  'Close controls and effects › Exit effect':
    'packages/widget/src/renderer/popup.test.tsx › closes at once when the exit effect is none',
  'Content › Video link':
    'packages/widget/src/renderer/blocks/video.test.tsx › creates the youtube-nocookie player, titled, when play is pressed',
  'Thank-you screen › Video link':
    'packages/widget/src/renderer/blocks/video.test.tsx › creates the youtube-nocookie player, titled, when play is pressed',
  'Form fields › Phone check':
    'packages/widget/src/rules/field-validation.test.ts › uses the Israeli rule in advanced mode',
  'Prizes › Chance (%)':
    'apps/server/src/plugins/display/game-draw.test.ts › picks each prize for its share of [0, 1) by chances / 100, in order',
  'Prizes › Outcome':
    'apps/server/test/http/game-route.test.ts › answers a loss without a coupon for a prize whose loosing_option is not 0',
  'Prizes › Coupon':
    'apps/server/test/http/game-route.test.ts › answers a signed win with the prize code, and keeps the code out of the public design document',
  'Prizes › Redirect URL':
    'packages/widget/src/renderer/games/game-flow.test.ts › redirects a winning redirect prize after its redirect_close_delay, 1 s by default',
  'Prizes › Seconds before the redirect':
    'packages/widget/src/renderer/games/game-flow.test.ts › redirects a winning redirect prize after its redirect_close_delay, 1 s by default',
  'Prizes › Close the pop-up when redirecting':
    'packages/widget/src/renderer/games/game-flow.test.ts › redirects a winning redirect prize after its redirect_close_delay, 1 s by default',
  'Prizes › Win heading':
    'packages/widget/src/renderer/games/game-flow.test.ts › puts the prize label into the win heading',
  'Mobile game texts › Win heading on phones':
    'packages/widget/src/renderer/screens.test.ts › gives a phone the mobile words when the mobile editor is on',
  'Mobile game texts › Lose heading on phones':
    'packages/widget/src/renderer/screens.test.ts › gives a phone the mobile words when the mobile editor is on',
  'Prizes › Lose heading':
    'apps/server/test/browser/wheel-game.test.ts › is played to a loss with the mouse: the result stays under the wheel, then the pop-up closes',
  'Prizes › Skip the win and lose screens (go straight to the redirect or the close)':
    'packages/widget/src/renderer/games/wheel-game.test.tsx › keeps the result under the wheel when the post-play screen is switched off',
  'Form fields › Default country (ISO code)':
    'packages/widget/src/renderer/lead-form.test.tsx › prefixes a Chinese number with +86 from the phone library, not +1',
  'Form fields › Input name sent with the lead':
    'packages/widget/src/renderer/lead-form.test.tsx › sends standard names, extras and a normalised phone',
  'Form fields › Name of its column in Leads':
    "apps/server/test/http/owner-leads-results.test.ts › heads the CSV columns with the owner's field labels",
  'After a submit › Close after (seconds)':
    'packages/widget/src/renderer/closing.test.ts › closes the thank-you screen after its seconds, 5 by default and 60 when its auto-close is off',
  'After a submit › Redirect URL':
    'packages/widget/src/renderer/lead-form.test.tsx › hands off to the redirect URL after 1.5 s without a close report',
  'After a submit › Conversion event name':
    'packages/widget/src/renderer/show.test.tsx › pushes the answered conversion event onto window.dataLayer with the pop-up’s id and name',
  'After a submit › Add the form values to the URL':
    'packages/widget/src/renderer/lead-form.test.tsx › sends the form values along to the redirect when the owner asked for it',
  'Content › Product from':
    'packages/widget/src/renderer/products/products.test.tsx › in our own shop add the variant through its token and the catalogue’s add form',
  'Content › Product id':
    'packages/widget/src/renderer/products/products.test.tsx › on the site builder create the cart when there is none (404), then add the line by its catalog reference',
  'Content › Variant id':
    'packages/widget/src/renderer/products/products.test.tsx › on the site builder create the cart when there is none (404), then add the line by its catalog reference',
  'Thank-you screen › Product from':
    'packages/widget/src/renderer/products/products.test.tsx › in our own shop add the variant through its token and the catalogue’s add form',
  'Thank-you screen › Product id':
    'packages/widget/src/renderer/products/products.test.tsx › on the site builder create the cart when there is none (404), then add the line by its catalog reference',
  'Thank-you screen › Variant id':
    'packages/widget/src/renderer/products/products.test.tsx › on the site builder create the cart when there is none (404), then add the line by its catalog reference',
  'Content › While adding':
    'packages/widget/src/renderer/products/products.test.tsx › say what the owner wrote while adding, once added, and on the way to the cart',
  'Content › Once added':
    'packages/widget/src/renderer/products/products.test.tsx › say what the owner wrote while adding, once added, and on the way to the cart',
  'Content › When the store refuses':
    'packages/widget/src/renderer/products/products.test.tsx › say the store refused the add, and going to the cart after an add-and-go',
  'Content › Sold out (the button is disabled)':
    'packages/widget/src/renderer/products/products.test.tsx › disable a sold-out card’s button with the owner’s text, or the widget’s words in the pop-up’s language',
  'Content › On the way to the cart':
    'packages/widget/src/renderer/products/products.test.tsx › say the store refused the add, and going to the cart after an add-and-go',
  'Thank-you screen › While adding':
    'packages/widget/src/renderer/products/products.test.tsx › say what the owner wrote while adding, once added, and on the way to the cart',
  'Thank-you screen › Once added':
    'packages/widget/src/renderer/products/products.test.tsx › say what the owner wrote while adding, once added, and on the way to the cart',
  'Thank-you screen › When the store refuses':
    'packages/widget/src/renderer/products/products.test.tsx › say the store refused the add, and going to the cart after an add-and-go',
  'Thank-you screen › Sold out (the button is disabled)':
    'packages/widget/src/renderer/products/products.test.tsx › disable a sold-out card’s button with the owner’s text, or the widget’s words in the pop-up’s language',
  'Thank-you screen › On the way to the cart':
    'packages/widget/src/renderer/products/products.test.tsx › say the store refused the add, and going to the cart after an add-and-go',
  'Teaser tab › When the tab shows':
    'packages/widget/src/renderer/teaser-rules.test.ts › shows a "before_show" tab only until the visitor has seen the pop-up',
};

/** Selects whose every choice must draw differently from the one before, on every type. */
const EVERY_CHOICE = new Set(['Basics › Format', 'Placement and size › Placement']);
/** The same on the lightbox, whose walk covers the controls drawn alike in every type. */
const EVERY_CHOICE_ONCE = new Set([
  'Close controls and effects › Close control',
  'Close controls and effects › Entry effect',
  'Colours and fonts › Background effect',
  'Colours and fonts › Web font',
]);

/** A select that only picks what its Add button adds: every choice, added, must draw. */
const PICKERS: Record<string, string> = { 'Form fields › New field type': 'Form fields › Add field' };

/**
 * Sections drawn alike whatever the type (blocks, fields, screens, the tab): walked on the lightbox only. The other
 * types walk the rest (format, placement and size, prizes, close controls, colours, badge), starting with an image
 * block so every format has something to place.
 */
export const SAME_IN_EVERY_TYPE =
  /^(Content|Form fields|Teaser tab|Thank-you screen|Mobile design|Mobile content|Mobile thank-you screen|After a submit)$/;

/** The phone screens' block editors are the Content editor on another path: their Add buttons are walked, not each field again. */
export const PHONE_SCREENS = /^Mobile (content|thank-you screen)$/;

export function withImage(): PopupInput {
  const draft = newPopup();
  draft.design.screens.main.unshift({ kind: 'image', src: 'https://example.com/hero.jpg', alt: 'A jar of cream' });
  return draft;
}

/** withImage's pop-up with a field of each of `types` after its own, as the Add field button adds them. */
export function withFields(types: readonly FieldType[]): () => PopupInput {
  return () => {
    const draft = withImage();
    for (const type of types) draft.design.fields.push(newField(type, draft.design.fields));
    return draft;
  };
}

const layouts = {} as Record<PopupType, TypeLayout>;
const games: Record<number, ComponentType<GameProps>> = {};

/** The draft drawn by the widget's renderer on both screens and devices, as the builder's previews draw it. */
function Pictures({ draft }: { draft: PopupInput }) {
  // A draft the save would refuse is no picture: the walk then tries the control's next value.
  const design = designDocumentSchema.safeParse({ ...draft.design, poptin_id: '0000000000000', version: 1 });
  if (!design.success || !popupInputSchema.safeParse(draft).success) return null;
  const { poptin_type: type, poptin_format: format } = draft;
  return (['main', 'thank_you'] as const).flatMap((screen) =>
    [false, true].map((isMobile) => (
      <div key={`${screen}${isMobile}`}>
        <Popup
          layout={layouts[type]}
          type={type}
          format={format}
          design={design.data}
          lang={design.data.lang}
          isMobile={isMobile}
          preview
          screen={screen}
          popupName={draft.name}
          showCredit={badgeShown(false, draft)}
          game={type === 'gamified' && design.data.game ? games[format] : undefined}
        />
      </div>
    )),
  );
}

async function settle() {
  for (let i = 0; i < 2; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

/** Renders the builder's design sections on a new pop-up of `type`; `picture()` reads what visitors would see. */
async function openBuilder(type: PopupType, start: (() => PopupInput) | undefined, signal: AbortSignal | undefined) {
  const seen: { draft: PopupInput | null } = { draft: null };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BuilderHarness seen={seen} start={start}>
          <form>
            <DesignSections saved={undefined} freePlan={false} />
          </form>
        </BuilderHarness>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const box = document.createElement('div');
  document.body.append(box);
  const root = createRoot(box);
  const picture = async (): Promise<string | null> => {
    // A walk whose test timed out stops here, before it acts on the screen of the test after it.
    signal?.throwIfAborted();
    await settle();
    const draft = seen.draft as PopupInput;
    act(() => root.render(<Pictures draft={draft} />));
    await settle();
    if (!box.firstChild) return null;
    // The teaser tab's picture lives in the section's own preview (a shadow root like the live tab).
    const tab = document.querySelector('[data-teaser-preview]');
    const tabPicture = tab ? `${tab.getAttribute('data-side')}${tab.shadowRoot?.innerHTML}` : '';
    return box.innerHTML.replace(/_r_[0-9a-z]+_/g, '') + tabPicture;
  };
  if (type !== 'lightbox') {
    const select = controls().find((c) => c.name === 'Basics › Type')?.el as HTMLElement;
    fireEvent.change(select, { target: { value: type } });
  }
  const unmount = () => {
    act(() => root.unmount());
    box.remove();
  };
  return { picture, unmount };
}

/** Move and Remove buttons reorder or drop items; they are walked last, once per section and kind. */
const ITEM_TOOL = /^(Move|Remove) /;
const itemTool = (c: Control) => ITEM_TOOL.test(c.name.split(' › ')[1] ?? '');

export interface Walked {
  /** The controls (and item tools) that drew nothing. */
  silent: string[];
  /** The sections at least one control was walked in, so a walk that found nothing to walk cannot pass. */
  sections: string[];
}

/**
 * Walks the controls section by section in screen order, each section's buttons (which add blocks, fields and
 * networks) first so its other settings have something to act on, then one of each Move up, Move down and Remove
 * per section. `skip` leaves out controls another walk covers; `start` is the pop-up opened (withImage's unless
 * told); `signal` (the test's) stops the walk when its test has timed out.
 */
export async function walk(
  type: PopupType,
  skip: (c: Control) => boolean,
  start: () => PopupInput = withImage,
  signal?: AbortSignal,
): Promise<Walked> {
  const { picture, unmount } = await openBuilder(type, start, signal);
  try {
    let before = await picture();
    const walked = new Set<string>();
    const sections = new Set<string>();
    const silent: string[] = [];
    let pending: string[] = [];
    let drawable = before !== null;
    let all = controls();
    for (;;) {
      const open = all.filter((c) => !walked.has(c.key) && c.name !== 'Basics › Type' && !itemTool(c) && !skip(c));
      const section = open[0]?.section;
      const next = open.find((c) => c.section === section && c.el.tagName === 'BUTTON') ?? open[0];
      if (!next) break;
      walked.add(next.key);
      sections.add(next.section);
      const had = new Set(all.map((c) => c.key));
      const add = PICKERS[next.name];
      const everyChoice = EVERY_CHOICE.has(next.name) || (type === 'lightbox' && EVERY_CHOICE_ONCE.has(next.name));
      const attempts = add
        ? [...(next.el as HTMLSelectElement).options].map((o) => () => {
            fireEvent.change(next.el, { target: { value: o.value } });
            fireEvent.click(controls().find((c) => c.name === add)?.el as HTMLElement);
          })
        : changes(next.el);
      // Every choice in turn ends on the last one: for a game that is the wheel, which draws the prizes' labels.
      const each = add || everyChoice;
      const original = (next.el as HTMLInputElement).value;
      const wasDrawable = drawable;
      let after: string | null = before;
      let drew = false;
      for (const change of attempts) {
        change();
        after = await picture();
        // A control that acts later needs only a value the save accepts; what it reveals is still walked.
        if (ACTS_LATER[next.name]) {
          if (after !== null) break;
          continue;
        }
        if (each) {
          if (after === null || after === before) silent.push(`${next.key}: ${(next.el as HTMLSelectElement).value}`);
          if (after !== null) before = after;
        } else if (after !== null && after !== before) {
          drew = true;
          break;
        }
      }
      all = controls();
      const revealed = all.some((c) => !had.has(c.key));
      const restore = async () => {
        // Back to the value it had, so a draft left unsaveable does not hide the next controls' changes.
        if (
          after === null &&
          wasDrawable &&
          next.el.tagName !== 'BUTTON' &&
          (next.el as HTMLInputElement).type !== 'checkbox'
        ) {
          fireEvent.change(next.el, { target: { value: original } });
          after = await picture();
        }
      };
      if (drew) pending = [];
      else if (revealed || each) {
        // Passed: opened further controls (which may need values first), or checked choice by choice.
      } else if (ACTS_LATER[next.name]) {
        if (after === null && wasDrawable) silent.push(`${next.key}: no value the save accepts`);
        await restore();
      } else if (!wasDrawable && after === null) {
        // A control opened by the last one (an end date after "fixed end"): judged once the draft can be drawn again.
        pending.push(next.key);
      } else {
        silent.push(next.key);
        await restore();
      }
      if (!each) drawable = after !== null;
      // A switch that opened nothing goes back, so what it hides (the thank-you screen) is still seen by later steps.
      if ((next.el as HTMLInputElement).type === 'checkbox' && !revealed) {
        fireEvent.click(next.el);
        after = await picture();
      }
      if (after !== null) before = after;
    }
    silent.push(...pending);
    // Each kind once, found afresh after every click: a removal renumbers the items after it.
    const kindOf = (c: Control) =>
      `${c.section} › ${c.name
        .split(' › ')[1]
        ?.replace(/ .* (up|down)$/, ' $1')
        .replace(/^Remove .*/, 'Remove')}`;
    const usable = () => controls().filter((c) => itemTool(c) && !skip(c) && !(c.el as HTMLButtonElement).disabled);
    for (const kind of new Set(usable().map(kindOf))) {
      // Tried on successive items: moving an image the format draws in its own pane changes nothing, rightly.
      let drew = false;
      for (let n = 0; n < 4 && !drew; n++) {
        // Downward moves from the end and upward ones from the start, so each try moves a different item.
        const ofKind = usable().filter((c) => kindOf(c) === kind);
        const tool = (kind.endsWith(' down') ? ofKind.reverse() : ofKind)[n];
        if (!tool) break;
        fireEvent.click(tool.el);
        const after = await picture();
        drew = after !== null && after !== before;
        if (after !== null) before = after;
      }
      if (!drew) silent.push(kind);
    }
    return { silent, sections: [...sections] };
  } finally {
    unmount();
  }
}

/**
 * Once per test file, before its walks: the renderer's layouts and games loaded, a canvas and a ResizeObserver
 * jsdom lacks, and a fixed clock (a countdown to a fixed end would otherwise redraw every second whatever was
 * changed). Undo the clock with vi.useRealTimers() after.
 */
export async function prepareWalks(): Promise<void> {
  stubResizeObserver();
  // jsdom has no canvas: the background effects draw into a context that keeps nothing.
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    configurable: true,
    value: () => new Proxy({}, { get: () => () => undefined }),
  });
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T10:00:00Z') });
  for (const t of POPUP_TYPES) layouts[t] = await loadLayout(t);
  for (const f of [1, 2, 3]) games[f] = await loadGame(f);
  await warmChunks();
}

/**
 * Draws every block kind once and waits until the lazy blocks' chunks (ticker, video, social, products) have come, so later
 * pictures draw them at once rather than a step late, which would credit one setting with another's change.
 */
async function warmChunks() {
  const draft = newPopup();
  draft.design.screens.main.push(
    ...(['ticker', 'video', 'social', 'timer', 'coupon', 'image', 'button', 'products', 'product_button'] as const).map(
      (kind) => newBlocks()[kind],
    ),
  );
  const box = document.createElement('div');
  const root = createRoot(box);
  let last = '';
  for (let stable = 0; stable < 3; ) {
    act(() => root.render(<Pictures draft={draft} />));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    stable = box.innerHTML === last ? stable + 1 : 0;
    last = box.innerHTML;
  }
  act(() => root.unmount());
}
