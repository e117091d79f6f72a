/**
 * The dashboard's one way to call the owner API: same-origin fetch with the
 * session cookie, JSON bodies, the CSRF token on every state-changing call,
 * and 4xx/5xx answers turned into ApiError carrying the server's message.
 */
import type { ApiErrorBody } from '@beckon/owner-api';
import { plainMessage } from '../components/plain-message.js';
import { serverMessage } from './server-message.js';

export class ApiError extends Error {
  /** `message`: the server's, in English; the error says it in the person's language (server-message.ts). */
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The server's own message, with its field paths (`body.colours.primary: …`), for messages beside fields. */
    readonly detail: string = message,
    /** The message's values as data, where the server sends them (ApiErrorBody's `params`). */
    readonly params: Readonly<Record<string, unknown>> = {},
  ) {
    super(serverMessage(code, message, params));
    this.name = 'ApiError';
  }
}

let csrfToken = '';

/** No answer came (offline, server down): said so, not as "Failed to fetch". */
export const unreachable = () =>
  new ApiError(0, 'BK_ERR_NETWORK', 'the server could not be reached; check your connection and retry');

/** Set from GET /api/owner/session (and sign-in and confirmation answers); sent as x-csrf-token. */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // FormData (uploads) sets its own multipart content type and boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : isForm ? body : JSON.stringify(body),
    });
  } catch {
    // fetch rejects only when no answer came.
    throw unreachable();
  }
  return answerOf<T>(res.status, await res.text());
}

/** The owner API's answer: JSON on success (nothing for 204), an ApiError with the server's message otherwise. */
export function answerOf<T>(status: number, text: string): T {
  if (status === 204) return undefined as T;
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // A proxy's HTML error page, say: the server's own answers are always JSON.
    data = undefined;
  }
  if (status < 200 || status > 299) {
    const err = (data ?? {}) as Partial<ApiErrorBody>;
    const message = err.message ? plainMessage(err.message) : `the server answered ${status}; please retry`;
    throw new ApiError(status, err.code ?? 'BK_ERR_UNKNOWN', message, err.message ?? message, err.params ?? {});
  }
  return data as T;
}

/**
 * POSTs a form (an upload) and reports the share of its bytes sent, from 0 to 1. XMLHttpRequest because
 * fetch tells nothing of an upload's progress.
 */
export function postForm<T>(path: string, form: FormData, onProgress: (sent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    if (csrfToken) xhr.setRequestHeader('x-csrf-token', csrfToken);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      try {
        resolve(answerOf<T>(xhr.status, xhr.responseText));
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () => reject(unreachable());
    xhr.send(form);
  });
}

/** Query string from defined, non-empty values. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
