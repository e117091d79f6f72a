/**
 * One screen's content blocks drawn top to bottom (design document
 * `screens`). Owner text is rendered as React text, never as markup; §2
 * dynamic text tags are replaced in headings, text and button labels. Each
 * drawn block carries its position (`data-bk-block`), so the builder's
 * preview can tell which block was clicked.
 */
import type { Block } from '@beckon/popup-schema';
import { Fragment, type MouseEvent, type ReactNode } from 'react';
import type { Lang } from '../contract.js';
import { replaceTextTags } from '../rules/text-tags.js';
import { buttonHref } from '../rules/url-rules.js';
import { LazySocial } from './blocks/social-lazy.js';
import { LazyTicker, LazyVideo } from './blocks/video-ticker-lazy.js';
import type { LinkTarget } from './navigate.js';
import { LazyProductButton, LazyProducts } from './products/products-lazy.js';

export interface BlocksProps {
  blocks: readonly Block[];
  lang: Lang;
  now: Date;
  /** id given to the first heading, which names the dialog. */
  headingId: string;
  /** What a `form` block shows (the lead form). */
  form?: ReactNode;
  /** What `timer` and `coupon` blocks show (nothing when the owner set no timer or code). */
  timer?: ReactNode;
  coupon?: ReactNode;
  linkTarget: LinkTarget;
  /** The ticker stands still when the visitor prefers reduced motion. */
  reducedMotion?: boolean;
  /** Dashboard preview: a video block shows its placeholder only. */
  preview?: boolean;
  /** A button with the close action (reason `button`); left out, such buttons are not drawn (a content lock). */
  onCloseButton?(): void;
  /** A button link was followed: a click-through, not a close. */
  onLinkClick(event: MouseEvent<HTMLAnchorElement>): void;
}

/** Index of the first heading block, or -1. */
export function firstHeadingIndex(blocks: readonly Block[]): number {
  return blocks.findIndex((b) => b.kind === 'heading');
}

export function Blocks(props: BlocksProps) {
  const { blocks, lang, now, headingId, form, linkTarget, onCloseButton, onLinkClick } = props;
  const headingAt = firstHeadingIndex(blocks);
  const tags = (s: string) => replaceTextTags(s, now, lang);
  return (
    <>
      {blocks.map((block, i) => {
        // Blocks are a fixed list per screen, so their position is a stable key.
        const key = `${block.kind}-${i}`;
        switch (block.kind) {
          case 'heading':
            return (
              <h2 key={key} className="bk-h" id={i === headingAt ? headingId : undefined} data-bk-block={i}>
                {tags(block.text)}
              </h2>
            );
          case 'text':
            return (
              <p key={key} className="bk-p" data-bk-block={i}>
                {tags(block.text)}
              </p>
            );
          case 'image':
            return <img key={key} className="bk-img" src={block.src} alt={block.alt} data-bk-block={i} />;
          case 'form':
            return <Fragment key={key}>{form}</Fragment>;
          case 'timer':
            return <Fragment key={key}>{props.timer}</Fragment>;
          case 'coupon':
            return <Fragment key={key}>{props.coupon}</Fragment>;
          case 'ticker':
            return (
              <LazyTicker
                key={key}
                text={tags(block.text)}
                speed={block.speed}
                lang={lang}
                reducedMotion={props.reducedMotion ?? false}
              />
            );
          case 'video':
            return (
              <LazyVideo key={key} url={block.url} title={block.title} lang={lang} preview={props.preview ?? false} />
            );
          case 'social':
            return <LazySocial key={key} links={block.links} />;
          case 'products':
            return <LazyProducts key={key} block={block} index={i} />;
          case 'product_button':
            return <LazyProductButton key={key} block={block} index={i} />;
          case 'button': {
            const href = block.action === 'url' ? buttonHref(block.url) : '';
            const label = tags(block.label);
            if (href) {
              const rel = linkTarget === '_blank' ? 'noopener' : undefined;
              return (
                <a
                  key={key}
                  className="bk-btn"
                  href={href}
                  target={linkTarget}
                  rel={rel}
                  onClick={onLinkClick}
                  data-bk-block={i}
                >
                  {label}
                </a>
              );
            }
            // Close action, or a URL refused as unsafe (buttonHref gave ''): a plain button that closes.
            if (!onCloseButton) return null;
            return (
              <button key={key} type="button" className="bk-btn" onClick={onCloseButton} data-bk-block={i}>
                {label}
              </button>
            );
          }
          default:
            return null;
        }
      })}
    </>
  );
}
