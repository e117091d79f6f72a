/**
 * Every error the display service answers with, in one place (Fastify style:
 * a stable `code`, a status, a message that says what is wrong), plus the one
 * error handler and the 404 handler. Client mistakes are always 4xx JSON
 * `{statusCode, code, error, message}`; only our own faults are 5xx, and
 * their details go to the log, never to the client (reliability.md §6 B1).
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const errors = {
  clientNotFound: (clientId: string) => new HttpError(404, 'BK_ERR_CLIENT_NOT_FOUND', `client ${clientId} not found`),
  popupNotFound: (poptinId: string) => new HttpError(404, 'BK_ERR_POPUP_NOT_FOUND', `pop-up ${poptinId} not found`),
  popupNotInClient: (poptinId: string, clientId: string) =>
    new HttpError(404, 'BK_ERR_POPUP_NOT_FOUND', `pop-up ${poptinId} not found for client ${clientId}`),
  assetNotFound: (path: string) => new HttpError(404, 'BK_ERR_ASSET_NOT_FOUND', `asset ${path} not found`),
  routeNotFound: (method: string, url: string) =>
    new HttpError(404, 'BK_ERR_ROUTE_NOT_FOUND', `route ${method} ${url.split('?')[0]} not found`),
  /** The database did not take the write: the client must retry (the widget retries 503). */
  storeUnavailable: () => new HttpError(503, 'BK_ERR_STORE_UNAVAILABLE', 'could not store the event, please retry'),
} as const;

/** Messages for Fastify's own client-error codes that are terse or vague by default. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: is empty, expected JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body: is larger than the 32 KiB limit',
  FST_ERR_BAD_URL: 'url: is not a valid URL',
};

interface ErrorBody {
  statusCode: number;
  code: string;
  error: string;
  message: string;
}

function body(statusCode: number, code: string, message: string): ErrorBody {
  return { statusCode, code, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** Turns any thrown value into the answer; 5xx details stay in the log. */
export function toErrorBody(err: FastifyError | HttpError | Error): ErrorBody {
  const statusCode = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
  const code = 'code' in err && typeof err.code === 'string' ? err.code : 'BK_ERR_INTERNAL';
  if (statusCode >= 400 && statusCode < 500) {
    // SyntaxError from a custom JSON parser, or Fastify's own: same answer.
    return body(statusCode, code, FRAMEWORK_MESSAGES[code] ?? err.message);
  }
  if (statusCode === 503) return body(503, code, err.message);
  return body(500, 'BK_ERR_INTERNAL', 'internal error');
}

function send(reply: FastifyReply, payload: ErrorBody): void {
  if (payload.statusCode === 503) reply.header('retry-after', '1');
  reply.code(payload.statusCode).type('application/json; charset=utf-8').send(payload);
}

/** Installs the error handler, the 404 handler; `frameworkErrors` (bad URLs) uses `handleFrameworkError`. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const payload = toErrorBody(err);
    if (payload.statusCode >= 500) request.log.error({ err }, 'request failed');
    send(reply, payload);
  });
  app.setNotFoundHandler((request, reply) => {
    send(reply, toErrorBody(errors.routeNotFound(request.method, request.url)));
  });
}

export function handleFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  send(reply, toErrorBody(err));
}
