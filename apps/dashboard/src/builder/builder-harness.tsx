/**
 * What the builder's section tests share: the builder's wiring without the screen (draft state, set by path,
 * messages from the shared schema), the draft drawn as the dashboard's previews draw it, and the drawings read
 * back. Tests only.
 */
import { designDocumentSchema, type PopupInput, popupInputSchema } from '@beckon/popup-schema';
import { render } from '@testing-library/react';
import { type ReactNode, useMemo, useState } from 'react';
import { fieldErrors } from '../validation.js';
import { BuilderContext, type BuilderState, useBuilder } from './builder-context.js';
import { newPopup, type Path, setIn } from './draft.js';
import { PreviewFrame } from './preview-frame.js';

/** The builder's context around `children`, with the draft state; `seen.draft` follows the edits. */
export function BuilderHarness({
  children,
  seen,
  start = newPopup,
  poptinId,
}: {
  children: ReactNode;
  seen: { draft: PopupInput | null };
  start?: (() => PopupInput) | undefined;
  poptinId?: string | undefined;
}) {
  const [draft, setDraft] = useState<PopupInput>(start);
  const errors = useMemo(() => {
    const result = popupInputSchema.safeParse(draft);
    return result.success ? {} : fieldErrors(result.error.issues, draft);
  }, [draft]);
  const state: BuilderState = {
    draft,
    errors,
    poptinId,
    set: (path: Path, value: unknown) => setDraft((d) => setIn(d, path, value)),
  };
  seen.draft = draft;
  return <BuilderContext.Provider value={state}>{children}</BuilderContext.Provider>;
}

/** Renders builder sections on a new pop-up (or `start`'s), a saved one when given its id; `draft` follows the edits. */
export function renderIn(children: ReactNode, start?: () => PopupInput, poptinId?: string) {
  const seen: { draft: PopupInput | null } = { draft: null };
  render(
    <BuilderHarness seen={seen} start={start} poptinId={poptinId}>
      {children}
    </BuilderHarness>,
  );
  return seen;
}

/** The draft drawn as the dashboard's phone (or desktop) preview draws it. */
export function DraftPreview({ isMobile = true }: { isMobile?: boolean }) {
  const { draft } = useBuilder();
  const design = designDocumentSchema.parse({ ...draft.design, poptin_id: '0000000000000', version: 1 });
  const { poptin_type: type, poptin_format: format } = draft;
  return (
    <PreviewFrame
      {...{ design, type, format, isMobile }}
      name=""
      screen="main"
      width={isMobile ? 390 : 1280}
      height={700}
      label=""
    />
  );
}

/** Everything the previews drew, shadow roots included, without React's generated ids (new on every mount). */
export const drawn = () =>
  [...document.querySelectorAll('[data-preview]')]
    .map((p) => p.shadowRoot?.innerHTML ?? '')
    .join('')
    .replace(/_r_[0-9a-z]+_/g, '');

/** jsdom has no ResizeObserver; the preview only uses it to scale the frame to its column. */
export function stubResizeObserver() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
