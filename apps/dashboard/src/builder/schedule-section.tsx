/**
 * When the pop-up may show (@beckon/popup-schema schedule.ts): dates, days of the week and daily hours on the
 * wall clock of a chosen time zone. The display service decides it, so a pop-up outside its schedule is not
 * offered to any visitor.
 */
import { DEFAULT_SCHEDULE_TIME_ZONE, popupScheduleSchema, WEEKDAYS, type Weekday } from '@beckon/popup-schema';
import { useId } from 'react';
import { useT, t as words } from '../i18n/i18n.js';
import { useBuilder } from './builder-context.js';
import { Section, SelectInput, TextInput } from './inputs.js';

const S = ['targeting', 'schedule'] as const;

/**
 * Zones offered, ordered so neighbours differ in UTC offset; a stored zone not listed is offered too. Europe/Madrid
 * first: the clinic's and the demo's.
 */
const ZONES = [
  'Europe/Madrid',
  'Europe/London',
  'Asia/Jerusalem',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Honolulu',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/New_York',
  'America/Sao_Paulo',
  'Atlantic/Canary',
];

const DAY_NAMES = (): Record<Weekday, string> => ({
  mon: words('builder.day.mon'),
  tue: words('builder.day.tue'),
  wed: words('builder.day.wed'),
  thu: words('builder.day.thu'),
  fri: words('builder.day.fri'),
  sat: words('builder.day.sat'),
  sun: words('builder.day.sun'),
});

/** A new schedule's daily hours, when the owner asks for hours. */
const OFFICE_HOURS = { from: '09:00', to: '17:00' };

export function ScheduleSection() {
  // Drawn again in the new words when the language changes.
  useT();
  const { draft, set } = useBuilder();
  const id = useId();
  const schedule = draft.targeting.schedule;
  const on = schedule?.active === true;
  const zones = schedule && !ZONES.includes(schedule.time_zone) ? [schedule.time_zone, ...ZONES] : ZONES;
  const toggle = (active: boolean) =>
    set(
      S,
      schedule ? { ...schedule, active } : popupScheduleSchema.parse({ active, time_zone: DEFAULT_SCHEDULE_TIME_ZONE }),
    );
  const days = schedule?.days ?? [];
  const hours = schedule !== undefined && schedule.from !== '';
  return (
    <Section title={words('builder.schedule.title')}>
      <div className="field checkbox">
        <input id={`${id}-on`} type="checkbox" checked={on} onChange={(e) => toggle(e.target.checked)} />
        <label htmlFor={`${id}-on`}>{words('builder.schedule.on')}</label>
      </div>
      {on ? (
        <>
          <SelectInput
            label={words('builder.schedule.timeZone')}
            path={[...S, 'time_zone']}
            options={zones.map((z) => [z, z.replace(/_/g, ' ')] as const)}
            hint={words('builder.schedule.timeZoneHint')}
          />
          <div className="grid-2">
            <TextInput
              label={words('builder.schedule.starts')}
              type="datetime-local"
              path={[...S, 'start']}
              hint={words('builder.schedule.startsHint')}
            />
            <TextInput
              label={words('builder.schedule.ends')}
              type="datetime-local"
              path={[...S, 'end']}
              hint={words('builder.schedule.endsHint')}
            />
          </div>
          <fieldset className="field">
            <legend>{words('builder.schedule.days')}</legend>
            <p className="hint">{words('builder.schedule.daysHint')}</p>
            <div className="chips">
              {WEEKDAYS.map((day) => (
                <div key={day} className="checkbox">
                  <input
                    id={`${id}-${day}`}
                    type="checkbox"
                    checked={days.includes(day)}
                    onChange={(e) =>
                      set(
                        [...S, 'days'],
                        e.target.checked
                          ? WEEKDAYS.filter((d) => d === day || days.includes(d))
                          : days.filter((d) => d !== day),
                      )
                    }
                  />
                  <label htmlFor={`${id}-${day}`}>{DAY_NAMES()[day]}</label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="field checkbox">
            <input
              id={`${id}-hours`}
              type="checkbox"
              checked={hours}
              onChange={(e) => set(S, { ...schedule, ...(e.target.checked ? OFFICE_HOURS : { from: '', to: '' }) })}
            />
            <label htmlFor={`${id}-hours`}>{words('builder.schedule.hours')}</label>
          </div>
          {hours ? (
            <div className="grid-2">
              <TextInput label={words('builder.schedule.from')} type="time" path={[...S, 'from']} />
              <TextInput
                label={words('builder.schedule.until')}
                type="time"
                path={[...S, 'to']}
                hint={words('builder.schedule.untilHint')}
              />
            </div>
          ) : null}
        </>
      ) : null}
    </Section>
  );
}
