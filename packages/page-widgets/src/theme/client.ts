/**
 * The theme island (plain DOM, no framework: it runs on every page with a
 * header, so it must cost almost nothing): the mobile menu toggle and
 * disclosure sub-menus (§2, §4), in-page anchors with the header offset and
 * the active-anchor highlight (§5 fragment rule), and container backgrounds
 * loaded within 200 px of the viewport (§9).
 */
import { anchorIdOf } from './fragment.js';
import { closeSubMenus, isExpanded, setExpanded } from './menu-state.js';

const LAZY_MARGIN = '200px';

function initMenu(): void {
  const toggle = document.querySelector<HTMLElement>('.menu-toggle');
  const dropdown = document.getElementById('menu-dropdown');
  if (toggle && dropdown) {
    toggle.addEventListener('click', () => {
      closeSubMenus(dropdown);
      setExpanded(toggle, !isExpanded(toggle));
    });
    let width = window.innerWidth;
    window.addEventListener('resize', () => {
      // Mobile browsers fire resize when the address bar hides: only a width change closes the menu.
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      closeSubMenus(document);
      setExpanded(toggle, false);
    });
  }
  for (const button of document.querySelectorAll<HTMLElement>('.site-header .sub-toggle')) {
    button.addEventListener('click', () => setExpanded(button, !isExpanded(button)));
  }
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const open = document.querySelector<HTMLElement>('.menu-main .sub-toggle[aria-expanded="true"]');
    if (open) {
      setExpanded(open, false);
      open.focus();
    }
  });
  // A click outside the desktop menu closes its open sub-menus (disclosure pattern).
  document.addEventListener('click', (e) => {
    const main = document.querySelector('.menu-main');
    if (main && !main.contains(e.target as Node)) closeSubMenus(main);
  });
}

function headerOffset(): number {
  const header = document.querySelector<HTMLElement>('.site-header');
  return header ? header.getBoundingClientRect().height + 8 : 0;
}

function initAnchors(): void {
  document.addEventListener('click', (e) => {
    const link = (e.target as Element).closest?.('a[href*="#"]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const id = anchorIdOf(link.getAttribute('href') ?? '', location.pathname);
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    e.preventDefault();
    const top = target.getBoundingClientRect().top + window.scrollY - headerOffset();
    window.scrollTo({ top, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    history.pushState(null, '', `#${id}`);
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.site-header a[href*="#"]')];
  const targets = new Map<Element, HTMLAnchorElement[]>();
  for (const a of links) {
    const id = anchorIdOf(a.getAttribute('href') ?? '', location.pathname);
    const el = id ? document.getElementById(id) : null;
    if (el) targets.set(el, [...(targets.get(el) ?? []), a]);
  }
  if (targets.size === 0) return;
  // Active when the section crosses the middle of the viewport (the builder's 50 % waypoint, §9).
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        for (const a of links) {
          a.classList.remove('is-active');
          a.removeAttribute('aria-current');
        }
        for (const a of targets.get(entry.target) ?? []) {
          a.classList.add('is-active');
          a.setAttribute('aria-current', 'location');
        }
      }
    },
    { rootMargin: '-50% 0px -50% 0px' },
  );
  for (const el of targets.keys()) observer.observe(el);
}

function initLazyBackgrounds(): void {
  const els = document.querySelectorAll<HTMLElement>('[data-bg]');
  if (els.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const el = entry.target as HTMLElement;
        el.style.backgroundImage = `url("${el.dataset.bg}")`;
        el.classList.add('bg-loaded');
        observer.unobserve(el);
      }
    },
    { rootMargin: LAZY_MARGIN },
  );
  for (const el of els) observer.observe(el);
}

initMenu();
initAnchors();
initLazyBackgrounds();
