/**
 * Which traffic the pop-up is shown to (@beckon/popup-schema traffic-targeting.ts): kinds of visit, referring
 * sites and UTM values. The display service decides it from the visit's referrer and the page's address.
 */
import { TRAFFIC_SOURCES, type TrafficSource, trafficTargetingSchema } from '@beckon/popup-schema';
import { useId } from 'react';
import { errorAt, useBuilder } from './builder-context.js';
import { LinesInput, Section } from './inputs.js';

const R = ['targeting', 'traffic_source'] as const;

const SOURCE_LABELS: Record<TrafficSource, string> = {
  search: 'Search engines (Google, Bing, DuckDuckGo, Yahoo, Ecosia, Yandex and others)',
  social: 'Social networks',
  email: 'Email (webmail, or utm_medium=email)',
  direct: 'Direct visits (no other site)',
  referral: 'Other websites',
};

/** A traffic rule that is off, as the schema fills it in. */
const OFF = trafficTargetingSchema.parse({});

export function TrafficSection() {
  const { draft, set, errors } = useBuilder();
  const id = useId();
  const error = errorAt(errors, [...R, 'sources']);
  const rule = draft.targeting.traffic_source;
  const on = rule?.active === true;
  const sources = rule?.sources ?? [];
  return (
    <Section title="Traffic source">
      <div className="field checkbox">
        <input
          id={`${id}-on`}
          type="checkbox"
          checked={on}
          onChange={(e) => set(R, { ...(rule ?? OFF), active: e.target.checked })}
        />
        <label htmlFor={`${id}-on`}>Show only to visitors from chosen sources</label>
      </div>
      {on ? (
        <>
          <LinesInput
            label="Visitors from these websites"
            path={[...R, 'referrer_domains']}
            hint="One domain per line, such as news.example.com; its subdomains count too."
          />
          <fieldset className="field">
            <legend>Or visitors coming from</legend>
            <p className="hint">
              The visit's source is its first outside referrer, kept while the visitor moves between your pages; a
              utm_medium naming email, social or paid search decides first.
            </p>
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
                <label htmlFor={`${id}-${source}`}>{SOURCE_LABELS[source]}</label>
              </div>
            ))}
            {error ? (
              <p className="field-error" id={`${id}-error`}>
                {error}
              </p>
            ) : null}
          </fieldset>
          <LinesInput
            label="Only with UTM source"
            path={[...R, 'utm_source']}
            hint="One value per line, matched in any case; empty: any. Read from the page's address."
          />
          <LinesInput label="Only with UTM medium" path={[...R, 'utm_medium']} hint="One value per line; empty: any." />
          <LinesInput
            label="Only with UTM campaign"
            path={[...R, 'utm_campaign']}
            hint="One value per line; empty: any."
          />
        </>
      ) : null}
    </Section>
  );
}
