/**
 * The form's reCAPTCHA v3 side (§4 Captcha), used when the server has Google's keys: Google's script is
 * added once when a form with a captcha appears; on submit the form waits for the API (polled every 350 ms,
 * as the page builder does), runs `grecaptcha.execute` for our action and sends the token in the hidden
 * `g-recaptcha-response` field. The server checks it with Google (apps/server/src/plugins/site/recaptcha.ts).
 */

/** The action the token is made for; the server refuses tokens made for another one. */
export const RECAPTCHA_ACTION = 'form_send';
export const RECAPTCHA_FIELD = 'g-recaptcha-response';
/** §4: the captcha API's readiness is polled every 350 ms. */
export const RECAPTCHA_POLL_MS = 350;
/** Give up after this long without the API (blocked or offline): the visitor sees an error and can retry. */
const RECAPTCHA_WAIT_MS = 15_000;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

type RecaptchaWindow = { grecaptcha?: Partial<Grecaptcha> };

export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=es`;
}

/** Adds Google's script to the page once. */
export function loadRecaptcha(siteKey: string, doc: Document = document): void {
  const src = recaptchaScriptUrl(siteKey);
  if ([...doc.scripts].some((s) => s.getAttribute('src') === src)) return;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  doc.head.append(script);
}

/** A fresh token: waits for the API (every RECAPTCHA_POLL_MS), then executes; rejects when it never comes. */
export function recaptchaToken(
  siteKey: string,
  win: RecaptchaWindow = window as RecaptchaWindow,
  waitMs = RECAPTCHA_WAIT_MS,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let waited = 0;
    const attempt = () => {
      const g = win.grecaptcha;
      if (typeof g?.ready === 'function' && typeof g.execute === 'function') {
        const execute = g.execute.bind(g);
        g.ready(() => {
          Promise.resolve(execute(siteKey, { action: RECAPTCHA_ACTION })).then(resolve, reject);
        });
        return;
      }
      if (waited >= waitMs) return reject(new Error('the reCAPTCHA script did not load'));
      waited += RECAPTCHA_POLL_MS;
      setTimeout(attempt, RECAPTCHA_POLL_MS);
    };
    attempt();
  });
}
