/**
 * CORS for the parts of the service that host pages call cross-origin:
 * /api/display/* reflects any origin (no credentials: the widget sends no
 * cookies), /widget/* allows `*`. Other paths (the demo page) get no CORS.
 */
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

const displayApi: FastifyCorsOptions = {
  origin: true,
  methods: ['GET', 'POST'],
  credentials: false,
  maxAge: 86_400,
};
const widgetFiles: FastifyCorsOptions = { origin: '*', methods: ['GET'], credentials: false, maxAge: 86_400 };
const none: FastifyCorsOptions = { origin: false };

export async function registerCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    delegator: (request, callback) => {
      const url = request.url;
      if (url.startsWith('/api/display/')) callback(null, displayApi);
      else if (url.startsWith('/widget/')) callback(null, widgetFiles);
      else callback(null, none);
    },
  });
}
