/**
 * Fastify gives every request a child logger bound to its request id, though
 * almost no request logs a line, and pino's child() shows in a lead's CPU
 * profile. This factory hands out a stand-in that
 * makes the same child at the first call, so logged lines are unchanged.
 */
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogCall = (...args: unknown[]) => void;

class LazyChildLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;
  #child: FastifyBaseLogger | null = null;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #call(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent', args: unknown[]): void {
    const real = this.#real();
    (real[level] as LogCall).apply(real, args);
  }

  get level(): string {
    return this.#real().level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  fatal(...args: unknown[]): void {
    this.#call('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#call('error', args);
  }
  warn(...args: unknown[]): void {
    this.#call('warn', args);
  }
  info(...args: unknown[]): void {
    this.#call('info', args);
  }
  debug(...args: unknown[]): void {
    this.#call('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#call('trace', args);
  }
  silent(...args: unknown[]): void {
    this.#call('silent', args);
  }
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: the request's logger, made when it first logs. */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(parent, bindings, options);
}
