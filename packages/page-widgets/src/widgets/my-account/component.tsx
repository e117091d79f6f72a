/**
 * The my-account widget in the editor (§2 shop widgets): the account's own navigation and tabs around
 * a sample customer's content. A click on a link of the account shows its tab in place, one at a time;
 * no link or form leaves the page being edited. The listeners are the container's own, so the account's
 * markup stays that of the real page. It brings the shop's styles, which the canvas lacks; the dashboard
 * loads this module when a page first shows the widget (apps/dashboard/build.mjs).
 */
import { useEffect, useRef, useState } from 'react';
import { AccountTabs } from '../../shop/account-pages.js';
import { SHOP_CSS } from '../../shop/css.js';
import { SAMPLE_DASHBOARD, SAMPLE_NAME, sampleTab } from './sample.js';

export function AccountPreview() {
  const [content, setContent] = useState(SAMPLE_DASHBOARD);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const click = (event: MouseEvent) => {
      // The canvas is another document (Puck's iframe): `instanceof Element` of this window would not match.
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link) return;
      event.preventDefault();
      const next = sampleTab(link.getAttribute('href') ?? '');
      if (next) setContent(next);
    };
    const submit = (event: Event) => event.preventDefault();
    el.addEventListener('click', click);
    el.addEventListener('submit', submit);
    return () => {
      el.removeEventListener('click', click);
      el.removeEventListener('submit', submit);
    };
  }, []);
  return (
    <div ref={root}>
      <style>{SHOP_CSS}</style>
      <AccountTabs name={SAMPLE_NAME} csrf={null} notices={[]} content={content} />
    </div>
  );
}
