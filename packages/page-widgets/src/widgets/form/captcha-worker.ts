/**
 * The anti-spam solver, run as a worker file served by the site (a strict CSP
 * then needs no blob: source): it searches the challenge's range in slices with
 * altcha-lib and reports the percent searched after each, so the form can show
 * progress while the visitor is still typing.
 */
import { solveChallenge } from 'altcha-lib';
import { CAPTCHA_SLICE, type CaptchaChallenge, type CaptchaWorkerMessage, searchedPercent } from './captcha-rules.js';

const post = (m: CaptchaWorkerMessage) => self.postMessage(m);

self.addEventListener('message', async (ev: MessageEvent<CaptchaChallenge & { max: number }>) => {
  const { algorithm, challenge, salt, max } = ev.data;
  const started = Date.now();
  for (let start = 0; start <= max; start += CAPTCHA_SLICE) {
    const end = Math.min(max, start + CAPTCHA_SLICE - 1);
    const found = await solveChallenge(challenge, salt, algorithm, end, start).promise;
    if (found) {
      post({ kind: 'progress', percent: 100 });
      post({ kind: 'solved', number: found.number, took: Date.now() - started });
      return;
    }
    post({ kind: 'progress', percent: searchedPercent(end + 1, max) });
  }
  post({ kind: 'failed' });
});
