/**
 * Solving the anti-spam challenge in the browser: fetch a challenge, hand it to
 * the worker file (captcha-worker.ts) and resolve with the payload the send
 * route verifies, or null when the challenge or the worker failed.
 */
import {
  CAPTCHA_MAX_NUMBER,
  type CaptchaChallenge,
  type CaptchaWorkerMessage,
  captchaPayload,
} from './captcha-rules.js';

export interface CaptchaRun {
  payload: Promise<string | null>;
  cancel(): void;
}

export function solveCaptcha(
  challengeUrl: string,
  workerUrl: string,
  onProgress: (percent: number) => void,
): CaptchaRun {
  let worker: Worker | null = null;
  let cancelled = false;
  const payload = (async () => {
    const res = await fetch(challengeUrl, { credentials: 'same-origin' }).catch(() => null);
    const c = (await res?.json().catch(() => null)) as CaptchaChallenge | null;
    if (cancelled || !res?.ok || !c || typeof c.challenge !== 'string') return null;
    const w = new Worker(workerUrl);
    worker = w;
    return new Promise<string | null>((resolve) => {
      w.onerror = () => resolve(null);
      w.onmessage = (ev: MessageEvent<CaptchaWorkerMessage>) => {
        const m = ev.data;
        if (m.kind === 'progress') onProgress(m.percent);
        else resolve(m.kind === 'solved' ? captchaPayload(c, m.number, m.took) : null);
      };
      w.postMessage({ ...c, max: c.maxnumber ?? CAPTCHA_MAX_NUMBER });
    }).finally(() => w.terminate());
  })();
  return {
    payload,
    cancel() {
      cancelled = true;
      worker?.terminate();
    },
  };
}
