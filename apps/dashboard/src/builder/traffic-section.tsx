/**
 * Which traffic the pop-up is shown to (@beckon/popup-schema traffic-targeting.ts): kinds of visit, referring
 * sites and UTM values. The display service decides it from the visit's referrer and the page's address.
 */
import { TRAFFIC_SOURCES, type TrafficSource, trafficTargetingSchema } from '@beckon/popup-schema';
import { useId } from 'react';
import { useT, t as words } from '../i18n/i18n.js';
import { errorAt, useBuilder } from './builder-context.js';
import { LinesInput, Section } from './inputs.js';

const R = ['targeting', 'traffic_source'] as const;

const SOURCE_LABELS = (): Record<TrafficSource, string> => ({
  search: words('builder.traffic.search'),
  social: words('builder.traffic.social'),
  email: words('builder.traffic.email'),
  direct: words('builder.traffic.direct'),
  referral: words('builder.traffic.referral'),
});

/** A traffic rule that is off, as the schema fills it in. */
const OFF = trafficTargetingSchema.parse({});

export function TrafficSection() {
  // Drawn again in the new words when the language changes.
  useT();
  const { draft, set, errors } = useBuilder();
  const id = useId();
  const error = errorAt(errors, [...R, 'sources']);
  const rule = draft.targeting.traffic_source;
  const on = rule?.active === true;
  const sources = rule?.sources ?? [];
  return (
    <Section title={words('builder.traffic.title')}>
      <div className="field checkbox">
        <input
          id={`${id}-on`}
          type="checkbox"
          checked={on}
          onChange={(e) => set(R, { ...(rule ?? OFF), active: e.target.checked })}
        />
        <label htmlFor={`${id}-on`}>{words('builder.traffic.on')}</label>
      </div>
      {on ? (
        <>
          <LinesInput
            label={words('builder.traffic.sites')}
            path={[...R, 'referrer_domains']}
            hint={words('builder.traffic.sitesHint')}
          />
          <fieldset className="field">
            <legend>{words('builder.traffic.sources')}</legend>
            <p className="hint">{words('builder.traffic.sourcesHint')}</p>
            {TRAFFIC_SOURCES.map((source) => (
              <div key={source} className="checkbox">
                <input
                  id={`${id}-${source}`}
                  type="checkbox"
                  checked={sources.includes(source)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(e) =>
                    set(
                      [...R, 'sources'],
                      e.target.checked
                        ? TRAFFIC_SOURCES.filter((s) => s === source || sources.includes(s))
                        : sources.filter((s) => s !== source),
                    )
                  }
                />
                <label htmlFor={`${id}-${source}`}>{SOURCE_LABELS()[source]}</label>
              </div>
            ))}
            {error ? (
              <p className="field-error" id={`${id}-error`}>
                {error}
              </p>
            ) : null}
          </fieldset>
          <LinesInput
            label={words('builder.traffic.utmSource')}
            path={[...R, 'utm_source']}
            hint={words('builder.traffic.utmSourceHint')}
          />
          <LinesInput
            label={words('builder.traffic.utmMedium')}
            path={[...R, 'utm_medium']}
            hint={words('builder.traffic.oneValueHint')}
          />
          <LinesInput
            label={words('builder.traffic.utmCampaign')}
            path={[...R, 'utm_campaign']}
            hint={words('builder.traffic.oneValueHint')}
          />
        </>
      ) : null}
    </Section>
  );
}
