/**
 * The builder's sections in the order the owner meets them: first what visitors see (type, content, form,
 * screens, style), then when and to whom it shows. Split so the test that walks every design setting
 * (design-walk.tsx) sees exactly the screen's design controls.
 */
import type { PopupDetail } from '@beckon/owner-api';
import { AbSection } from './ab-section.js';
import { BadgeSection } from './badge-switch.js';
import { BasicsSection, MobileDesignSection, PlacementSection } from './basics-section.js';
import { BlocksEditor } from './blocks-editor.js';
import { AfterSubmitSection, CloseSection } from './close-section.js';
import { FormFieldsEditor } from './form-fields-editor.js';
import { PrizesSection } from './prizes-section.js';
import { FrequencySection, TriggersSection } from './rules-section.js';
import { StyleSection } from './style-section.js';
import { TargetingSection } from './targeting-section.js';
import { TeaserSection } from './teaser-section.js';

/** What the pop-up looks like and says: every control here changes what visitors see. */
export function DesignSections({ saved, freePlan }: { saved: PopupDetail | undefined; freePlan: boolean | undefined }) {
  return (
    <>
      <BasicsSection />
      <PlacementSection />
      <BlocksEditor screen="main" title="Content" />
      <FormFieldsEditor />
      <PrizesSection saved={saved} />
      <CloseSection />
      <TeaserSection />
      <BlocksEditor screen="thank_you" title="Thank-you screen" />
      <MobileDesignSection />
      <AfterSubmitSection />
      <StyleSection />
      <BadgeSection freePlan={freePlan} />
    </>
  );
}

/** When, to whom and how often it shows. */
export function RuleSections({ saved }: { saved: PopupDetail | undefined }) {
  return (
    <>
      <TriggersSection />
      <TargetingSection selfId={saved?.poptin_id} />
      <FrequencySection />
      <AbSection saved={saved} />
    </>
  );
}
