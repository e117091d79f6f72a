/** The demo clinic's constants: its account, its own address, its theme (the clinic starter's) and page ids. */
import type { SiteInfo } from '@beckon/page-widgets';
import { DEMO_CLIENT_ID } from '../../demo-ids.js';

export const SITE_ACCOUNT_ID = DEMO_CLIENT_ID;
/** The demo site's own address under the base domain (clinica.localhost on a local run). */
export const DEMO_SITE_LABEL = 'clinica';
export const ASSET_BASE = '/site/assets';
/** The original site's post about atopic dermatitis (reachable at /?p=228). */
export const POST_228 = { id: 228, slug: 'dermatitis-atopica' } as const;
export const HOME_PAGE_ID = 2;

export const CLINIC_THEME: SiteInfo = {
  name: 'Clínica Dermatológica Alba',
  tagline: 'Dermatología médica y quirúrgica para todas las edades.',
  logo: `${ASSET_BASE}/img/marca-gota.svg`,
  colours: { primary: '#0b5f5f', accent: '#b3541e', text: '#1f2933', headings: '#10232f' },
  fonts: { headings: 'system', body: 'system' },
  menu: [
    { label: 'Inicio', href: '/' },
    { label: 'La clínica', href: '/#clinica' },
    {
      label: 'Información',
      href: '/#articulos',
      children: [
        { label: 'Dermatitis atópica', href: `/${POST_228.slug}/` },
        { label: 'Artículos', href: '/#articulos' },
        { label: 'Galería', href: '/#galeria' },
      ],
    },
    { label: 'Tienda', href: '/tienda/' },
    { label: 'Contacto', href: '/#contacto' },
  ],
  footer: {
    address: 'Calle del Doctor Esquerdo 12, 28007 Madrid',
    phone: '910 000 000',
    hours: 'Lunes a viernes, de 9:00 a 20:00',
    note: 'La información de este sitio es general y no sustituye la valoración de un profesional sanitario. Ante cualquier duda sobre su piel, consulte con su dermatólogo.',
  },
};
