import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-request-logger.js';

/** A parent logger recording the children it made and the lines they logged. */
function recordingParent() {
  const children: unknown[] = [];
  const lines: unknown[][] = [];
  const make = (bindings: unknown): FastifyBaseLogger => {
    const log = (...args: unknown[]) => lines.push([bindings, ...args]);
    return {
      level: 'info',
      fatal: log,
      error: log,
      warn: log,
      info: log,
      debug: log,
      trace: log,
      silent: log,
      child(b) {
        children.push(b);
        return make(b);
      },
    } as FastifyBaseLogger;
  };
  return { parent: make(null), children, lines };
}

describe('lazy request logger', () => {
  it('makes no child logger for a request that logs nothing', () => {
    const { parent, children } = recordingParent();
    lazyChildLogger(parent, { reqId: 'req-1' }, {});
    expect(children).toEqual([]);
  });

  it('logs through one child bound like Fastify binds it, made at the first line', () => {
    const { parent, children, lines } = recordingParent();
    const log = lazyChildLogger(parent, { reqId: 'req-1' }, {});
    log.error({ err: 'boom' }, 'conversion not stored');
    log.warn('second');
    expect(children).toEqual([{ reqId: 'req-1' }]);
    expect(lines).toEqual([
      [{ reqId: 'req-1' }, { err: 'boom' }, 'conversion not stored'],
      [{ reqId: 'req-1' }, 'second'],
    ]);
  });
});
