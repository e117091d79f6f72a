/**
 * GET /demo and GET /demo/he — a plain host page with deliberately hostile
 * global CSS, used to check by eye and in browser tests that the widget's
 * pop-ups are isolated from the host's styles (and right-to-left on /demo/he).
 * The page embeds the widget with the one snippet line site owners paste.
 */
import type { FastifyInstance } from 'fastify';
import { DEMO_CLICK_POPUP_ID, DEMO_CLIENT_ID } from '../demo-ids.js';
import { embedSnippet } from '../http/snippets.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Every rule fights the widget: pop-ups must look right anyway.
const HOSTILE_CSS = `
*{box-sizing:content-box!important;font-family:"Comic Sans MS",cursive!important;color:#c00!important;letter-spacing:3px!important;line-height:3!important}
div{padding:40px!important;border:4px dashed magenta!important;background:#ffe!important}
button,input{font-size:30px!important;background:yellow!important;border-radius:0!important}
[role=dialog]{display:none!important}
.bk-overlay,.bk-dialog{display:none!important}
form,label,p{margin:50px!important;text-transform:uppercase!important}
h1,h2{font-size:80px!important;transform:rotate(-2deg)!important}
img,svg{filter:invert(1)!important;width:10px!important}
a{color:lime!important;font-size:40px!important}
*:focus{outline:none!important}
body>*{z-index:2147483647!important;position:relative!important}
`;

interface PageText {
  lang: 'en' | 'he';
  dir: 'ltr' | 'rtl';
  title: string;
  heading: string;
  paragraphs: string[];
  button: string;
  link: string;
}

const ENGLISH: PageText = {
  lang: 'en',
  dir: 'ltr',
  title: 'Beckon demo — a hostile host page',
  heading: 'The Daily Clinic Gazette',
  paragraphs: [
    'This page belongs to a site owner who never heard of CSS resets. Every element is restyled with !important rules, dialogs are hidden by role, and focus outlines are removed.',
    'A newsletter pop-up appears after three seconds. Move the mouse out of the top edge of the window to see the exit-intent offer. The button and the link below open a click-launched pop-up.',
    'Whatever this page does to its own styles, the pop-ups must look and behave exactly as designed.',
  ],
  button: 'Open the offer',
  link: 'Or follow this link to the offer',
};

const HEBREW: PageText = {
  lang: 'he',
  dir: 'rtl',
  title: 'הדגמת Beckon — דף מארח עוין',
  heading: 'עיתון המרפאה היומי',
  paragraphs: [
    'הדף הזה שייך לבעל אתר שמעולם לא שמע על איפוס CSS. כל רכיב מעוצב מחדש בכללי !important, חלונות דו־שיח מוסתרים לפי תפקיד, וקווי המיקוד הוסרו.',
    'חלון הרשמה לניוזלטר מופיע אחרי שלוש שניות. הזיזו את העכבר אל מחוץ לקצה העליון של החלון כדי לראות את הצעת היציאה. הכפתור והקישור למטה פותחים חלון בלחיצה.',
    'מה שהדף הזה לא יעשה לעיצוב שלו, החלונות הקופצים צריכים להיראות ולהתנהג בדיוק כפי שעוצבו.',
  ],
  button: 'לפתיחת ההצעה',
  link: 'או עברו להצעה דרך הקישור הזה',
};

function demoPageHtml(origin: string, text: PageText): string {
  const paragraphs = text.paragraphs.map((p) => `    <p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html>
<html lang="${text.lang}" dir="${text.dir}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(text.title)}</title>
  <style>${HOSTILE_CSS}</style>
</head>
<body>
  <main>
    <h1>${escapeHtml(text.heading)}</h1>
    <div>
${paragraphs}
    </div>
    <p><button type="button" data-poptin-onclick="true" data-poptin-id="${DEMO_CLICK_POPUP_ID}">${escapeHtml(text.button)}</button></p>
    <p><a href="/click/${DEMO_CLICK_POPUP_ID}">${escapeHtml(text.link)}</a></p>
    <form><label>Host form field <input name="host-search"></label></form>
  </main>
  ${embedSnippet(origin, DEMO_CLIENT_ID)}
</body>
</html>
`;
}

export async function demoPagePlugin(scope: FastifyInstance): Promise<void> {
  for (const [path, text] of [
    ['/demo', ENGLISH],
    ['/demo/he', HEBREW],
  ] as const) {
    // The snippet points at the configured public origin, never at the request's Host header.
    scope.get(path, async (_request, reply) =>
      scope
        .pageHeaders(reply, 'demo')
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(demoPageHtml(scope.publicOrigin.get(), text)),
    );
  }
}
