/** The home page: the clinic, its approach, information articles and contact. */
import { CITA_POPUP, OPEN_CITA_POPUP } from './cita-popup.js';
import { band, h, node, p } from './nodes.js';

export const HOME_META = {
  title: 'Dermatología para el cuidado de su piel',
  excerpt:
    'Clínica de dermatología médica y quirúrgica en Madrid: valoración, diagnóstico y seguimiento de las enfermedades de la piel.',
};

export const HOME_DOCUMENT = {
  schemaVersion: 1,
  root: { settings: { showTitle: false } },
  content: [
    node(
      'hero',
      'section',
      { backgroundColor: '#0b4f52', backgroundImage: '/site/assets/img/hero.svg', label: 'Presentación' },
      [
        node('hero-c', 'column', { span: { desktop: 8, tablet: 12 } }, [
          node('hero-h', 'animated-headline', {
            tag: 'h1',
            beforeText: 'Cuidamos de su piel',
            rotatingText: ['en cada etapa de la vida', 'con rigor y cercanía', 'con tiempo para escucharle'],
            animationType: 'fade',
          }),
          p(
            'hero-t',
            'Dermatología médica y quirúrgica con tiempo para escucharle, explicarle el diagnóstico y acordar con usted el plan que mejor se adapta a su caso.',
          ),
          node('hero-b', 'button', { label: 'Leer sobre la dermatitis atópica', href: '/dermatitis-atopica/' }),
        ]),
      ],
    ),
    node('clinica', 'section', { anchor: 'clinica', label: 'La clínica' }, [
      node('clinica-c1', 'column', { span: { desktop: 6, tablet: 12 } }, [
        h('clinica-h', 'h2', 'La clínica'),
        p(
          'clinica-t',
          'Somos un equipo de dermatólogos, personal de enfermería y administración. Atendemos a niños y adultos con enfermedades de la piel, el pelo y las uñas.',
          {
            list: [
              'Consulta de dermatología general y pediátrica.',
              'Seguimiento de enfermedades crónicas como la dermatitis atópica, la psoriasis o la rosácea.',
              'Revisión de lunares y prevención del cáncer de piel.',
              'Cirugía dermatológica menor.',
            ],
          },
        ),
      ]),
      node('clinica-c2', 'column', { span: { desktop: 6, tablet: 12 } }, [
        node('clinica-car', 'media-carousel', {
          label: 'Imágenes de la clínica',
          slidesPerView: 1,
          autoplay: false,
          pagination: 'fraction',
          slides: [
            { src: '/site/assets/img/consulta.svg', alt: 'Ilustración de una consulta médica', caption: 'Consultas' },
            {
              src: '/site/assets/img/clinica.svg',
              alt: 'Ilustración de la recepción de la clínica',
              caption: 'Recepción',
            },
            {
              src: '/site/assets/img/revision-lunares.svg',
              alt: 'Ilustración de una lupa sobre lunares',
              caption: 'Revisión de lunares',
            },
          ],
        }),
      ]),
    ]),
    band('charla', { anchor: 'charla', label: 'Charla informativa' }, [
      h('charla-h', 'h2', 'Charla informativa para familias'),
      p(
        'charla-t',
        'Organizamos periódicamente una charla abierta sobre el cuidado de la piel atópica en la infancia: cómo aplicar los emolientes, cómo actuar ante un brote y cuándo consultar. La asistencia es libre y sin coste, con aforo limitado.',
      ),
      node('charla-cd', 'countdown', {
        title: 'La próxima charla empieza en',
        mode: 'due_date',
        dueDate: '2027-02-18T18:00:00+01:00',
        expireActions: [{ type: 'message' }],
        expireMessage: 'La charla ya ha comenzado. Consulte las próximas fechas en recepción.',
      }),
    ]),
    band('servicios', { anchor: 'servicios', label: 'Servicios' }, [
      h('servicios-h', 'h2', 'Qué hacemos'),
      node('servicios-slides', 'slides', {
        label: 'Servicios de la clínica',
        transition: 'fade',
        autoplaySpeed: 6000,
        slides: [
          {
            heading: 'Dermatología general',
            text: 'Valoración y seguimiento de las enfermedades de la piel, el pelo y las uñas en adultos.',
            buttonText: 'Dermatitis atópica',
            buttonHref: '/dermatitis-atopica/',
            background: '#0b4f52',
          },
          {
            heading: 'Dermatología pediátrica',
            text: 'Atención adaptada a bebés, niños y adolescentes, con explicaciones claras para las familias.',
            background: '#2e4f6e',
          },
          {
            heading: 'Revisión de lunares',
            text: 'Exploración de la piel y consejos para vigilar los cambios entre revisiones.',
            buttonText: 'Leer más',
            buttonHref: '/revision-de-lunares/',
            background: '#5b3b58',
          },
        ],
      }),
    ]),
    band('consejos', { anchor: 'consejos', label: 'Consejos del equipo', backgroundColor: '#f4f8f9' }, [
      h('consejos-h', 'h2', 'Consejos del equipo'),
      node('consejos-car', 'testimonial-carousel', {
        label: 'Consejos del equipo de la clínica',
        autoplay: false,
        slides: [
          {
            quote:
              'La crema hidratante funciona mejor si se aplica a diario, también cuando la piel está bien. La constancia es lo que más ayuda.',
            name: 'Dra. Lucía Ferrer',
            role: 'Dermatóloga',
          },
          {
            quote:
              'Si un tratamiento le genera dudas, pregunte. Entender cómo y cuándo aplicarlo es parte del tratamiento.',
            name: 'Javier Molina',
            role: 'Enfermero de la consulta',
          },
          {
            quote: 'Observe su piel una vez al mes con buena luz. Si un lunar cambia, pida una revisión sin esperar.',
            name: 'Dr. Andrés Vidal',
            role: 'Dermatólogo',
          },
        ],
      }),
    ]),
    band('practica', { anchor: 'practica', label: 'Información práctica', backgroundColor: '#f4f8f9' }, [
      h('practica-h', 'h2', 'Información práctica'),
      node('practica-menu', 'mega-menu', {
        label: 'Información práctica',
        openOn: 'click',
        tabs: [
          {
            title: 'Horarios',
            heading: 'Horario de atención',
            text: 'De lunes a viernes, de 9:00 a 20:00. Las citas se pueden pedir por teléfono o en recepción.',
            links: [{ label: 'Contacto y citas', href: '/#contacto' }],
          },
          {
            title: 'Primera visita',
            heading: 'Qué traer a la primera consulta',
            text: 'Informes médicos previos, la lista de medicamentos y cremas que usa y, si los tiene, resultados de pruebas anteriores.',
            links: [
              { label: 'Cómo valoramos la dermatitis atópica', href: '/dermatitis-atopica/#procedimiento-clinica' },
            ],
          },
          {
            title: 'Cómo llegar',
            heading: 'Calle del Doctor Esquerdo 12, Madrid',
            text: 'A cinco minutos a pie del metro. La clínica está en planta baja y es accesible en silla de ruedas.',
            links: [],
          },
        ],
      }),
    ]),
    band('video', { anchor: 'video', label: 'Vídeo' }, [
      h('video-h', 'h2', 'Vídeo'),
      node('video-embed', 'social-embed', {
        network: 'youtube',
        videoId: 'M7lc1UVf-VE',
        title: 'Vídeo de ejemplo alojado en YouTube',
      }),
    ]),
    band('articulos', { anchor: 'articulos', label: 'Artículos' }, [
      h('articulos-h', 'h2', 'Artículos de información'),
      p(
        'articulos-t',
        'Textos breves y generales para entender mejor la piel. No sustituyen la consulta con un profesional.',
      ),
      node('articulos-grid', 'posts', { skin: 'cards', perPage: 3, paginationType: 'load_more_on_click' }),
    ]),
    band('temas', { anchor: 'temas', label: 'Temas' }, [
      h('temas-h', 'h2', 'Artículos por tema'),
      node('temas-pf', 'portfolio', {
        filters: [
          { id: 'cuidados', label: 'Cuidados' },
          { id: 'prevencion', label: 'Prevención' },
          { id: 'dermatitis', label: 'Enfermedades de la piel' },
        ],
      }),
    ]),
    band('galeria', { anchor: 'galeria', label: 'Galería' }, [
      h('galeria-h', 'h2', 'Galería'),
      p('galeria-t', 'Ilustraciones que acompañan a nuestros artículos de información.'),
      node('galeria-g', 'gallery', {
        filters: [
          { id: 'clinica', label: 'La clínica' },
          { id: 'cuidados', label: 'Cuidados' },
          { id: 'piel', label: 'La piel' },
        ],
        images: [
          {
            src: '/site/assets/img/consulta.svg',
            alt: 'Ilustración de una consulta',
            tags: ['clinica'],
            caption: 'Consulta',
          },
          {
            src: '/site/assets/img/clinica.svg',
            alt: 'Ilustración de la recepción',
            tags: ['clinica'],
            caption: 'Recepción',
          },
          {
            src: '/site/assets/img/proteccion-solar.svg',
            alt: 'Ilustración de un sol',
            tags: ['cuidados'],
            caption: 'Protección solar',
          },
          {
            src: '/site/assets/img/hidratacion.svg',
            alt: 'Ilustración de una gota de agua',
            tags: ['cuidados'],
            caption: 'Hidratación',
          },
          {
            src: '/site/assets/img/piel-invierno.svg',
            alt: 'Ilustración de copos de nieve',
            tags: ['cuidados'],
            caption: 'Piel en invierno',
          },
          {
            src: '/site/assets/img/capas-piel.svg',
            alt: 'Esquema de las capas de la piel',
            tags: ['piel'],
            caption: 'Capas de la piel',
          },
        ],
      }),
    ]),
    node('cuidado-diario', 'section', { anchor: 'cuidado-diario', label: 'Cuidado diario' }, [
      node('cuidado-c1', 'column', { span: { desktop: 8, tablet: 12 } }, [
        h('cuidado-h', 'h2', 'Un gesto diario: hidratar la piel'),
        p(
          'cuidado-t',
          'Aplicar una crema emoliente justo después de la ducha ayuda a retener el agua en la piel. Es uno de los cuidados más sencillos y útiles en la piel seca y en la dermatitis atópica.',
        ),
      ]),
      node('cuidado-c2', 'column', { span: { desktop: 4, tablet: 12 } }, [
        node('cuidado-lottie', 'lottie', {
          label: 'Animación de una gota de agua que late suavemente',
          caption: 'Hidratación',
          trigger: 'arriving_to_viewport',
          loop: true,
          numberOfTimes: 3,
        }),
      ]),
    ]),
    node(
      'contacto',
      'section',
      {
        anchor: 'contacto',
        label: 'Contacto',
        backgroundColor: '#0b4f52',
        backgroundImage: '/site/assets/img/hero.svg',
      },
      [
        node('contacto-c', 'column', {}, [
          h('contacto-h', 'h2', 'Contacto y citas'),
          p(
            'contacto-t',
            'Puede pedir cita por teléfono en el 910 000 000, de lunes a viernes de 9:00 a 20:00, o acercarse a la recepción de la clínica en la calle del Doctor Esquerdo 12, Madrid.',
          ),
          node('contacto-b', 'button', { label: 'Pide cita', href: OPEN_CITA_POPUP }),
        ]),
      ],
    ),
    CITA_POPUP,
  ],
};
