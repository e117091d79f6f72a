/**
 * The menu cart's dropdown in the shop island (plain DOM): the server renders
 * the toggle as a link to the cart and the dropdown hidden; this turns the
 * toggle into a disclosure button (not a modal: focus stays where it is) and
 * wires the events to the pure rules in mini-cart-rules.ts. The contents come
 * with the page and with the add-to-cart answer: no request of its own (the
 * cached content pages' menu-cart island asks once, menu-cart-client.ts).
 */
import type { MiniCartLine } from '../theme/header.js';
import { type MiniCartEvent, type MiniCartSettings, nextOpen, panelMaxHeight } from './mini-cart-rules.js';

/** The menu cart as the server answers it: after an add-to-cart and from GET /carrito/menu. */
export interface MenuCartAnswer {
  count: number;
  total_text: string;
  lines: MiniCartLine[];
  subtotal_text: string;
  /** The token the lines' remove forms send; null without a cart. */
  csrf: string | null;
}

export interface MiniCart {
  /** Shows the cart's lines (each with its remove form, carrying the cart's `csrf` token) and subtotal. */
  show(lines: MiniCartLine[], subtotalText: string, csrf: string): void;
  /**
   * After an add-to-cart: new lines (each with its remove form, carrying the cart's `csrf` token) and
   * subtotal, and opens when automatic opening is set.
   */
  added(lines: MiniCartLine[], subtotalText: string, csrf: string): void;
}

/** The remove form of one line, as the header renders it on the server (theme/header.tsx). */
function removeForm(line: MiniCartLine, csrf: string): HTMLFormElement {
  const form = document.createElement('form');
  form.className = 'mini-cart-remove';
  form.method = 'post';
  form.action = '/carrito/eliminar';
  for (const [name, value] of [
    ['_csrf', csrf],
    ['variante', String(line.variantId)],
  ] as const) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = name;
    field.value = value;
    form.append(field);
  }
  const button = document.createElement('button');
  button.type = 'submit';
  button.className = 'mini-cart-remove-btn';
  button.setAttribute('aria-label', `Eliminar «${line.name}» del carrito`);
  button.textContent = '×';
  form.append(button);
  return form;
}

function renderLines(list: Element, lines: MiniCartLine[], csrf: string): void {
  list.replaceChildren(
    ...lines.map((line) => {
      const li = document.createElement('li');
      const name = document.createElement('span');
      name.className = 'mini-cart-name';
      name.textContent = line.name;
      const qty = document.createElement('span');
      qty.className = 'mini-cart-qty';
      qty.textContent = `${line.quantity} × ${line.priceText}`;
      li.append(name, qty, removeForm(line, csrf));
      return li;
    }),
  );
}

/** The toggle's count and total, wherever the header shows them (the cart and checkout pages link only). */
export function showMenuCartTotals(count: number, totalText: string): void {
  for (const el of document.querySelectorAll('[data-menu-cart-count]')) el.textContent = String(count);
  for (const el of document.querySelectorAll('[data-menu-cart-total]')) el.textContent = totalText;
}

let wired: MiniCart | null | undefined;

/**
 * The page's dropdown, wired once: the menu-cart island and the shop island a loop add-to-cart loads
 * later both get this one (they share this module's chunk).
 */
export function initMiniCart(): MiniCart | null {
  if (wired === undefined) wired = wireMiniCart();
  return wired;
}

function wireMiniCart(): MiniCart | null {
  const root = document.querySelector<HTMLElement>('[data-mini-cart]');
  const link = root?.querySelector<HTMLAnchorElement>('a[data-menu-cart]');
  const panel = root?.querySelector<HTMLElement>('[data-mini-cart-panel]');
  if (!root || !link || !panel) return null;
  const settings: MiniCartSettings = {
    openOn: root.dataset.openOn === 'hover' ? 'hover' : 'click',
    autoOpen: root.hasAttribute('data-auto-open'),
  };
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = link.className;
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', panel.id);
  toggle.append(...link.childNodes);
  link.replaceWith(toggle);

  let open = false;
  const apply = (event: MiniCartEvent) => {
    const next = nextOpen(open, event, settings);
    if (next === open) return;
    open = next;
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) panel.style.maxHeight = `${panelMaxHeight(window.innerHeight, panel.getBoundingClientRect().top)}px`;
  };

  toggle.addEventListener('click', () => apply('toggle'));
  root.addEventListener('mouseenter', () => apply('enter'));
  root.addEventListener('mouseleave', () => apply('leave'));
  panel.querySelector('[data-mini-cart-close]')?.addEventListener('click', () => {
    apply('close');
    toggle.focus();
  });
  document.addEventListener('click', (e) => {
    if (open && !root.contains(e.target as Node)) apply('outside');
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !open) return;
    apply('escape');
    toggle.focus();
  });

  const show = (lines: MiniCartLine[], subtotalText: string, csrf: string) => {
    const list = panel.querySelector('[data-mini-cart-lines]');
    if (list) renderLines(list, lines, csrf);
    const empty = panel.querySelector<HTMLElement>('[data-mini-cart-empty]');
    if (empty) empty.hidden = lines.length > 0;
    const subtotal = panel.querySelector('[data-mini-cart-subtotal]');
    if (subtotal) subtotal.textContent = subtotalText;
  };
  return {
    show,
    added(lines, subtotalText, csrf) {
      show(lines, subtotalText, csrf);
      apply('added');
    },
  };
}
