/**
 * The pop-up builder (lazy chunk): every setting of one pop-up in steps
 * (builder-steps.tsx), checked against the server's own schema on every change
 * with the message next to the field, and a live preview of the real renderer
 * at desktop and mobile widths that follows each keystroke. The preview is the
 * canvas too: a click on a text, button, image or field in it opens that
 * item's settings and puts the cursor in them. Saving sends the version it was
 * edited from; a conflict or server refusal shows beside the Save button and
 * takes the focus. Leaving with unsaved edits asks first (LeaveGuard).
 */

import type { PopupDetail } from '@beckon/owner-api';
import { type DesignDocument, designDocumentSchema, type PopupInput, popupInputSchema } from '@beckon/popup-schema';
import type { PopupScreen } from '@beckon/widget/renderer';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { accountQueries } from '../account/account-queries.js';
import { LoadError } from '../components/load-error.js';
import { Loading } from '../components/loading.js';
import { plainMessage } from '../components/plain-message.js';
import { useT } from '../i18n/i18n.js';
import { schemaRuleWords } from '../i18n/schema-rule-words.js';
import { popupQueries, useCreatePopup, useUpdatePopup } from '../popups/popups-queries.js';
import { fieldErrors } from '../validation.js';
import { badgeShown } from './badge-switch.js';
import { BuilderContext, type BuilderState } from './builder-context.js';
import { AbStep, AfterSubmitStep, ContentStep, DesignStep, RulesStep } from './builder-sections.js';
import { BUILDER_STEPS, type BuilderStep, countProblems, StepPanel, StepTabs } from './builder-steps.js';
import { cleaned, newPopup, type Path, setIn } from './draft.js';
import { LeaveGuard } from './leave-guard.js';
import { PreviewFrame } from './preview-frame.js';
import { drawnScreen, type PreviewPick, type ScreenKey } from './preview-pick.js';
import { WhyShown } from './why-shown-panel.js';

export function BuilderScreen() {
  const t = useT();
  const { poptinId } = useParams();
  const existing = useQuery(popupQueries.detail(poptinId));
  if (poptinId && existing.isPending) return <Loading label={t('builder.loadingThePopUp')} />;
  if (poptinId && existing.isError)
    return <LoadError what={t('builder.thisPopUp')} error={existing.error} onRetry={() => existing.refetch()} />;
  // Keyed by pop-up, not version: another pop-up, or a new one once created (the URL gains its id), starts a
  // fresh draft; saving this one keeps the draft, and the version it is saved from follows each answer.
  return <Builder key={poptinId ?? 'new'} saved={existing.data} />;
}

/**
 * The design the preview draws: the draft's, or while a value is invalid the last valid one, with the
 * reason in the owner's words so a preview that stopped following the edits says why.
 */
function previewDesign(
  draft: PopupInput,
  id: string,
  fallback: DesignDocument | null,
): { design: DesignDocument | null; paused: string } {
  const candidate = { ...draft.design, poptin_id: id, version: 1 };
  const parsed = designDocumentSchema.safeParse(candidate);
  if (parsed.success) return { design: parsed.data, paused: '' };
  const [key = '', rule = ''] = Object.entries(fieldErrors(parsed.error.issues, candidate, schemaRuleWords))[0] ?? [];
  return { design: fallback, paused: plainMessage(`body.${key}: ${rule}`) };
}

/** Where a picked item's settings are: the step, and the id of the list item holding them. */
function pickedSettings(pick: PreviewPick, screen: ScreenKey, draft: PopupInput): { step: BuilderStep; id: string } {
  if (pick.kind === 'field') {
    // The preview draws every field but the hidden ones, in order.
    const drawn = draft.design.fields.flatMap((f, i) => (f.type === 'hidden' ? [] : [i]));
    return { step: 'content', id: `builder-field-${drawn[pick.index] ?? -1}` };
  }
  // The phone's own screens are edited under the mobile design, with the design settings.
  return { step: screen.startsWith('mobile') ? 'design' : 'content', id: `builder-block-${screen}-${pick.index}` };
}

function Builder({ saved }: { saved: PopupDetail | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreatePopup();
  const update = useUpdatePopup();
  // Read defensively: an answer without the plan leaves it unknown, which the badge treats as free.
  const freePlan = useQuery(accountQueries.session()).data?.plan?.is_freemium;
  const [draft, setDraft] = useState<PopupInput>(() => saved?.popup ?? newPopup());
  const [version, setVersion] = useState(saved?.version ?? 1);
  const [screen, setScreen] = useState<PopupScreen>('main');
  const [step, setStep] = useState<BuilderStep>('design');
  const [problems, setProblems] = useState<Partial<Record<BuilderStep, number>>>({});
  const [picked, setPicked] = useState<{ pick: PreviewPick; screen: ScreenKey; target: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState('');
  const errorSummary = useRef<HTMLDivElement>(null);

  const result = useMemo(() => popupInputSchema.safeParse(draft), [draft]);
  const errors = useMemo(
    () => (result.success ? {} : fieldErrors(result.error.issues, draft, schemaRuleWords)),
    [draft, result],
  );
  // The design last drawn, kept once the render that drew it is committed (a render may be thrown away).
  const lastGood = useRef<DesignDocument | null>(null);
  const { design, paused } = previewDesign(draft, saved?.poptin_id ?? '0000000000000', lastGood.current);
  useEffect(() => {
    lastGood.current = design;
  }, [design]);
  // The draft as last saved (or as opened): any other draft has edits that leaving would lose.
  const [savedDraft, setSavedDraft] = useState(draft);
  const dirty = draft !== savedDraft;
  const saveError = useRef<HTMLParagraphElement>(null);

  const state: BuilderState = useMemo(
    () => ({
      draft,
      errors,
      poptinId: saved?.poptin_id,
      set: (path: Path, value: unknown) => {
        setStatus('');
        setDraft((d) => setIn(d, path, value));
      },
    }),
    [draft, errors, saved?.poptin_id],
  );

  const saving = create.isPending || update.isPending;
  const serverError = create.error ?? update.error;

  // A refused save is announced beside the button and takes the focus, so the owner reads it at once.
  useEffect(() => {
    if (serverError) saveError.current?.focus();
  }, [serverError]);
  const [showSummary, setShowSummary] = useState(false);
  const errorCount = Object.keys(errors).length;

  useEffect(() => {
    if (showSummary && errorCount > 0) errorSummary.current?.focus();
  }, [showSummary, errorCount]);

  // Each step says how many of its settings need fixing, read from the marks the inputs drew in this render.
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const next = countProblems(formRef.current);
    setProblems((now) => (JSON.stringify(now) === JSON.stringify(next) ? now : next));
  });

  // A pick from the preview: its settings scroll into view with the cursor in their first input.
  useEffect(() => {
    if (!picked) return;
    const item = document.getElementById(picked.target);
    item?.scrollIntoView({ block: 'center' });
    item?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [picked]);

  // The design is drawn anew on every render, so these are too; memoising them would keep nothing.
  const pick = (isMobile: boolean) => (p: PreviewPick) => {
    if (!design) return;
    const drawn = drawnScreen(design, isMobile, screen);
    const where = pickedSettings(p, drawn, draft);
    setStep(where.step);
    setPicked({ pick: p, screen: drawn, target: where.id });
  };
  const selectedOn = (isMobile: boolean) =>
    picked && design && drawnScreen(design, isMobile, screen) === picked.screen ? picked.pick : null;

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!result.success) {
      setShowSummary(true);
      // The first step holding a setting to fix comes forward, so the marked field is on screen.
      const first = BUILDER_STEPS.find((st) => problems[st.id]);
      if (first) setStep(first.id);
      return;
    }
    setShowSummary(false);
    const popup = cleaned(result.data);
    const sent = draft;
    if (saved) {
      update.mutate(
        { id: saved.poptin_id, version, popup },
        {
          onSuccess: (answer) => {
            if (!answer) return;
            setVersion(answer.version);
            setSavedDraft(sent);
            setStatus(t('builder.savedVersion', { version: answer.version }));
          },
        },
      );
    } else {
      create.mutate(popup, {
        onSuccess: (answer) => {
          setSavedDraft(sent);
          if (answer) void navigate(`/popups/${answer.poptin_id}`, { replace: true, state: { created: true } });
        },
      });
    }
  };

  return (
    <BuilderContext.Provider value={state}>
      <LeaveGuard when={dirty} />
      <div className="screen-head">
        <h1>{saved ? t('builder.editName', { name: saved.name }) : t('popups.new')}</h1>
        <Link to="/">{t('builder.backToPopUps')}</Link>
      </div>
      <div className="builder">
        <form ref={formRef} className="builder-form" onSubmit={save} noValidate aria-label={t('builder.popUpSettings')}>
          {showSummary && errorCount > 0 ? (
            <div className="form-error" role="alert" tabIndex={-1} ref={errorSummary}>
              {t('builder.settingsNeedFixing', { count: errorCount })}
            </div>
          ) : null}
          <StepTabs current={step} onChange={setStep} problems={problems} />
          <StepPanel step="design" current={step}>
            <DesignStep saved={saved} freePlan={freePlan} />
          </StepPanel>
          <StepPanel step="content" current={step}>
            <ContentStep saved={saved} freePlan={freePlan} />
          </StepPanel>
          <StepPanel step="rules" current={step}>
            <RulesStep saved={saved} />
          </StepPanel>
          <StepPanel step="after" current={step}>
            <AfterSubmitStep />
          </StepPanel>
          <StepPanel step="ab" current={step}>
            <AbStep saved={saved} />
          </StepPanel>
          <div className="save-bar">
            <button type="submit" className="primary" disabled={saving}>
              {saving ? t('builder.saving') : saved ? t('builder.saveChanges') : t('builder.createPopUp')}
            </button>
            <span role="status">{status}</span>
            {serverError ? (
              <p className="form-error save-error" role="alert" tabIndex={-1} ref={saveError}>
                {t('builder.notSaved', { message: serverError.message })}
              </p>
            ) : null}
          </div>
        </form>
        <section className="builder-preview" aria-label={t('builder.livePreview')}>
          <div className="preview-tools">
            <h2>{t('builder.preview')}</h2>
            <p className="hint" id="preview-pick-hint">
              {t('builder.clickATextButton')}
            </p>
            <fieldset className="segmented">
              <legend className="sr-only">{t('builder.screenShownInThe')}</legend>
              <label>
                <input
                  type="radio"
                  name="preview-screen"
                  checked={screen === 'main'}
                  onChange={() => setScreen('main')}
                />{' '}
                {t('builder.form')}
              </label>
              <label>
                <input
                  type="radio"
                  name="preview-screen"
                  checked={screen === 'thank_you'}
                  onChange={() => setScreen('thank_you')}
                />{' '}
                {t('builder.thankYou')}
              </label>
            </fieldset>
          </div>
          {design && paused ? (
            <p className="preview-paused" role="status">
              {t('builder.thePreviewIsPaused', { paused })}
            </p>
          ) : null}
          {design ? (
            <>
              <PreviewFrame
                design={design}
                type={draft.poptin_type}
                format={draft.poptin_format}
                name={draft.name}
                showCredit={badgeShown(freePlan, draft)}
                isMobile={false}
                screen={screen}
                onPick={pick(false)}
                selected={selectedOn(false)}
                width={1280}
                height={760}
                label={t('builder.desktop1280Px')}
              />
              <PreviewFrame
                design={design}
                type={draft.poptin_type}
                format={draft.poptin_format}
                name={draft.name}
                showCredit={badgeShown(freePlan, draft)}
                isMobile
                screen={screen}
                onPick={pick(true)}
                selected={selectedOn(true)}
                width={390}
                height={700}
                label={t('builder.mobile390Px')}
              />
            </>
          ) : (
            <p className="preview-paused" role="status">
              {t('builder.thePreviewStartsOnce', { paused })}
            </p>
          )}
          <WhyShown selfId={saved?.poptin_id} />
        </section>
      </div>
    </BuilderContext.Provider>
  );
}
