import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { answerAfterReads } from './answer-after-reads.js';
import { installErrorHandlers } from './errors.js';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function appWith(answer: (reply: import('fastify').FastifyReply, n: number) => void) {
  const app = Fastify({ logger: false });
  apps.push(app);
  installErrorHandlers(app);
  app.get('/', (_request, reply) => {
    answerAfterReads(reply, answer, 7);
    return undefined;
  });
  return app;
}

describe('answerAfterReads', () => {
  it('sends the answer with the arguments it was given', async () => {
    const app = appWith((reply, n) => reply.send({ n }));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ n: 7 });
  });

  it('answers in the check phase: after pending ticks and callbacks already queued there', async () => {
    const order: string[] = [];
    const app = Fastify({ logger: false });
    apps.push(app);
    app.get('/', (_request, reply) => {
      setImmediate(() => order.push('queued earlier'));
      process.nextTick(() => order.push('tick'));
      answerAfterReads(reply, (r) => {
        order.push('answer');
        r.send({ ok: true });
      });
      return undefined;
    });
    await app.inject({ method: 'GET', url: '/' });
    expect(order).toEqual(['tick', 'queued earlier', 'answer']);
  });

  it('turns an exception in the answer into a JSON 500 instead of an uncaught exception', async () => {
    const app = appWith(() => {
      throw new Error('boom');
    });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});
