/**
 * GET /demo/types — a plain host page for the second demo account, whose
 * pop-ups are one of each drawn type (seed-popup-types.ts). The embedded form
 * draws itself into the container in the article; the others open from the
 * buttons (or `beckon.open(id)`), one at a time or several at once, so each
 * type can be checked by eye and by the popup-types browser tests.
 */
import type { FastifyInstance } from 'fastify';
import { TYPES_CLIENT_ID, TYPES_POPUP_IDS } from '../demo-ids.js';
import { embedSnippet } from '../http/snippets.js';

const LABELS: Record<keyof typeof TYPES_POPUP_IDS, string> = {
  topBar: 'Top bar',
  bottomBar: 'Bottom bar',
  sside: 'Side slide-in',
  bside: 'Bottom slide-in',
  browsing: 'While browsing',
  fullpage: 'Full page',
  content: 'Content slide-in',
  social: 'Follow us',
  mobile: 'Mobile',
  embedded: 'Embedded',
  lightbox: 'Lightbox',
  wheel: 'Spin the wheel',
  countdown: 'Countdown and coupon',
};

export function popupTypesPageHtml(origin: string): string {
  const buttons = Object.entries(TYPES_POPUP_IDS)
    .filter(([key]) => key !== 'embedded')
    .map(
      ([key, id]) =>
        `      <li><button type="button" data-poptin-onclick="true" data-poptin-id="${id}">${LABELS[key as keyof typeof TYPES_POPUP_IDS]}</button></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Beckon demo — every pop-up type</title>
  <style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2328}main{max-width:760px;margin:0 auto;padding:24px}</style>
</head>
<body>
  <main>
    <h1 id="page-title">Every pop-up type</h1>
    <p>Each button opens one pop-up type. The embedded newsletter form below is drawn in place.</p>
    <ul>
${buttons}
    </ul>
    <div class="poptin-embedded" data-id="${TYPES_POPUP_IDS.embedded}"></div>
    <p>The end of the article.</p>
  </main>
  ${embedSnippet(origin, TYPES_CLIENT_ID)}
</body>
</html>
`;
}

export async function popupTypesFixturePlugin(scope: FastifyInstance): Promise<void> {
  // Same headers and snippet origin as /demo (demo-page.ts).
  scope.get('/demo/types', async (_request, reply) =>
    scope
      .pageHeaders(reply, 'demo')
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(popupTypesPageHtml(scope.publicOrigin.get())),
  );
}
