/**
 * "Why is this pop-up shown here?" beside the preview: the owner describes a visit (address, device,
 * country, and only the facts the draft's rules read) and sees each rule pass or fail with its reason,
 * from the decisions the display service and loader make (why-shown.ts).
 */
import { wallClockAt, wallTimeText, wallTimeToEpoch } from '@beckon/popup-schema/wall-clock';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useT } from '../i18n/i18n.js';
import { useBuilder } from './builder-context.js';
import { countries, DEFAULT_VISIT, type Explanation, explain, type Visit } from './why-shown.js';

const VERDICT_WORDS = {
  pass: 'builder.why.verdict.pass',
  fail: 'builder.why.verdict.fail',
  unknown: 'builder.why.verdict.unknown',
} as const;
const VERDICT_MARKS = { pass: '✓', fail: '✗', unknown: '?' } as const;

/** Built once per language: the builder redraws on every keystroke, and these 250 options rarely change. */
const countryOptions = (() => {
  const byList = new WeakMap<object, ReactNode>();
  return (list: ReturnType<typeof countries>): ReactNode => {
    let options = byList.get(list);
    if (!options) {
      options = list.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ));
      byList.set(list, options);
    }
    return options;
  };
})();

/**
 * A disclosure: the check runs, and its inputs exist, only while open, so the builder's every keystroke
 * does not redraw a form the owner is not using.
 */
export function WhyShown({ selfId }: { selfId: string | undefined }) {
  const tr = useT();
  const [open, setOpen] = useState(false);
  return (
    <details className="why-shown" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{tr('builder.whyIsThisPop')}</summary>
      {open ? <VisitCheck selfId={selfId} /> : null}
    </details>
  );
}

function VisitCheck({ selfId }: { selfId: string | undefined }) {
  const tr = useT();
  const { draft } = useBuilder();
  const [visit, setVisit] = useState<Visit>(DEFAULT_VISIT);
  const [answer, setAnswer] = useState<Explanation | null>(null);
  const id = useId();
  const t = draft.targeting;
  const put = (part: Partial<Visit>) => setVisit((v) => ({ ...v, ...part }));

  useEffect(() => {
    let current = true;
    void explain(draft, visit, selfId).then((a) => {
      if (current) setAnswer(a);
    });
    return () => {
      current = false;
    };
  }, [draft, visit, selfId]);

  const field = (name: string) => `${id}-${name}`;
  return (
    <section aria-label={tr('builder.whyIsThisPop')}>
      <p className="hint">{tr('builder.describeAVisitEach')}</p>
      <div className="field">
        <label htmlFor={field('url')}>{tr('builder.pageAddress')}</label>
        <input id={field('url')} type="url" value={visit.url} onChange={(e) => put({ url: e.target.value })} />
      </div>
      <div className="grid-2">
        <div className="field">
          <label htmlFor={field('device')}>{tr('builder.device')}</label>
          <select
            id={field('device')}
            value={visit.isMobile ? 'mobile' : 'desktop'}
            onChange={(e) => put({ isMobile: e.target.value === 'mobile' })}
          >
            <option value="desktop">{tr('builder.desktopComputer')}</option>
            <option value="mobile">{tr('builder.phoneOrTablet')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={field('country')}>{tr('builder.visitorSCountry')}</label>
          <select id={field('country')} value={visit.country} onChange={(e) => put({ country: e.target.value })}>
            <option value="">{tr('builder.unknown')}</option>
            {countryOptions(countries())}
          </select>
        </div>
        <div className="field">
          <label htmlFor={field('returning')}>{tr('builder.visitor')}</label>
          <select
            id={field('returning')}
            value={visit.returning ? 'returning' : 'new'}
            onChange={(e) => put({ returning: e.target.value === 'returning' })}
          >
            <option value="new">{tr('builder.newFirstVisit')}</option>
            <option value="returning">{tr('builder.returning')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={field('self')}>{tr('builder.withThisPopUp')}</label>
          <select
            id={field('self')}
            value={visit.self}
            onChange={(e) => put({ self: e.target.value as Visit['self'] })}
          >
            <option value="none">{tr('builder.notSeenItYet')}</option>
            <option value="seen">{tr('builder.seenItEarlierThis')}</option>
            <option value="closed">{tr('builder.closedItWithThis')}</option>
            <option value="converted">{tr('builder.convertedOnIt')}</option>
          </select>
        </div>
        {draft.triggers.display_after_visit_page_active !== null ? (
          <div className="field">
            <label htmlFor={field('pages')}>{tr('builder.pagesSeenThisVisit')}</label>
            <input
              id={field('pages')}
              type="number"
              min={1}
              value={visit.pagesThisVisit}
              onChange={(e) => put({ pagesThisVisit: Math.max(1, Number(e.target.value) || 1) })}
            />
          </div>
        ) : null}
      </div>
      {t.traffic_source?.active ? (
        <div className="field">
          <label htmlFor={field('referrer')}>{tr('builder.why.cameFrom')}</label>
          <input
            id={field('referrer')}
            type="url"
            placeholder="https://www.google.com/"
            value={visit.referrer}
            onChange={(e) => put({ referrer: e.target.value })}
          />
        </div>
      ) : null}
      {t.schedule?.active ? (
        <VisitMoment id={field('at')} zone={t.schedule.time_zone} at={visit.at} onChange={(at) => put({ at })} />
      ) : null}
      {t.cookie_filter.length ? (
        <div className="field">
          <label htmlFor={field('cookies')}>{tr('builder.thePageSCookies')}</label>
          <input
            id={field('cookies')}
            type="text"
            placeholder={tr('builder.planGoldSeenOffer')}
            value={visit.cookies}
            onChange={(e) => put({ cookies: e.target.value })}
          />
        </div>
      ) : null}
      {t.js_filter.display_if_specific_js_active ? (
        <div className="field">
          <label htmlFor={field('vars')}>{tr('builder.thePageSVariables')}</label>
          <textarea
            id={field('vars')}
            rows={2}
            placeholder='{"plan":"gold"}'
            value={visit.variables}
            onChange={(e) => put({ variables: e.target.value })}
          />
        </div>
      ) : null}
      {t.source_code_target_active ? (
        <div className="field">
          <label htmlFor={field('source')}>{tr('builder.thePageSSource')}</label>
          <textarea
            id={field('source')}
            rows={2}
            value={visit.pageSource}
            onChange={(e) => put({ pageSource: e.target.value })}
          />
        </div>
      ) : null}
      {t.engagement_with_other_poptin_filter.length ? (
        <div className="field">
          <label htmlFor={field('others')}>{tr('builder.withYourOtherPop')}</label>
          <select
            id={field('others')}
            value={visit.others}
            onChange={(e) => put({ others: e.target.value as Visit['others'] })}
          >
            <option value="none">{tr('builder.seenNone')}</option>
            <option value="seen">{tr('builder.seenThem')}</option>
            <option value="closed">{tr('builder.closedThemThisVisit')}</option>
            <option value="converted">{tr('builder.convertedOnThem')}</option>
          </select>
        </div>
      ) : null}
      {t.member_filter.active ? (
        <div className="field checkbox">
          <input
            id={field('member')}
            type="checkbox"
            checked={visit.member}
            onChange={(e) => put({ member: e.target.checked })}
          />
          <label htmlFor={field('member')}>{tr('builder.theVisitorIsA')}</label>
        </div>
      ) : null}
      {draft.display_if_adblock_active === 'yes' ? (
        <div className="field checkbox">
          <input
            id={field('ads')}
            type="checkbox"
            checked={visit.adBlocker}
            onChange={(e) => put({ adBlocker: e.target.checked })}
          />
          <label htmlFor={field('ads')}>{tr('builder.theVisitorBlocksAds')}</label>
        </div>
      ) : null}
      <p role="status" className={answer?.shows ? 'why-yes' : 'why-no'}>
        {answer?.summary ?? ''}
      </p>
      <ul className="why-checks" aria-label={tr('builder.rulesChecked')}>
        {answer?.checks.map((c, i) => (
          // Two rules may read alike; the list is rebuilt whole on every change.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} data-verdict={c.verdict}>
            <span aria-hidden="true">{VERDICT_MARKS[c.verdict]} </span>
            <strong>{c.rule}</strong> {tr(VERDICT_WORDS[c.verdict])}: {c.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** When the visit happens, typed on the schedule's wall clock; empty = now. */
function VisitMoment({
  id,
  zone,
  at,
  onChange,
}: {
  id: string;
  zone: string;
  at: number | null;
  onChange(at: number | null): void;
}) {
  const tr = useT();
  return (
    <div className="field">
      <label htmlFor={id}>{tr('builder.why.when', { zone })}</label>
      <input
        id={id}
        type="datetime-local"
        value={at === null ? '' : wallTimeText(wallClockAt(at, zone))}
        onChange={(e) => onChange(e.target.value ? wallTimeToEpoch(e.target.value, zone) : null)}
      />
    </div>
  );
}
