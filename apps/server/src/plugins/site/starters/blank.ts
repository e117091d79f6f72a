/** The blank starter: one home page with the site's name and a neutral theme, no products. */
import { band, h, p } from '../content/nodes.js';
import type { SiteStarter } from './starter.js';

export const BLANK_STARTER: SiteStarter = {
  id: 'blank',
  name: 'Blank',
  description: 'One home page with the site’s name and neutral colours, to start from scratch.',
  catalogue: false,
  theme: (siteName) => ({
    name: siteName,
    tagline: '',
    logo: null,
    colours: { primary: '#2c5282', accent: '#9c4221', text: '#1f2933', headings: '#1a202c' },
    fonts: { headings: 'system', body: 'system' },
    menu: [{ label: 'Inicio', href: '/' }],
    footer: { address: '', phone: '', hours: '', note: '' },
  }),
  pages: (accountId, siteName) => [
    {
      accountId,
      pageId: 1,
      kind: 'page',
      slug: '',
      title: siteName,
      excerpt: '',
      featuredImage: null,
      document: {
        schemaVersion: 1,
        root: { settings: { showTitle: false } },
        content: [
          band('inicio', { label: 'Bienvenida' }, [
            h('inicio-h', 'h1', siteName),
            p('inicio-t', 'Estamos preparando nuestra web. Vuelva pronto.'),
          ]),
        ],
      },
    },
  ],
};
