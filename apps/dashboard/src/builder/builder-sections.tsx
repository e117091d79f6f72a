/**
 * The builder's sections, grouped in the steps the owner meets them (builder-steps.tsx): how it looks, what it
 * says, when and to whom it shows, what happens after a submit, and the A/B test. `DesignSections` and
 * `RuleSections` are every design and every rule control at once, for the tests that walk them (design-walk.tsx).
 */
import type { PopupDetail } from '@beckon/owner-api';
import { useT } from '../i18n/i18n.js';
import { AbSection } from './ab-section.js';
import { BadgeSection } from './badge-switch.js';
import { BasicsSection, MobileDesignSection, PlacementSection } from './basics-section.js';
import { BlocksEditor } from './blocks-editor.js';
import { AfterSubmitSection, CloseSection } from './close-section.js';
import { FormFieldsEditor } from './form-fields-editor.js';
import { PrizesSection } from './prizes-section.js';
import { FrequencySection, TriggersSection } from './rules-section.js';
import { ScheduleSection } from './schedule-section.js';
import { StyleSection } from './style-section.js';
import { TargetingSection } from './targeting-section.js';
import { TeaserSection } from './teaser-section.js';
import { TrafficSection } from './traffic-section.js';

interface StepProps {
  saved: PopupDetail | undefined;
  freePlan: boolean | undefined;
}

/** The type, placement, look and close controls. */
export function DesignStep({ freePlan }: StepProps) {
  return (
    <>
      <BasicsSection />
      <PlacementSection />
      <StyleSection />
      <CloseSection />
      <TeaserSection />
      <MobileDesignSection />
      <BadgeSection freePlan={freePlan} />
    </>
  );
}

/** What the pop-up says: its blocks, form fields, prizes and thank-you screen. */
export function ContentStep({ saved }: StepProps) {
  const t = useT();
  return (
    <>
      <BlocksEditor screen="main" title={t('popupType.content')} />
      <FormFieldsEditor />
      <PrizesSection saved={saved} />
      <BlocksEditor screen="thank_you" title={t('builder.thankYouScreen')} />
    </>
  );
}

export function AfterSubmitStep() {
  return <AfterSubmitSection />;
}

/** When, to whom and how often it shows. */
export function RulesStep({ saved }: Pick<StepProps, 'saved'>) {
  return (
    <>
      <TriggersSection />
      <TargetingSection selfId={saved?.poptin_id} />
      <ScheduleSection />
      <TrafficSection />
      <FrequencySection />
    </>
  );
}

export function AbStep({ saved }: Pick<StepProps, 'saved'>) {
  return <AbSection saved={saved} />;
}

/** What the pop-up looks like and says: every control here changes what visitors see. */
export function DesignSections(props: StepProps) {
  return (
    <>
      <DesignStep {...props} />
      <ContentStep {...props} />
      <AfterSubmitStep />
    </>
  );
}

/** When, to whom and how often it shows, and its A/B test. */
export function RuleSections({ saved }: { saved: PopupDetail | undefined }) {
  return (
    <>
      <RulesStep saved={saved} />
      <AbStep saved={saved} />
    </>
  );
}
