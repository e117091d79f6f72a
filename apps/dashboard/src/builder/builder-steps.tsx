/**
 * The builder's settings in steps, as Poptin and OptinMonster group them, instead of one long form: a tab list
 * (WAI-ARIA tabs: arrow keys, Home and End move between steps) over one panel per step. Every panel stays mounted
 * and is only hidden, so the draft's validation reaches settings on other steps, and a step holding a setting that
 * needs fixing says how many.
 */
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { type MessageId, useT } from '../i18n/i18n.js';

export const BUILDER_STEPS = [
  { id: 'design', label: 'builder.step.design' },
  { id: 'content', label: 'builder.step.content' },
  { id: 'rules', label: 'builder.step.rules' },
  { id: 'after', label: 'builder.step.after' },
  { id: 'ab', label: 'builder.step.ab' },
] as const satisfies readonly { id: string; label: MessageId }[];

export type BuilderStep = (typeof BUILDER_STEPS)[number]['id'];

const stepTabId = (step: BuilderStep) => `builder-tab-${step}`;
const stepPanelId = (step: BuilderStep) => `builder-step-${step}`;

export function StepTabs({
  current,
  onChange,
  problems,
}: {
  current: BuilderStep;
  onChange(step: BuilderStep): void;
  /** How many settings on each step need fixing. */
  problems: Partial<Record<BuilderStep, number>>;
}) {
  const t = useT();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const go = (i: number) => {
    const n = BUILDER_STEPS.length;
    const step = BUILDER_STEPS[(i + n) % n];
    if (!step) return;
    onChange(step.id);
    tabs.current[(i + n) % n]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: BUILDER_STEPS.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  };
  return (
    <div className="builder-steps" role="tablist" aria-label={t('builder.popUpSettings')}>
      {BUILDER_STEPS.map((step, i) => {
        const count = problems[step.id] ?? 0;
        return (
          <button
            key={step.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={stepTabId(step.id)}
            aria-selected={current === step.id}
            aria-controls={stepPanelId(step.id)}
            tabIndex={current === step.id ? 0 : -1}
            onClick={() => onChange(step.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t(step.label)}
            {count > 0 ? <span className="step-problems"> {t('builder.toFix', { count })}</span> : null}
          </button>
        );
      })}
    </div>
  );
}

export function StepPanel({
  step,
  current,
  children,
}: {
  step: BuilderStep;
  current: BuilderStep;
  children: ReactNode;
}) {
  return (
    <div role="tabpanel" id={stepPanelId(step)} aria-labelledby={stepTabId(step)} hidden={step !== current}>
      {children}
    </div>
  );
}

/** How many invalid settings each step's panel holds, read from the drawn form (each input marks itself). */
export function countProblems(form: ParentNode): Partial<Record<BuilderStep, number>> {
  const counts: Partial<Record<BuilderStep, number>> = {};
  for (const { id } of BUILDER_STEPS) {
    const n = form.querySelector(`#${stepPanelId(id)}`)?.querySelectorAll('[aria-invalid="true"]').length ?? 0;
    if (n) counts[id] = n;
  }
  return counts;
}
