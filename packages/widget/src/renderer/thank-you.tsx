/**
 * The thank-you screen (spec §2, §4 "Submit"): the owner's thank_you blocks,
 * or the spec's only success text, "Sent successfully!" (Hebrew on Hebrew
 * pages), when the owner drew none.
 */
import type { Block } from '@beckon/popup-schema';
import type { Lang } from '../contract.js';
import { t } from '../rules/messages.js';
import { Blocks, type BlocksProps } from './blocks.js';
import type { LinkTarget } from './navigate.js';

export interface ThankYouProps extends Pick<BlocksProps, 'timer' | 'coupon' | 'reducedMotion' | 'preview'> {
  blocks: readonly Block[];
  lang: Lang;
  now: Date;
  headingId: string;
  linkTarget: LinkTarget;
  onCloseButton(): void;
  onLinkClick: BlocksProps['onLinkClick'];
}

export function ThankYou(props: ThankYouProps) {
  if (props.blocks.length === 0) {
    return (
      <h2 className="bk-h" id={props.headingId}>
        {t(props.lang, 'sentSuccessfully')}
      </h2>
    );
  }
  return <Blocks {...props} />;
}
