/**
 * The coupon block (spec §4 "Gamified": a copied coupon shows a tooltip for
 * 0.5 s; the copy hint appears after 500 ms): the code as text the visitor
 * can select, and a copy button. The hint is a CSS transition delay; the
 * "Copied!" tooltip is also announced, since half a second is too short to
 * read for many people.
 */
import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../../contract.js';
import { t } from '../../rules/messages.js';

/** How long "Copied!" stays up (§4). */
const COPIED_TIP_MS = 500;

export function Coupon({ code, lang }: { code: string; lang: Lang }) {
  const [copied, setCopied] = useState(0);
  const codeRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(0), COPIED_TIP_MS);
    return () => clearTimeout(id);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      // A count, not a flag: a second click restarts the tooltip's half second.
      setCopied((n) => n + 1);
    } catch {
      // No clipboard access (an insecure page, a refused permission): select the code for Ctrl+C instead.
      const el = codeRef.current;
      const selection = el?.ownerDocument.getSelection();
      if (!el || !selection) return;
      selection.selectAllChildren(el);
    }
  };

  return (
    <div className="bk-coupon">
      <span ref={codeRef} className="bk-code">
        {code}
      </span>
      <button type="button" className="bk-btn bk-copy" onClick={copy}>
        {t(lang, 'couponCopy')}
      </button>
      <span className="bk-chint" aria-hidden="true">
        {t(lang, 'couponHint')}
      </span>
      <span className="bk-ctip" aria-hidden="true" data-show={copied ? '' : undefined}>
        {t(lang, 'couponCopied')}
      </span>
      <span className="bk-sr" role="status">
        {copied ? t(lang, 'couponCopied') : ''}
      </span>
    </div>
  );
}
