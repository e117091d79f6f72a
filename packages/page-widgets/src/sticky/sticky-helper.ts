/**
 * The sticky-positioning helper (spec "Sticky helper options"), framework-free: `sticky(el, options)` starts
 * it on an element, `sticky(el, 'refresh' | 'destroy')` calls a method by name as the yardstick's jQuery
 * plugin does. While the element is out of the flow (fixed, or pinned in its parent) a spacer of its size
 * holds its place, so nothing around it moves. All instances share one passive scroll listener that, once
 * per frame, measures every element first and only then writes the few that changed: no layout thrash.
 */
import {
  type Box,
  NORMAL_STYLE,
  STICKY_CLASSES,
  type StickyOptions,
  type StickyState,
  type StickyStyle,
  stickyState,
} from './sticky-state.js';

const SPACER_PROPS = ['gridColumnStart', 'gridColumnEnd', 'gridRowStart', 'gridRowEnd', 'alignSelf'] as const;

interface Instance {
  el: HTMLElement;
  options: StickyOptions;
  spacer: HTMLElement | null;
  /** The parent's inline `position` before pinning made it the containing block. */
  parentPosition: string | null;
  current: StickyState | null;
}

type Measured = { instance: Instance; next: StickyState; natural: Box };

const instances = new WeakMap<HTMLElement, Instance>();
const active = new Set<Instance>();
let frame = 0;

function paddingBox(el: HTMLElement): Box {
  const r = el.getBoundingClientRect();
  return {
    top: r.top + el.clientTop,
    bottom: r.top + el.clientTop + el.clientHeight,
    left: r.left + el.clientLeft,
    right: r.left + el.clientLeft + el.clientWidth,
  };
}

function measure(instance: Instance): Measured {
  const { el, options } = instance;
  const natural = (instance.spacer ?? el).getBoundingClientRect();
  const parent = options.parent && el.parentElement ? paddingBox(el.parentElement) : undefined;
  const viewport = { width: innerWidth, height: innerHeight, clientWidth: document.documentElement.clientWidth };
  return { instance, natural, next: stickyState({ natural, parent, viewport }, options) };
}

function sameStyle(a: StickyStyle, b: StickyStyle): boolean {
  return (Object.keys(a) as (keyof StickyStyle)[]).every((k) => a[k] === b[k]);
}

function addSpacer(instance: Instance, natural: Box): void {
  const { el } = instance;
  const computed = getComputedStyle(el);
  const spacer = document.createElement('div');
  spacer.className = STICKY_CLASSES.spacer;
  spacer.setAttribute('aria-hidden', 'true');
  for (const prop of SPACER_PROPS) spacer.style[prop] = computed[prop];
  spacer.style.height = `${natural.bottom - natural.top}px`;
  spacer.style.margin = computed.margin;
  el.after(spacer);
  instance.spacer = spacer;
}

function write({ instance, next, natural }: Measured): void {
  const { el, current } = instance;
  if (current && current.mode === next.mode && current.effects === next.effects && sameStyle(current.style, next.style))
    return;
  const leaving = next.mode !== 'normal';
  if (leaving && !instance.spacer) addSpacer(instance, natural);
  if (!leaving && instance.spacer) {
    instance.spacer.remove();
    instance.spacer = null;
  }
  const parent = el.parentElement;
  if (parent && next.mode === 'pinned' && instance.parentPosition === null) {
    instance.parentPosition = parent.style.position;
    parent.style.position = 'relative';
  } else if (parent && next.mode !== 'pinned' && instance.parentPosition !== null) {
    parent.style.position = instance.parentPosition;
    instance.parentPosition = null;
  }
  Object.assign(el.style, next.style);
  el.classList.toggle(STICKY_CLASSES.active, leaving);
  el.classList.toggle(STICKY_CLASSES.effects, next.effects);
  instance.current = next;
}

function update(): void {
  frame = 0;
  // Every read before any write: a write between two reads would force a layout per element.
  const measured = [...active].map(measure);
  for (const m of measured) write(m);
}

function onScroll(): void {
  if (!frame) frame = requestAnimationFrame(update);
}

function reset(instance: Instance): void {
  const natural = instance.el.getBoundingClientRect();
  write({ instance, next: { mode: 'normal', effects: false, style: NORMAL_STYLE }, natural });
  instance.current = null;
}

const METHODS = {
  /** Measures again from the element's place in the flow (after a resize or a content change). */
  refresh(instance: Instance): void {
    reset(instance);
    write(measure(instance));
  },
  destroy(instance: Instance): void {
    reset(instance);
    active.delete(instance);
    instances.delete(instance.el);
    instance.el.classList.remove(STICKY_CLASSES.sticky);
    if (active.size === 0) removeEventListener('scroll', onScroll);
  },
};

export type StickyMethod = keyof typeof METHODS;

/**
 * Starts the helper on `el` (again: options replace the old ones), or calls one of its methods by name.
 * Errors (spec error table): an unknown name throws a ReferenceError "Sticky: method `x` not found"; a
 * known one on an element never started throws "Sticky: tried to call `x` prior to initialisation".
 */
export function sticky(el: HTMLElement, command: Partial<StickyOptions> | string): void {
  if (typeof command === 'string') {
    if (!Object.hasOwn(METHODS, command)) throw new ReferenceError(`Sticky: method \`${command}\` not found`);
    const instance = instances.get(el);
    if (!instance) throw new Error(`Sticky: tried to call \`${command}\` prior to initialisation`);
    METHODS[command as StickyMethod](instance);
    return;
  }
  const old = instances.get(el);
  if (old) METHODS.destroy(old);
  const options: StickyOptions = {
    to: 'top',
    offset: 0,
    effectsOffset: 0,
    parent: false,
    isRTL: getComputedStyle(el).direction === 'rtl',
    handleScrollbarWidth: true,
    ...command,
  };
  const instance: Instance = { el, options, spacer: null, parentPosition: null, current: null };
  instances.set(el, instance);
  if (active.size === 0) addEventListener('scroll', onScroll, { passive: true });
  active.add(instance);
  el.classList.add(STICKY_CLASSES.sticky);
  write(measure(instance));
}
