/**
 * The Beckon credit badge (if_poptin_credit; the renderer's credit-badge.tsx draws it). A paid plan may hide
 * it; on a free plan it always shows, so the switch stays on and says why.
 */
import type { PopupInput } from '@beckon/popup-schema';
import { useId } from 'react';
import { useT } from '../i18n/i18n.js';
import { useBuilder } from './builder-context.js';
import { Section } from './inputs.js';

/** Whether the badge shows: `freePlan` is the session's plan (SessionAnswer.plan); unknown counts as free. */
export const badgeShown = (freePlan: boolean | undefined, draft: PopupInput): boolean =>
  freePlan !== false || draft.if_poptin_credit;

export function BadgeSection({ freePlan }: { freePlan: boolean | undefined }) {
  const t = useT();
  const { draft, set } = useBuilder();
  const id = useId();
  const locked = freePlan !== false;
  return (
    <Section title={t('builder.badge')}>
      <div className="field checkbox">
        <input
          id={id}
          type="checkbox"
          checked={badgeShown(freePlan, draft)}
          disabled={locked}
          aria-describedby={locked ? `${id}-hint` : undefined}
          onChange={(e) => set(['if_poptin_credit'], e.target.checked)}
        />
        <label htmlFor={id}>{t('builder.showTheBeckonBadge')}</label>
        {locked ? (
          <p className="hint" id={`${id}-hint`}>
            {t('builder.theFreePlanAlways')}
          </p>
        ) : null}
      </div>
    </Section>
  );
}
