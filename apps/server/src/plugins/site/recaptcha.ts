/**
 * The site forms' reCAPTCHA v3 adapter, used instead of ALTCHA when the server is configured with Google's
 * keys (RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY; RECAPTCHA_MIN_SCORE, 0.5 by default). The page runs
 * `grecaptcha.execute` on submit and sends the token as `g-recaptcha-response`; this module asks Google's
 * siteverify whether the token is genuine, unused, made for our action, and scored at least the threshold.
 * Google accepts a token once, so a replay comes back as `timeout-or-duplicate`. No visitor address is sent.
 */
import { RECAPTCHA_ACTION } from '@beckon/page-widgets/widgets/form/recaptcha.js';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Google's own scripts and the frame its script opens. */
const RECAPTCHA_SCRIPTS = 'https://www.google.com https://www.gstatic.com';
const RECAPTCHA_FRAMES = 'https://www.google.com';
/** Google's recommended starting threshold (0 is a bot, 1 a person). */
const DEFAULT_MIN_SCORE = 0.5;
/** Longer than a real token (about 500–2,200 characters): refused before asking Google. */
const TOKEN_MAX_LENGTH = 4000;
const VERIFY_TIMEOUT_MS = 5000;

export interface RecaptchaSettings {
  siteKey: string;
  secretKey: string;
  /** Tokens scored below this are refused. */
  minScore: number;
}

/**
 * ok; invalid: missing, forged or for another action (the visitor's request is wrong, 400); spent: used
 * already or older than two minutes (409); low-score: Google judged a bot (403); unavailable: Google could
 * not be asked or refused our secret (503, our side: the visitor may try again later).
 */
export type RecaptchaVerdict = 'ok' | 'invalid' | 'spent' | 'low-score' | 'unavailable';

export interface RecaptchaVerifier {
  readonly siteKey: string;
  verify(token: string): Promise<RecaptchaVerdict>;
}

interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

/** Error codes that mean our secret or request is wrong, not the visitor's token. */
const OUR_FAULT = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

/** Google's answer read as a verdict (pure: tested directly). */
export function verdictOf(answer: SiteverifyAnswer, minScore: number): RecaptchaVerdict {
  const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
  if (answer.success !== true) {
    if (codes.some((c) => OUR_FAULT.has(c))) return 'unavailable';
    if (codes.includes('timeout-or-duplicate')) return 'spent';
    return 'invalid';
  }
  if (answer.action !== RECAPTCHA_ACTION) return 'invalid';
  if (typeof answer.score !== 'number' || !(answer.score >= minScore)) return 'low-score';
  return 'ok';
}

export function createRecaptchaVerifier(
  settings: RecaptchaSettings,
  opts: { fetch?: typeof fetch; timeoutMs?: number; onUnavailable?: (reason: string) => void } = {},
): RecaptchaVerifier {
  const fetchFn = opts.fetch ?? fetch;
  return {
    siteKey: settings.siteKey,
    async verify(token) {
      if (token === '' || token.length > TOKEN_MAX_LENGTH) return 'invalid';
      let answer: SiteverifyAnswer;
      try {
        const res = await fetchFn(RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: settings.secretKey, response: token }).toString(),
          signal: AbortSignal.timeout(opts.timeoutMs ?? VERIFY_TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
        answer = (await res.json()) as SiteverifyAnswer;
        if (typeof answer !== 'object' || answer === null) throw new Error('siteverify answered no object');
      } catch (err) {
        opts.onUnavailable?.(err instanceof Error ? err.message : String(err));
        return 'unavailable';
      }
      const verdict = verdictOf(answer, settings.minScore);
      if (verdict === 'unavailable') opts.onUnavailable?.(`siteverify refused our secret: ${answer['error-codes']}`);
      return verdict;
    },
  };
}

/**
 * RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET_KEY and RECAPTCHA_MIN_SCORE: undefined when neither key is set
 * (ALTCHA stays); one key without the other, or a threshold outside 0–1, stops the server at start.
 */
export function parseRecaptchaEnv(env: NodeJS.ProcessEnv): RecaptchaSettings | undefined {
  const siteKey = (env.RECAPTCHA_SITE_KEY ?? '').trim();
  const secretKey = (env.RECAPTCHA_SECRET_KEY ?? '').trim();
  if (siteKey === '' && secretKey === '') return undefined;
  if (siteKey === '' || secretKey === '')
    throw new Error('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together (or neither, for ALTCHA)');
  if (!/^[\w-]{10,100}$/.test(siteKey))
    throw new Error('RECAPTCHA_SITE_KEY must be the site key from the reCAPTCHA admin console');
  const scoreText = (env.RECAPTCHA_MIN_SCORE ?? '').trim();
  const minScore = scoreText === '' ? DEFAULT_MIN_SCORE : Number(scoreText);
  if (!/^(0(\.\d{1,3})?|1(\.0{1,3})?)$/.test(scoreText || '0.5'))
    throw new Error(`RECAPTCHA_MIN_SCORE must be a number from 0 to 1, got ${JSON.stringify(scoreText)}`);
  return { siteKey, secretKey, minScore };
}

/** A site page's CSP with Google's reCAPTCHA script and frame allowed (only when reCAPTCHA is configured). */
export function cspWithRecaptcha(csp: string): string {
  return csp
    .split('; ')
    .map((d) =>
      d.startsWith('script-src ')
        ? `${d} ${RECAPTCHA_SCRIPTS}`
        : d.startsWith('frame-src ')
          ? `${d === "frame-src 'none'" ? 'frame-src' : d} ${RECAPTCHA_FRAMES}`
          : d,
    )
    .join('; ');
}

/** The send-form answer for a verdict other than ok, in the visitor's language (Spanish); null for ok. */
export function recaptchaFailure(
  verdict: RecaptchaVerdict,
): { statusCode: number; code: string; message: string } | null {
  switch (verdict) {
    case 'ok':
      return null;
    case 'invalid':
      return {
        statusCode: 400,
        code: 'BK_ERR_CAPTCHA',
        message: 'Complete la verificación anti-spam antes de enviar.',
      };
    case 'spent':
      return {
        statusCode: 409,
        code: 'BK_ERR_CAPTCHA_SPENT',
        message: 'Esta verificación ya se usó o ha caducado. Vuelva a enviar el formulario.',
      };
    case 'low-score':
      return {
        statusCode: 403,
        code: 'BK_ERR_CAPTCHA_SCORE',
        message: 'No hemos podido confirmar que el envío lo hace una persona. Llámenos o inténtelo más tarde.',
      };
    case 'unavailable':
      return {
        statusCode: 503,
        code: 'BK_ERR_CAPTCHA_UNAVAILABLE',
        message: 'La verificación anti-spam no está disponible ahora. Inténtelo de nuevo en unos minutos.',
      };
  }
}
