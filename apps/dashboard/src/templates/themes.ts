/**
 * Colour themes and building blocks the templates share. A theme is a whole
 * `design.style`: colours, one of the six self-hosted web fonts (served at
 * /widget/fonts/) and a system fallback stack for the moment before it loads.
 */
import type { FormFieldInput, PopupStyle } from '@beckon/popup-schema';

type Theme = Omit<PopupStyle, 'overlay_opacity'> & { overlay_opacity?: number };

const SANS = 'system-ui, sans-serif';
const SERIF = 'Georgia, serif';

export const THEMES = {
  blush: {
    background: '#fff5f8',
    text_color: '#3d1421',
    accent: '#e63e6d',
    accent_text: '#ffffff',
    web_font: 'Poppins',
    font_family: SANS,
    border_radius: 18,
  },
  forest: {
    background: '#f3f8f4',
    text_color: '#1d3b2c',
    accent: '#2f6b4f',
    accent_text: '#ffffff',
    web_font: 'Playfair Display',
    font_family: SERIF,
    border_radius: 6,
  },
  espresso: {
    background: '#fbf6f1',
    text_color: '#3b1f12',
    accent: '#6b3e26',
    accent_text: '#fff7ee',
    web_font: 'Lato',
    font_family: SANS,
    border_radius: 10,
  },
  sunset: {
    background: '#fff8f0',
    text_color: '#3a2449',
    accent: '#ff7e67',
    accent_text: '#2b1236',
    web_font: 'Montserrat',
    font_family: SANS,
    border_radius: 14,
  },
  indigo: {
    background: '#ffffff',
    text_color: '#1c1d4f',
    accent: '#4a4fd8',
    accent_text: '#ffffff',
    web_font: 'Roboto',
    font_family: SANS,
    border_radius: 12,
  },
  ocean: {
    background: '#f2f8ff',
    text_color: '#0d2a4a',
    accent: '#0b5fff',
    accent_text: '#ffffff',
    web_font: 'Open Sans',
    font_family: SANS,
    border_radius: 12,
  },
  mint: {
    background: '#f2fcf9',
    text_color: '#0f3d35',
    accent: '#137a67',
    accent_text: '#ffffff',
    web_font: 'Open Sans',
    font_family: SANS,
    border_radius: 16,
  },
  midnight: {
    background: '#1d1340',
    text_color: '#f5f0ff',
    accent: '#ffd166',
    accent_text: '#1d1340',
    web_font: 'Poppins',
    font_family: SANS,
    border_radius: 16,
    overlay_opacity: 0.75,
  },
  mono: {
    background: '#111111',
    text_color: '#ffffff',
    accent: '#ffffff',
    accent_text: '#111111',
    web_font: 'Montserrat',
    font_family: SANS,
    border_radius: 0,
  },
} as const satisfies Record<string, Theme>;

/** An illustration shipped with the widget (packages/widget/template-images, served at /widget/templates/). */
export const image = (name: string, alt: string) =>
  ({ kind: 'image', src: `/widget/templates/${name}.webp`, alt }) as const;

export const EMAIL: FormFieldInput = {
  id: 'email',
  type: 'email',
  name: 'poptinDesignInputTextFieldEmail',
  label: 'Email',
  placeholder: 'you@example.com',
  required: true,
};
export const FIRST_NAME: FormFieldInput = {
  id: 'first_name',
  type: 'first_name',
  name: 'poptinDesignInputTextFieldFirstName',
  label: 'First name',
  placeholder: 'Alex',
};
export const PHONE: FormFieldInput = {
  id: 'phone',
  type: 'phone',
  name: 'poptinDesignInputTextFieldPhone',
  label: 'Phone',
  placeholder: '+1 555 010 0100',
  required: true,
};

/**
 * Spanish for the visitor texts many templates share: the thank-you screen, the fields above, the wheel's
 * prizes and the schema's defaults a template keeps (the teaser tab, the game's button and headings).
 * {prize} is the widget's tag for the prize won, kept as it is.
 */
export const SHARED_SPANISH = {
  'Thank you!': '¡Gracias!',
  'You are on the list. Look out for our email.': 'Ya estás en la lista. Pronto recibirás nuestro correo.',
  Email: 'Correo electrónico',
  'First name': 'Nombre',
  Phone: 'Teléfono',
  Subscribe: 'Suscribirme',
  'Get 10% off': 'Consigue un 10 % de descuento',
  Spin: 'Girar',
  'You won {prize}!': '¡Has ganado {prize}!',
  'No luck this time': 'Esta vez no ha habido suerte',
  '10% off': '10 % de descuento',
  '20% off': '20 % de descuento',
  'So close': '¡Casi!',
  'Free shipping': 'Envío gratis',
  'Next time': 'A la próxima',
  'Free gift': 'Regalo gratis',
} as const satisfies Record<string, string>;
