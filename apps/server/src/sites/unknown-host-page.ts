/**
 * What a host that is no site's gets: one fixed page, the same bytes every
 * time, with nothing read, rendered or cached for it.
 */
import type { FastifyReply } from 'fastify';

const PAGE = Buffer.from(`<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>No hay ningún sitio web aquí</title></head>
<body style="font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2933">
<h1>No hay ningún sitio web en esta dirección</h1>
<p>Compruebe que la dirección está bien escrita.</p>
</body>
</html>
`);

export function sendUnknownHost(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .header('x-content-type-options', 'nosniff')
    .send(PAGE);
}
