/**
 * The visual page editor, a lazy chunk of its own: Puck with a
 * configuration generated from the page-widgets registry, the canvas drawing
 * the real widget components in edit mode, mobile (767), tablet (1024) and
 * desktop widths, and save draft, publish, versions and restore against the
 * pages API. A save based on a stale version is refused by the server and
 * said plainly here; the editor's changes stay on screen.
 */

import type { ResolvedDocument } from '@beckon/page-widgets/document/schema.js';
import { DocumentError, parseDocument } from '@beckon/page-widgets/document/validate.js';
import { widgets } from '@beckon/page-widgets/registry.js';
import { newCollector, RenderContext, type RenderContextValue } from '@beckon/page-widgets/render/context.js';
import { THEME_CSS } from '@beckon/page-widgets/theme/css.js';
import { DEFAULT_LOOK, themeVariables } from '@beckon/page-widgets/theme/theme-variables.js';
import { type ComponentData, type Data, type OnAction, Puck } from '@puckeditor/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../api/client.js';
import { Loading } from '../components/loading.js';
import { currentLocale, type MessageId, useT, t as words } from '../i18n/i18n.js';
import { schemaRuleWords } from '../i18n/schema-rule-words.js';
import { useSite } from '../site/require-site.js';
import { type SaveState, useAutosave } from './autosave.js';
import { fromPuckData, type PageDocument, toPuckData } from './document-data.js';
import editorCss from './editor.css' with { type: 'text' };
import { EditorTools, EditorToolsContext, type EditorToolsContextValue, holderOf, itemAt } from './editor-tools.js';
import { KeyboardBlocks, TypedDrawerItem } from './keyboard-insert.js';
import { dropLocalCopy, keepLocalCopy, type LocalCopy, readLocalCopy } from './local-copy.js';
import { LocalCopyOffer } from './local-copy-offer.js';
import { type EditorPageWithDocument, pageQueries, useReloadPage, useWritePage } from './pages-queries.js';
import { nameProblems, type ProblemNames } from './problem-places.js';
import { allowedIn, puckConfig, widgetInfo } from './puck-config.js';
import { puckDictionary } from './puck-dictionary.js';
import { fieldsOf } from './settings-fields.js';
import { widgetName } from './widget-words.js';

const VersionsPanel = lazy(() => import('./versions-panel.js').then((m) => ({ default: m.VersionsPanel })));

const INFO = widgetInfo(widgets);
const TYPES = [...INFO.keys()];
const ALLOWED_IN = allowedIn(INFO);
const labelOf = (type: string) => widgetName(type, INFO.get(type)?.widget.label ?? type);
const PROBLEM_NAMES: ProblemNames = {
  labelOf,
  fieldOf: (type, key) => {
    const schema = INFO.get(type)?.schema;
    return (schema && fieldsOf(schema, type)[key]?.label) || key;
  },
  ruleOf: schemaRuleWords,
};
/** Holders a misplaced widget may be wrapped in: sections and columns, never a pop-up. */
const WRAPPERS = [...INFO].filter(([, w]) => w.widget.accepts && !w.widget.placement).map(([t]) => t);
const newHolder = (type: string, children: ComponentData[]): ComponentData => ({
  type,
  props: { ...(INFO.get(type)?.defaults ?? {}), id: `${type}-${crypto.randomUUID()}`, children },
});
/**
 * Every widget's stylesheet once, after the theme's: the canvas may show any of them. The stylesheets read
 * the site's colours and fonts as custom properties; the canvas gives them the default look.
 */
const CANVAS_CSS =
  themeVariables(DEFAULT_LOOK) + THEME_CSS + [...new Set([...widgets.values()].map((w) => w.css ?? ''))].join('');
const EMPTY_DOC: ResolvedDocument = {
  schemaVersion: 1,
  root: { settings: { showHeader: true, showFooter: true, showTitle: true } },
  content: [],
};
/**
 * §3 breakpoints: the canvas is an iframe of this width, so the page's own media queries apply. It opens
 * fitted to the window's width at 100 %: a fixed desktop width on a laptop shrank the text to unreadable.
 */
const viewports = () => [
  { width: '100%' as const, label: words('editor.viewport.fit'), icon: 'FullWidth' as const },
  { width: 767, label: words('editor.viewport.mobile'), icon: 'Smartphone' as const },
  { width: 1024, label: words('editor.viewport.tablet'), icon: 'Tablet' as const },
  { width: 1440, label: words('editor.viewport.desktop'), icon: 'Monitor' as const },
];
const FITTED = {
  viewports: { current: { width: '100%' as const, height: 'auto' as const }, options: [], controlsVisible: true },
};

let stylesAdded = false;
/**
 * The editor's own stylesheet, added once when the editor first opens (Puck copies the page's styles into its
 * canvas). Puck injects its own stylesheet itself; build.mjs drops the web-font @import the CSP would refuse.
 */
function useEditorStyles(): void {
  useEffect(() => {
    if (stylesAdded) return;
    stylesAdded = true;
    const style = document.createElement('style');
    style.dataset.editor = 'puck';
    style.textContent = editorCss;
    document.head.append(style);
  }, []);
}

/** Puck's side rail ("Blocks", "Outline"): clickable divs, out of the tab order (`_`: not the -linkIcon inside). */
const RAIL_ITEM = '[class*="NavItem-link_"]';
/** An outline row: a focusable draggable role="button" that does nothing on Enter; its inner button selects. */
const OUTLINE_ROW = '[class*="Layer-inner_"]';

/**
 * Names two of Puck's own elements that it leaves unnamed (axe flags both): its loading spinner, a
 * span with an aria-label but no role, and its canvas zoom select. Makes its side rail's items buttons a
 * keyboard reaches and presses (Enter, Space), so the outline can be opened, and lets Enter or Space on an
 * outline row select its widget. Puck re-renders them, so a MutationObserver keeps the names on.
 */
function usePuckNames(root: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const name = () => {
      for (const spinner of el.querySelectorAll('span[class*="_Loader_"][aria-label]:not([role])')) {
        spinner.setAttribute('role', 'img');
      }
      for (const zoom of el.querySelectorAll('select[class*="zoomSelect"]:not([aria-label])')) {
        zoom.setAttribute('aria-label', words('editor.canvasZoom'));
      }
      for (const item of el.querySelectorAll(`${RAIL_ITEM}:not([role])`)) {
        item.setAttribute('role', 'button');
        item.setAttribute('tabindex', '0');
      }
      // The drag library's instructions for screen readers, in the dashboard's language.
      for (const description of document.querySelectorAll('[id^="dnd-kit-description"]')) {
        const instructions = words('editor.dragInstructions');
        if (description.textContent !== instructions) description.textContent = instructions;
      }
      // The drag library announces internal ids ("Draggable item button-3f00… was dropped over…"): the
      // editor's own status line says what happened in words instead.
      for (const region of document.querySelectorAll('[id^="dnd-kit-announcement"]:not([aria-hidden])')) {
        region.setAttribute('aria-hidden', 'true');
        region.removeAttribute('aria-live');
      }
    };
    const press = (event: KeyboardEvent) => {
      if ((event.key !== 'Enter' && event.key !== ' ') || !(event.target instanceof HTMLElement)) return;
      const target = event.target;
      const button = target.matches(RAIL_ITEM)
        ? target
        : target.matches(OUTLINE_ROW)
          ? target.querySelector<HTMLElement>('[class*="Layer-clickable_"]')
          : null;
      if (!button) return;
      event.preventDefault();
      button.click();
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(el, { childList: true, subtree: true });
    observer.observe(document.body, { childList: true });
    el.addEventListener('keydown', press);
    return () => {
      observer.disconnect();
      el.removeEventListener('keydown', press);
    };
  }, [root]);
}

function resolved(doc: PageDocument): ResolvedDocument | null {
  try {
    return parseDocument(doc, widgets);
  } catch {
    return null;
  }
}

/** The page as the editor would save it unchanged, to compare with a copy this browser kept. */
const asEdited = (page: { title: string; document: PageDocument }) => ({
  title: page.title,
  document: fromPuckData(toPuckData(page.document, INFO), INFO),
});

export function EditorScreen() {
  const t = useT();
  const pageId = Number(useParams().pageId);
  const page = useQuery(pageQueries.page(pageId));
  const site = useSite();
  const [generation, setGeneration] = useState(0);
  const [notice, setNotice] = useState<Status>(null);
  /** Edits this browser kept for the page: offered (null: none, or answered), or brought back. */
  const [kept, setKept] = useState<{ pageId: number; copy: LocalCopy | null; brought: boolean } | null>(null);
  const loaded = page.data;
  useEffect(() => {
    if (loaded && kept?.pageId !== loaded.page_id)
      setKept({ pageId: loaded.page_id, copy: readLocalCopy(loaded.page_id, asEdited(loaded)), brought: false });
  }, [loaded, kept]);
  useEditorStyles();
  if (page.isPending || (loaded && kept?.pageId !== loaded.page_id))
    return <Loading label={t('editor.openingThePage')} />;
  if (page.error) return <p role="alert">{page.error.message}</p>;
  const brought = kept?.brought && kept.copy ? kept.copy : null;
  // A version that replaces the one on screen (a restore, edits brought back) starts the editor again from it.
  return (
    <>
      {kept?.copy && !kept.brought ? (
        <LocalCopyOffer
          copy={kept.copy}
          serverVersion={page.data.version}
          onBring={() => {
            setKept({ ...kept, brought: true });
            setNotice({ kind: 'restored', text: t('editor.localCopy.brought') });
            setGeneration((g) => g + 1);
          }}
          onDiscard={() => {
            dropLocalCopy(page.data.page_id);
            setKept({ ...kept, copy: null });
          }}
        />
      ) : null}
      <PageEditor
        key={`${page.data.page_id}@${generation}`}
        initial={brought ? { ...page.data, title: brought.title, document: brought.document } : page.data}
        unsaved={brought !== null}
        siteUrl={site.url}
        notice={notice}
        onReplaced={(next) => {
          setNotice(next);
          setKept((k) => (k ? { ...k, copy: null, brought: false } : k));
          setGeneration((g) => g + 1);
        }}
      />
    </>
  );
}

type Status = { kind: 'ok' | 'error' | 'conflict' | 'restored'; text: string } | null;

/** How long typing must pause before the whole document is validated again for the widgets that read it. */
const WHOLE_DOCUMENT_DELAY_MS = 250;

/**
 * Puck's change handler: keeps the latest data for saving at once, and resolves the whole document (only the
 * table of contents reads it) once typing pauses and the browser is idle. Doing it on every key would validate the
 * whole page and re-render the editor and every widget before the canvas could repaint, and a keystroke must show
 * on the canvas within one animation frame.
 * Each widget still validates its own settings as it draws, so an invalid setting shows its error at once.
 */
function useWholeDocument(data: { current: Data }, setDoc: (doc: ResolvedDocument) => void): (next: Data) => void {
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; idle?: number }>({});
  const cancel = useCallback(() => {
    clearTimeout(pending.current.timer);
    if (pending.current.idle !== undefined) cancelIdleCallback(pending.current.idle);
    pending.current = {};
  }, []);
  useEffect(() => cancel, [cancel]);
  return useCallback(
    (next: Data) => {
      data.current = next;
      cancel();
      const resolveNow = () => {
        pending.current = {};
        const r = resolved(fromPuckData(data.current, INFO));
        if (r) setDoc(r);
      };
      pending.current.timer = setTimeout(() => {
        // Browsers without requestIdleCallback (Safari) rely on the timer alone.
        if (typeof requestIdleCallback === 'function') {
          pending.current.idle = requestIdleCallback(resolveNow, { timeout: 1000 });
        } else resolveNow();
      }, WHOLE_DOCUMENT_DELAY_MS);
    },
    [data, setDoc, cancel],
  );
}

function PageEditor({
  initial,
  unsaved,
  siteUrl,
  notice,
  onReplaced,
}: {
  initial: EditorPageWithDocument;
  /** The editor opens on edits the server does not have yet (kept in this browser). */
  unsaved: boolean;
  /** The website's own address: where visitors see the page, not the dashboard's origin. */
  siteUrl: string;
  /** What the previous editor on this page said last (a restore), shown until something else is said. */
  notice: Status;
  onReplaced: (notice: Status) => void;
}) {
  const t = useT();
  const [page, setPage] = useState(initial);
  const pageUrl = new URL(page.path, siteUrl).href;
  const [title, setTitle] = useState(initial.title);
  const [status, setStatus] = useState<Status>(notice);
  const [showVersions, setShowVersions] = useState(false);
  const [startData] = useState(() => toPuckData(initial.document, INFO));
  const data = useRef<Data>(startData);
  const [doc, setDoc] = useState<ResolvedDocument>(() => resolved(initial.document) ?? EMPTY_DOC);
  const write = useWritePage(page.page_id);
  const reload = useReloadPage(page.page_id);
  const root = useRef<HTMLDivElement>(null);
  usePuckNames(root);
  const onWholeDocument = useWholeDocument(data, setDoc);
  const titleRef = useRef(title);
  titleRef.current = title;
  const autosave = useAutosave({
    initial,
    snapshot: () => {
      const document = fromPuckData(data.current, INFO);
      try {
        parseDocument(document, widgets);
        return { title: titleRef.current, document, problems: null };
      } catch (err) {
        if (!(err instanceof DocumentError)) throw err;
        return {
          title: titleRef.current,
          document,
          problems: nameProblems(err.problems.slice(0, 3).join('; '), document, PROBLEM_NAMES),
        };
      }
    },
    write: write.mutateAsync,
    onSaved: setPage,
    onRefused: (err) => setStatus(failure(err, data.current)),
    local: {
      keep: (now, baseVersion) =>
        keepLocalCopy(initial.page_id, { baseVersion, title: now.title, document: now.document, savedAt: Date.now() }),
      drop: () => dropLocalCopy(initial.page_id),
    },
    unsaved,
  });

  const ctx: RenderContextValue = useMemo(
    () => ({
      editing: true,
      page: {
        id: page.page_id,
        title,
        excerpt: '',
        path: page.path,
        url: pageUrl,
        featuredImage: null,
      },
      doc,
      assetBase: '/site/assets',
      data: { recentPosts: [], totalPosts: 0 },
      collector: newCollector(),
    }),
    [page.page_id, page.path, pageUrl, title, doc],
  );
  // The widgets' names, fields and choices are in the dashboard's language: made again when it changes.
  const locale = currentLocale();
  const config = useMemo(
    () =>
      locale &&
      puckConfig(INFO, (children: ReactNode) => (
        <div className="editor-canvas">
          <style>{CANVAS_CSS}</style>
          <main id="contenido">{children}</main>
        </div>
      )),
    [locale],
  );
  const viewportList = useMemo(() => locale && viewports(), [locale]);
  const dictionary = useMemo(() => locale && puckDictionary(), [locale]);
  const tools: EditorToolsContextValue = useMemo(
    () => ({
      rules: { allowedIn: ALLOWED_IN, wrappers: WRAPPERS, create: newHolder },
      labelOf,
      announce: (text) => setStatus({ kind: 'ok', text }),
    }),
    [],
  );
  // Stable: Puck subscribes to its data again whenever onChange changes, and a change made meanwhile (the
  // placement of a dropped widget) would not reach it.
  const changed = autosave.changed;
  const onChange = useCallback(
    (next: Data) => {
      onWholeDocument(next);
      changed();
    },
    [onWholeDocument, changed],
  );
  // What was added or moved, in words (the drag library's own announcement names internal ids).
  const onAction: OnAction = useCallback((action, state) => {
    if (action.type !== 'insert' && action.type !== 'move') return;
    const zone = action.destinationZone;
    const holder = holderOf(zone, state.data.content);
    const type =
      action.type === 'insert' ? action.componentType : itemAt(zone, action.destinationIndex, state.data.content)?.type;
    const widget = type ? labelOf(type) : words('editor.theWidget');
    const inserted = action.type === 'insert';
    const text =
      holder === null
        ? words(inserted ? 'editor.status.addedToPage' : 'editor.status.movedToPage', { widget })
        : words(inserted ? 'editor.status.added' : 'editor.status.moved', { widget, holder: labelOf(holder) });
    setStatus({ kind: 'ok', text });
  }, []);

  async function save(action: 'draft' | 'publish') {
    const outcome = await autosave.saveNow(action);
    if (outcome === null) return;
    if (outcome.kind === 'invalid') {
      setStatus({ kind: 'error', text: t('editor.status.notSaved', { problems: outcome.problems }) });
    } else if (outcome.kind === 'failed') {
      setStatus(failure(outcome.error, data.current));
    } else {
      setStatus({
        kind: 'ok',
        text:
          action === 'publish'
            ? t('editor.status.published', {
                version: outcome.page.version,
                address: new URL(outcome.page.path, siteUrl).href,
              })
            : t('editor.status.draftSaved', { version: outcome.page.version }),
      });
    }
  }

  return (
    <RenderContext.Provider value={ctx}>
      <div className="page-editor" ref={root}>
        <h1 className="sr-only">{t('editor.editPage', { title })}</h1>
        <div className="editor-bar">
          <Link to="/pages">{t('editor.pages')}</Link>
          <label className="editor-title">
            <span className="sr-only">{t('editor.pageTitle')}</span>
            <input
              value={title}
              maxLength={200}
              onChange={(e) => {
                setTitle(e.target.value);
                autosave.changed();
              }}
            />
          </label>
          <code>{page.path}</code>
          <span className="editor-state">
            v{page.version}
            {' · '}
            {page.published_version === null
              ? t('editor.state.notPublished')
              : page.has_draft
                ? t('editor.state.draft')
                : t('editor.state.published')}
          </span>
          <span className="editor-state">
            {t(SAVE_STATE_TEXT[autosave.state])}
            {autosave.state === 'invalid' ? `: ${autosave.problems}` : ''}
          </span>
          <button type="button" onClick={() => save('draft')} disabled={write.isPending}>
            {t('editor.saveDraft')}
          </button>
          <button type="button" className="primary" onClick={() => save('publish')} disabled={write.isPending}>
            {t('editor.publish')}
          </button>
          <button type="button" aria-expanded={showVersions} onClick={() => setShowVersions((v) => !v)}>
            {t('editor.versions')}
          </button>
          {/* The last saved draft as visitors would see it (islands and the Beckon widget live): save first. */}
          <a
            href={`/api/owner/site/pages/${page.page_id}/preview`}
            target="_blank"
            rel="noopener"
            title={t('editor.opensTheLastSaved')}
          >
            {t('builder.preview')}
          </a>
          {page.published_version !== null ? (
            <a href={pageUrl} target="_blank" rel="noopener">
              {t('editor.viewPage')}
            </a>
          ) : null}
        </div>
        <div className="editor-status" role="status" aria-live="polite">
          {status ? (
            <p className={`editor-${status.kind}`}>
              {status.text}
              {status.kind === 'conflict' ? (
                <>
                  {' '}
                  <button type="button" onClick={() => reload()}>
                    {t('editor.loadTheLatestVersion')}
                  </button>
                </>
              ) : null}
              {status.kind === 'restored' ? (
                <>
                  {' '}
                  <button type="button" className="primary" onClick={() => save('publish')}>
                    {t('editor.publishItNow')}
                  </button>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        {showVersions ? (
          <Suspense fallback={<Loading />}>
            <VersionsPanel
              pageId={page.page_id}
              current={page.version}
              onRestore={async (version) => {
                const outcome = await autosave.enqueue(
                  (base) => write.mutateAsync({ action: 'restore', version: base, restore: version }),
                  null,
                );
                if (outcome.kind !== 'saved') {
                  setStatus(failure(outcome.kind === 'failed' ? outcome.error : null, data.current));
                  return;
                }
                const live = outcome.page.published_version;
                onReplaced({
                  kind: 'restored',
                  text: `${t('editor.status.restored', { version, draft: outcome.page.version })} ${
                    live === null ? t('editor.status.restoredNotLive') : t('editor.status.restoredLive', { live })
                  }`,
                });
              }}
            />
          </Suspense>
        ) : null}
        <EditorToolsContext.Provider value={tools}>
          <Puck
            config={config}
            data={startData}
            viewports={viewportList}
            dictionary={dictionary}
            ui={FITTED}
            headerTitle={title}
            overrides={OVERRIDES}
            onChange={onChange}
            onAction={onAction}
          />
        </EditorToolsContext.Provider>
      </div>
    </RenderContext.Provider>
  );
}

/**
 * Names Puck's canvas iframe for assistive technology (it has no title of its own), and lets Enter or Space
 * select the focused widget: Puck makes each one a focusable role="button" but selects on click only.
 */
function CanvasFrame({ children, document: frameDocument }: { children: ReactNode; document?: Document }) {
  useEffect(() => {
    frameDocument?.defaultView?.frameElement?.setAttribute('title', words('editor.pageCanvas'));
    const select = (event: KeyboardEvent) => {
      const target = event.target as Element;
      if ((event.key !== 'Enter' && event.key !== ' ') || !target.hasAttribute?.('data-puck-component')) return;
      event.preventDefault();
      (target as HTMLElement).click();
    };
    frameDocument?.addEventListener('keydown', select);
    return () => frameDocument?.removeEventListener('keydown', select);
  }, [frameDocument]);
  return <>{children}</>;
}

/** Puck's header is replaced by the editor bar and the tool row; its panel of widgets also adds one with the keyboard. */
const OVERRIDES = {
  header: EditorTools,
  iframe: CanvasFrame,
  drawerItem: TypedDrawerItem,
  drawer: ({ children }: { children: ReactNode }) => (
    <KeyboardBlocks types={TYPES} allowedIn={ALLOWED_IN} labelOf={labelOf}>
      {children}
    </KeyboardBlocks>
  ),
};

/** The save indicator beside the buttons: quiet (not a live region), as it changes at every pause in typing. */
const SAVE_STATE_TEXT: Record<SaveState, MessageId> = {
  saved: 'editor.save.saved',
  unsaved: 'editor.save.unsaved',
  saving: 'editor.save.saving',
  invalid: 'editor.save.invalid',
  failed: 'editor.save.failed',
  conflict: 'editor.save.conflict',
};

/** Why a save failed; a refused document's problems named by the blocks they are in (problem-places.ts). */
function failure(err: unknown, current: Data): Status {
  if (err instanceof ApiError && err.status === 409) {
    return {
      kind: 'conflict',
      text: words('editor.status.conflict', { reason: err.message }),
    };
  }
  const message = err instanceof Error ? err.message : String(err);
  return {
    kind: 'error',
    text: words('editor.status.notSaved', {
      problems: nameProblems(message, fromPuckData(current, INFO), PROBLEM_NAMES),
    }),
  };
}
