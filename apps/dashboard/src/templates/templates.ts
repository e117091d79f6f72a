/**
 * The template gallery's designs: whole pop-up saves (the owner API's create
 * body) an owner starts from, spread over the types the renderer draws. They
 * are data checked against the server's schema by templates.test.ts, and live
 * in the dashboard only: the widget never bundles them.
 */
import type { DesignProperties, FormFieldInput, PopupInputDraft, PopupType } from '@beckon/popup-schema';
import { EMAIL, FIRST_NAME, image, PHONE, THEMES } from './themes.js';
import type { Dictionary } from './visitor-texts.js';

export interface PopupTemplate {
  /** Stable slug, for keys and tests. */
  id: string;
  name: string;
  description: string;
  popup: PopupInputDraft;
  /** The template's own visitor texts in Spanish, by their English; the shared ones are in SHARED_SPANISH. */
  spanish: Dictionary;
}

type Design = PopupInputDraft['design'];
type Screen = Design['screens']['main'];

interface Recipe {
  id: string;
  name: string;
  description: string;
  spanish: Dictionary;
  type: PopupType;
  format?: number;
  target?: PopupInputDraft['poptin_target'];
  theme: keyof typeof THEMES;
  size: { width: number; height: number };
  main: Screen;
  thankYou?: Screen;
  fields?: FormFieldInput[];
  submit?: string;
  properties?: Partial<DesignProperties>;
  triggers?: PopupInputDraft['triggers'];
  game?: Design['game'];
}

const THANKS: Screen = [
  { kind: 'heading', text: 'Thank you!' },
  { kind: 'text', text: 'You are on the list. Look out for our email.' },
];

function template(r: Recipe): PopupTemplate {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    spanish: r.spanish,
    popup: {
      name: r.name,
      poptin_type: r.type,
      poptin_format: r.format ?? 1,
      poptin_target: r.target ?? 'lead',
      d_f_r: 'all@display_once_a_day',
      triggers: r.triggers ?? { display_after_sec_active: 5 },
      targeting: {},
      design: {
        poptin_size: r.size,
        design_properties: r.properties ?? {},
        style: THEMES[r.theme],
        screens: { main: r.main, thank_you: r.thankYou ?? THANKS },
        fields: r.fields ?? [EMAIL],
        submit_label: r.submit ?? 'Subscribe',
        ...(r.game ? { game: r.game } : {}),
      },
    },
  };
}

const WHEEL_PRIZES = [
  { prize_id: 'ten', label: '10% off', code: 'SPIN10', chances: 30 },
  { prize_id: 'miss', label: 'So close', chances: 25, loosing_option: 1 },
  { prize_id: 'ship', label: 'Free shipping', code: 'SHIPFREE', chances: 20 },
  { prize_id: 'again', label: 'Next time', chances: 15, loosing_option: 1 },
  { prize_id: 'twenty', label: '20% off', code: 'SPIN20', chances: 8 },
  { prize_id: 'gift', label: 'Free gift', code: 'GIFT', chances: 2 },
];

export const TEMPLATES: readonly PopupTemplate[] = [
  // Lightboxes: the classic centred offer over a dimmed page.
  template({
    id: 'welcome-discount',
    name: 'Welcome discount',
    description: 'A first-order discount with a gift illustration and a coupon on the thank-you screen.',
    spanish: {
      'A wrapped gift box': 'Una caja de regalo envuelta',
      'Get 10% off your first order': 'Llévate un 10 % de descuento en tu primer pedido',
      'Join our list for new arrivals and members-only offers.':
        'Únete a nuestra lista y recibe las novedades y ofertas exclusivas para suscriptores.',
      'Welcome aboard!': '¡Te damos la bienvenida!',
      'Your code:': 'Tu código:',
      'Unlock my 10%': 'Quiero mi 10 %',
    },
    type: 'lightbox',
    theme: 'blush',
    size: { width: 560, height: 520 },
    properties: { coupon: 'WELCOME10', thank_screen_auto_close: false },
    main: [
      image('gift', 'A wrapped gift box'),
      { kind: 'heading', text: 'Get 10% off your first order' },
      { kind: 'text', text: 'Join our list for new arrivals and members-only offers.' },
      { kind: 'form' },
    ],
    thankYou: [{ kind: 'heading', text: 'Welcome aboard!' }, { kind: 'text', text: 'Your code:' }, { kind: 'coupon' }],
    submit: 'Unlock my 10%',
  }),
  template({
    id: 'newsletter-journal',
    name: 'The weekly journal',
    description: 'An editorial newsletter sign-up with a serif headline and a botanical illustration.',
    spanish: {
      'Green leaves in soft light': 'Hojas verdes con luz suave',
      'Slow reads for busy weeks': 'Lecturas tranquilas para semanas ajetreadas',
      'One thoughtful email every Sunday. No noise, unsubscribe any time.':
        'Un correo cuidado cada domingo. Sin ruido, y puedes darte de baja cuando quieras.',
      'Send me the journal': 'Quiero recibirlo',
    },
    type: 'lightbox',
    theme: 'forest',
    size: { width: 600, height: 520 },
    main: [
      image('leaves', 'Green leaves in soft light'),
      { kind: 'heading', text: 'Slow reads for busy weeks' },
      { kind: 'text', text: 'One thoughtful email every Sunday. No noise, unsubscribe any time.' },
      { kind: 'form' },
    ],
    fields: [FIRST_NAME, EMAIL],
    submit: 'Send me the journal',
  }),
  template({
    id: 'exit-offer',
    name: 'Wait, before you go',
    description: 'An exit-intent offer that shows when the visitor heads for the address bar.',
    spanish: {
      'A shopping bag with a percent sign': 'Una bolsa de la compra con un símbolo de porcentaje',
      'Leaving already? Take 15% with you': '¿Ya te vas? Llévate un 15 % de descuento',
      'Enter your email and we will send the code right away.':
        'Escribe tu correo y te enviamos el código al instante.',
      'Here is your code': 'Aquí tienes tu código',
      'Get my code': 'Quiero mi código',
    },
    type: 'lightbox',
    theme: 'indigo',
    size: { width: 560, height: 500 },
    triggers: { display_after_exit_website_active: true },
    properties: { coupon: 'STAY15', thank_screen_auto_close: false, poptin_design_entry_effect: 'bounce' },
    main: [
      image('bag', 'A shopping bag with a percent sign'),
      { kind: 'heading', text: 'Leaving already? Take 15% with you' },
      { kind: 'text', text: 'Enter your email and we will send the code right away.' },
      { kind: 'form' },
    ],
    thankYou: [{ kind: 'heading', text: 'Here is your code' }, { kind: 'coupon' }],
    submit: 'Get my code',
  }),
  template({
    id: 'flash-sale-countdown',
    name: 'Flash sale countdown',
    description: 'A 15-minute flip-clock countdown that closes the pop-up when the sale ends.',
    spanish: {
      'Flash sale: 20% off everything': 'Oferta relámpago: 20 % de descuento en todo',
      'The code disappears when the clock hits zero.': 'El código desaparece cuando el contador llegue a cero.',
      'Quick, it is yours': '¡Rápido, es tuyo!',
      'Reveal the code': 'Ver el código',
    },
    type: 'lightbox',
    theme: 'midnight',
    size: { width: 580, height: 500 },
    properties: { timer: 'timerTime@15|0', timer_ver: 2, coupon: 'FLASH20', thank_screen_auto_close: false },
    main: [
      { kind: 'heading', text: 'Flash sale: 20% off everything' },
      { kind: 'timer' },
      { kind: 'text', text: 'The code disappears when the clock hits zero.' },
      { kind: 'form' },
    ],
    thankYou: [{ kind: 'heading', text: 'Quick, it is yours' }, { kind: 'coupon' }],
    submit: 'Reveal the code',
  }),
  template({
    id: 'cafe-loyalty',
    name: 'Coffee club',
    description: 'A warm loyalty-club invitation for cafés and bakeries, with a free drink on sign-up.',
    spanish: {
      'A cup of coffee': 'Una taza de café',
      'Your next coffee is on us': 'Tu próximo café corre de nuestra cuenta',
      'Join the club: a free drink today, and every tenth one after that.':
        'Únete al club: una bebida gratis hoy y, a partir de ahí, una de cada diez.',
      'Join the club': 'Unirme al club',
    },
    type: 'lightbox',
    theme: 'espresso',
    size: { width: 540, height: 520 },
    main: [
      image('coffee', 'A cup of coffee'),
      { kind: 'heading', text: 'Your next coffee is on us' },
      { kind: 'text', text: 'Join the club: a free drink today, and every tenth one after that.' },
      { kind: 'form' },
    ],
    fields: [FIRST_NAME, EMAIL],
    submit: 'Join the club',
  }),
  template({
    id: 'callback-request',
    name: 'Book a call back',
    description: 'A clinic or service call-back request with a phone field.',
    spanish: {
      'A medical cross': 'Una cruz médica',
      'Questions? We will call you back': '¿Tienes dudas? Te llamamos',
      'Leave your number and a specialist calls within one working day.':
        'Déjanos tu número y un especialista te llamará en menos de un día laborable.',
      'Call me back': 'Llámame',
      'Thanks, talk soon': 'Gracias, hablamos pronto',
      'We will call you shortly.': 'Te llamaremos en breve.',
    },
    type: 'lightbox',
    theme: 'mint',
    size: { width: 520, height: 500 },
    main: [
      image('clinic', 'A medical cross'),
      { kind: 'heading', text: 'Questions? We will call you back' },
      { kind: 'text', text: 'Leave your number and a specialist calls within one working day.' },
      { kind: 'form' },
    ],
    fields: [FIRST_NAME, PHONE],
    submit: 'Call me back',
    thankYou: [
      { kind: 'heading', text: 'Thanks, talk soon' },
      { kind: 'text', text: 'We will call you shortly.' },
    ],
  }),

  // Bars along the top or bottom edge.
  template({
    id: 'free-shipping-bar',
    name: 'Free shipping bar',
    description: 'A slim top bar that pushes the page down and links to the shop.',
    spanish: {
      'Free shipping on orders over $50': 'Envío gratis en pedidos de más de 50 €',
      'Shop now': 'Comprar ahora',
    },
    type: 'bar',
    target: 'click',
    theme: 'mono',
    size: { width: 1200, height: 60 },
    properties: { poptin_location: 'center_top', poptin_design_entry_effect: 'down' },
    triggers: { display_after_sec_active: 0 },
    main: [
      { kind: 'heading', text: 'Free shipping on orders over $50' },
      { kind: 'button', label: 'Shop now', action: 'url', url: '/shop' },
    ],
    fields: [],
  }),
  template({
    id: 'newsletter-bar',
    name: 'Newsletter bar',
    description: 'A bottom bar with an inline email field that never covers the content.',
    spanish: {
      'Get our best tips by email': 'Recibe nuestros mejores consejos por correo',
      'Sign me up': 'Apuntarme',
    },
    type: 'bar',
    theme: 'ocean',
    size: { width: 1200, height: 80 },
    properties: { poptin_location: 'center_bottom', poptin_design_entry_effect: 'up' },
    triggers: { display_after_scroll_active: 30 },
    main: [{ kind: 'heading', text: 'Get our best tips by email' }, { kind: 'form' }],
    submit: 'Sign me up',
  }),
  template({
    id: 'news-ticker-bar',
    name: 'News ticker bar',
    description: 'A scrolling announcement along the top for sales, openings or shipping updates.',
    spanish: {
      'Summer sale now on · Up to 40% off · New arrivals every Friday · Free returns for 60 days':
        'Rebajas de verano · Hasta un 40 % de descuento · Novedades cada viernes · Devoluciones gratis durante 60 días',
    },
    type: 'bar',
    target: 'announcement',
    theme: 'sunset',
    size: { width: 1200, height: 60 },
    properties: { poptin_location: 'center_top' },
    triggers: { display_after_sec_active: 0 },
    main: [
      {
        kind: 'ticker',
        text: 'Summer sale now on · Up to 40% off · New arrivals every Friday · Free returns for 60 days',
        speed: 7000,
      },
    ],
    fields: [],
  }),

  // Side and bottom slide-ins, no backdrop.
  template({
    id: 'corner-guide',
    name: 'Free guide slide-in',
    description: 'A slide-in from the right edge offering a downloadable guide after half the page is read.',
    spanish: {
      'An envelope with one new message': 'Un sobre con un mensaje nuevo',
      'Get the free starter guide': 'Descarga gratis la guía para empezar',
      'Email me the guide': 'Envíame la guía',
    },
    type: 'sside',
    theme: 'ocean',
    size: { width: 360, height: 440 },
    properties: { poptin_location: 'right_midlle', poptin_design_entry_effect: 'right' },
    triggers: { display_after_scroll_active: 50 },
    main: [
      image('envelope', 'An envelope with one new message'),
      { kind: 'heading', text: 'Get the free starter guide' },
      { kind: 'form' },
    ],
    submit: 'Email me the guide',
  }),
  template({
    id: 'corner-chat',
    name: 'Friendly hello',
    description: 'A small greeting low on the left edge that invites questions, for service businesses.',
    spanish: {
      'Hi there 👋': '¡Hola! 👋',
      'Not sure which treatment suits you? We are happy to help.':
        '¿No sabes qué tratamiento te conviene? Te ayudamos encantados.',
      'Ask a question': 'Hacer una pregunta',
    },
    type: 'sside',
    target: 'click',
    theme: 'mint',
    size: { width: 340, height: 240 },
    properties: { poptin_location: 'left_bottom', poptin_design_entry_effect: 'left' },
    main: [
      { kind: 'heading', text: 'Hi there 👋' },
      { kind: 'text', text: 'Not sure which treatment suits you? We are happy to help.' },
      { kind: 'button', label: 'Ask a question', action: 'url', url: '/contact' },
    ],
    fields: [],
  }),
  template({
    id: 'bside-back-in-stock',
    name: 'Back in stock alert',
    description: 'A bottom slide-in collecting emails for restock notices.',
    spanish: {
      'A shopping bag': 'Una bolsa de la compra',
      'Sold out? Not for long': '¿Agotado? No por mucho tiempo',
      'Notify me': 'Avísame',
    },
    type: 'bside',
    theme: 'indigo',
    size: { width: 360, height: 420 },
    properties: { poptin_location: 'right_bottom', poptin_design_entry_effect: 'up' },
    main: [image('bag', 'A shopping bag'), { kind: 'heading', text: 'Sold out? Not for long' }, { kind: 'form' }],
    submit: 'Notify me',
  }),
  template({
    id: 'bside-travel',
    name: 'Travel deals',
    description: 'A sunset-coloured slide-in for travel and experience offers.',
    spanish: {
      'Mountains at sunset': 'Montañas al atardecer',
      'Weekend escapes from $99': 'Escapadas de fin de semana desde 99 €',
      'Send me deals': 'Quiero recibir ofertas',
    },
    type: 'bside',
    theme: 'sunset',
    size: { width: 360, height: 440 },
    properties: { poptin_location: 'left_bottom', poptin_design_entry_effect: 'up' },
    main: [
      image('mountains', 'Mountains at sunset'),
      { kind: 'heading', text: 'Weekend escapes from $99' },
      { kind: 'form' },
    ],
    submit: 'Send me deals',
  }),

  // Full-screen welcome mats.
  template({
    id: 'welcome-mat',
    name: 'Welcome mat',
    description: 'A full-screen welcome for a new collection, with a skip button.',
    spanish: {
      'No thanks': 'No, gracias',
      'Green leaves': 'Hojas verdes',
      'The spring collection has arrived': 'Ya ha llegado la colección de primavera',
      'Be the first to shop it: members get early access.':
        'Sé de los primeros en comprarla: los suscriptores tienen acceso anticipado.',
      'Get early access': 'Quiero acceso anticipado',
    },
    type: 'fullpage',
    theme: 'forest',
    size: { width: 1920, height: 1080 },
    properties: {
      poptin_design_close_options_type: 'closing_options-button',
      poptin_design_show_x_comment: 'No thanks',
    },
    triggers: { display_after_sec_active: 2 },
    main: [
      image('leaves', 'Green leaves'),
      { kind: 'heading', text: 'The spring collection has arrived' },
      { kind: 'text', text: 'Be the first to shop it: members get early access.' },
      { kind: 'form' },
    ],
    submit: 'Get early access',
  }),
  template({
    id: 'launch-party',
    name: 'Launch party',
    description: 'A full-screen launch announcement with a confetti background.',
    spanish: {
      'Confetti and a party popper': 'Confeti y un cañón de confeti',
      'We are live!': '¡Ya estamos aquí!',
      'Celebrate our launch with 25% off your first order this week.':
        'Celebra nuestro lanzamiento con un 25 % de descuento en tu primer pedido esta semana.',
      'Celebrate with me': '¡Lo celebro!',
    },
    type: 'fullpage',
    theme: 'midnight',
    size: { width: 1920, height: 1080 },
    properties: { background_effect: 'confetti' },
    main: [
      image('confetti', 'Confetti and a party popper'),
      { kind: 'heading', text: 'We are live!' },
      { kind: 'text', text: 'Celebrate our launch with 25% off your first order this week.' },
      { kind: 'form' },
    ],
    submit: 'Celebrate with me',
  }),
  template({
    id: 'winter-sale-fullpage',
    name: 'Winter sale',
    description: 'A full-screen seasonal sale with falling snow and a countdown to the last day.',
    spanish: {
      'Winter sale: the last 30 minutes': 'Rebajas de invierno: últimos 30 minutos',
      'Up to 50% off coats, knits and boots.': 'Hasta un 50 % de descuento en abrigos, punto y botas.',
      'Shop the sale': 'Ver las rebajas',
    },
    type: 'fullpage',
    theme: 'ocean',
    size: { width: 1920, height: 1080 },
    properties: { background_effect: 'snow', timer: 'timerTime@30|0', timer_ver: 1 },
    main: [
      { kind: 'heading', text: 'Winter sale: the last 30 minutes' },
      { kind: 'timer' },
      { kind: 'text', text: 'Up to 50% off coats, knits and boots.' },
      { kind: 'button', label: 'Shop the sale', action: 'url', url: '/sale' },
    ],
    target: 'click',
    fields: [],
  }),

  // Mobile: a bottom sheet and a centred card.
  template({
    id: 'mobile-app-sheet',
    name: 'Mobile bottom sheet',
    description: 'A thumb-friendly sheet along the bottom of the phone screen.',
    spanish: {
      '15% off in the app': '15 % de descuento en la app',
      'Text me the link': 'Envíame el enlace por SMS',
    },
    type: 'mobile',
    format: 1,
    theme: 'blush',
    size: { width: 390, height: 300 },
    properties: { poptin_design_entry_effect: 'up' },
    main: [{ kind: 'heading', text: '15% off in the app' }, { kind: 'form' }],
    submit: 'Text me the link',
    fields: [PHONE],
  }),
  template({
    id: 'mobile-centred-card',
    name: 'Mobile centred card',
    description: 'A compact 390 × 242 card centred on the phone screen.',
    spanish: {
      'Order ahead, skip the queue': 'Pide por adelantado y sáltate la cola',
      Join: 'Unirme',
    },
    type: 'mobile',
    format: 3,
    theme: 'espresso',
    size: { width: 390, height: 242 },
    main: [{ kind: 'heading', text: 'Order ahead, skip the queue' }, { kind: 'form' }],
    submit: 'Join',
  }),

  // Embedded: drawn in place inside the page.
  template({
    id: 'embedded-newsletter',
    name: 'Inline newsletter',
    description: 'A sign-up box drawn inside an article or footer, where the snippet’s container sits.',
    spanish: {
      'Enjoyed this article?': '¿Te ha gustado este artículo?',
      'Get the next one in your inbox.': 'Recibe el próximo en tu bandeja de entrada.',
    },
    type: 'embedded',
    theme: 'ocean',
    size: { width: 640, height: 260 },
    triggers: {},
    main: [
      { kind: 'heading', text: 'Enjoyed this article?' },
      { kind: 'text', text: 'Get the next one in your inbox.' },
      { kind: 'form' },
    ],
  }),
  template({
    id: 'embedded-lookbook',
    name: 'Inline lookbook',
    description: 'An in-page promotion with an illustration and a call to action.',
    spanish: {
      'Mountains at sunset': 'Montañas al atardecer',
      'The outdoor edit': 'Selección para el aire libre',
      'See the lookbook': 'Ver el lookbook',
    },
    type: 'embedded',
    target: 'click',
    theme: 'sunset',
    size: { width: 640, height: 420 },
    triggers: {},
    main: [
      image('mountains', 'Mountains at sunset'),
      { kind: 'heading', text: 'The outdoor edit' },
      { kind: 'button', label: 'See the lookbook', action: 'url', url: '/lookbook' },
    ],
    fields: [],
  }),

  // Gamified: gift box, scratch card and prize wheel (the format picks the game).
  template({
    id: 'spin-to-win',
    name: 'Spin to win',
    description: 'A prize wheel with six slices; the server draws the prize.',
    spanish: {
      'Spin to win a prize': 'Gira la ruleta y gana un premio',
      'Enter your email, then give the wheel a spin.': 'Escribe tu correo y haz girar la ruleta.',
      'Spin the wheel': 'Girar la ruleta',
    },
    type: 'gamified',
    format: 3,
    theme: 'midnight',
    size: { width: 760, height: 480 },
    main: [
      { kind: 'heading', text: 'Spin to win a prize' },
      { kind: 'text', text: 'Enter your email, then give the wheel a spin.' },
      { kind: 'form' },
    ],
    submit: 'Spin',
    game: { prizes: WHEEL_PRIZES, play_label: 'Spin the wheel' },
  }),
  template({
    id: 'scratch-card',
    name: 'Scratch and save',
    description: 'A scratch card that reveals a discount.',
    spanish: {
      'Scratch to reveal your discount': 'Rasca y descubre tu descuento',
      Scratch: 'Rascar',
      '5% off': '5 % de descuento',
      '15% off': '15 % de descuento',
      'Try again tomorrow': 'Vuelve a intentarlo mañana',
    },
    type: 'gamified',
    format: 2,
    theme: 'sunset',
    size: { width: 620, height: 480 },
    main: [{ kind: 'heading', text: 'Scratch to reveal your discount' }, { kind: 'form' }],
    submit: 'Scratch',
    game: {
      prizes: [
        { prize_id: 'five', label: '5% off', code: 'SCRATCH5', chances: 50 },
        { prize_id: 'fifteen', label: '15% off', code: 'SCRATCH15', chances: 30 },
        { prize_id: 'none', label: 'Try again tomorrow', chances: 20, loosing_option: 1 },
      ],
      play_label: 'Scratch',
    },
  }),
  template({
    id: 'mystery-gift',
    name: 'Mystery gift box',
    description: 'Pick a gift box to open a surprise reward.',
    spanish: {
      'A wrapped gift box': 'Una caja de regalo envuelta',
      'Pick a box, win a gift': 'Elige una caja y gana un regalo',
      'Open my gift': 'Abrir mi regalo',
      'A free sample': 'Una muestra gratis',
      Open: 'Abrir',
    },
    type: 'gamified',
    format: 1,
    theme: 'blush',
    size: { width: 620, height: 480 },
    main: [image('gift', 'A wrapped gift box'), { kind: 'heading', text: 'Pick a box, win a gift' }, { kind: 'form' }],
    submit: 'Open my gift',
    game: {
      prizes: [
        { prize_id: 'ship', label: 'Free shipping', code: 'GIFTSHIP', chances: 50 },
        { prize_id: 'ten', label: '10% off', code: 'GIFT10', chances: 40 },
        { prize_id: 'sample', label: 'A free sample', code: 'SAMPLE', chances: 10 },
      ],
      play_label: 'Open',
    },
  }),

  // Social and content pop-ups (drawn as corner slide-ins).
  template({
    id: 'social-follow',
    name: 'Follow us',
    description: 'A gentle corner invitation to follow the brand’s channel.',
    spanish: {
      'Join 20,000 followers': 'Únete a nuestros 20.000 seguidores',
      'Behind the scenes, new drops and giveaways every week.': 'Entre bastidores, novedades y sorteos cada semana.',
      'Follow us': 'Síguenos',
    },
    type: 'social',
    target: 'click',
    theme: 'indigo',
    size: { width: 340, height: 260 },
    properties: { poptin_location: 'right_bottom' },
    triggers: { display_after_visit_page_active: 2 },
    main: [
      { kind: 'heading', text: 'Join 20,000 followers' },
      { kind: 'text', text: 'Behind the scenes, new drops and giveaways every week.' },
      { kind: 'button', label: 'Follow us', action: 'url', url: 'https://www.instagram.com/' },
    ],
    fields: [],
  }),
  template({
    id: 'content-upgrade',
    name: 'Content upgrade',
    description: 'Offers a checklist that goes with the post the visitor is reading.',
    spanish: {
      'Want the printable checklist?': '¿Quieres la lista de comprobación para imprimir?',
      'Everything in this post on one page.': 'Todo lo de este artículo en una sola página.',
      'Send the checklist': 'Envíame la lista',
    },
    type: 'content',
    theme: 'forest',
    size: { width: 360, height: 300 },
    properties: { poptin_location: 'right_bottom' },
    triggers: { display_after_scroll_active: 60 },
    main: [
      { kind: 'heading', text: 'Want the printable checklist?' },
      { kind: 'text', text: 'Everything in this post on one page.' },
      { kind: 'form' },
    ],
    submit: 'Send the checklist',
  }),
];

/** The types in gallery order, as the filter offers them. */
export const TEMPLATE_TYPES: readonly PopupType[] = [...new Set(TEMPLATES.map((t) => t.popup.poptin_type))];
