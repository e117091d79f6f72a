/**
 * Launches Debian's Chromium through playwright-core (no browser download):
 * the flags keep it off the closed network of this machine.
 */
import { type Browser, chromium, type Page } from 'playwright-core';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** `extraArgs`: more Chromium switches, such as `--host-resolver-rules` for a test's own domain names. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  });
}

/**
 * Resolves once every finite CSS animation and transition under `selector` (the whole document when
 * omitted, shadow roots included) has finished: the condition a fixed "let the animation settle"
 * sleep only hoped for, and one that holds however slow the machine is. Endless animations
 * (spinners, marquees) are left running.
 */
export async function animationsSettled(page: Page, selector?: string): Promise<void> {
  await page.evaluate(async (sel) => {
    const scope = sel ? document.querySelector(sel) : null;
    // A target inside a shadow root belongs to `scope` when its host (or the host's host) is inside it.
    const within = (node: Node | null | undefined): boolean => {
      for (let n = node; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null)) if (n === scope) return true;
      return false;
    };
    // Document.getAnimations() leaves out shadow trees (the pop-up renders in one): ask each open shadow root too.
    const trees: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < trees.length; i++) {
      for (const el of (trees[i] as Document | ShadowRoot).querySelectorAll('*'))
        if (el.shadowRoot) trees.push(el.shadowRoot);
    }
    const finite = trees
      .flatMap((t) => t.getAnimations())
      .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
      .filter((a) => !scope || within((a.effect as KeyframeEffect | null)?.target));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  }, selector);
}

/** Resolves after the page has rendered `frames` more frames: layout, observers and rAF callbacks have run. */
export async function nextFrames(page: Page, frames = 2): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    frames,
  );
}
