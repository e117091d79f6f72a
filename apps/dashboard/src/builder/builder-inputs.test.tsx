// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { type PopupInput, popupInputSchema } from '@beckon/popup-schema';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type ReactNode, useMemo, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation.js';
import { BasicsSection } from './basics-section.js';
import { BlocksEditor } from './blocks-editor.js';
import { BuilderContext, type BuilderState } from './builder-context.js';
import { newPopup, type Path, setIn } from './draft.js';

/** The builder's wiring without the screen: draft state, set by path, messages from the shared schema. */
function Harness({ children, seen }: { children: ReactNode; seen: { draft: PopupInput | null } }) {
  const [draft, setDraft] = useState<PopupInput>(newPopup);
  const errors = useMemo(() => {
    const result = popupInputSchema.safeParse(draft);
    return result.success ? {} : fieldErrors(result.error.issues);
  }, [draft]);
  const state: BuilderState = {
    draft,
    errors,
    set: (path: Path, value: unknown) => setDraft((d) => setIn(d, path, value)),
  };
  seen.draft = draft;
  return <BuilderContext.Provider value={state}>{children}</BuilderContext.Provider>;
}

function renderIn(children: ReactNode) {
  const seen: { draft: PopupInput | null } = { draft: null };
  render(<Harness seen={seen}>{children}</Harness>);
  return seen;
}

afterEach(cleanup);

describe('builder inputs', () => {
  it('write typed values back to the draft by path', () => {
    const seen = renderIn(<BasicsSection />);
    fireEvent.change(screen.getByLabelText('Pop-up name'), { target: { value: 'Spring sale' } });
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bar' } });
    fireEvent.click(screen.getByLabelText('Show this pop-up on my site (active)'));
    expect(seen.draft).toMatchObject({ name: 'Spring sale', poptin_format: 3, poptin_type: 'bar', is_active: false });
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
    const seen = renderIn(<BasicsSection />);
    const format = screen.getByLabelText('Format') as HTMLInputElement;
    fireEvent.change(format, { target: { value: '' } });
    expect(Number.isNaN(seen.draft?.poptin_format)).toBe(true);
    expect(format.value).toBe('');
    expect(screen.getByText('must be a number')).toBeTruthy();
    fireEvent.change(format, { target: { value: '25' } });
    expect(screen.getByText('must be 20 or less')).toBeTruthy();
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
