/**
 * The other published posts: short, general skin-care articles that give the
 * posts grid real pages to load (§7 call 4). Careful wording: information,
 * not promises.
 */
import { band, h, p } from './nodes.js';

interface SeedPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  tags: string[];
  publishedAt: string;
  paragraphs: string[];
}

export const OTHER_POSTS: SeedPost[] = [
  {
    id: 201,
    slug: 'piel-seca-en-invierno',
    title: 'Piel seca en invierno: cuidados sencillos',
    excerpt:
      'El frío y la calefacción resecan la piel. Algunos hábitos diarios ayudan a mantener su barrera protectora.',
    image: '/site/assets/img/piel-invierno.svg',
    tags: ['cuidados'],
    publishedAt: '2025-01-14T09:00:00Z',
    paragraphs: [
      'En invierno la humedad del aire baja y la piel pierde agua con más facilidad. Las zonas más expuestas, como manos, labios y mejillas, suelen notarlo antes.',
      'Ayuda ducharse con agua templada, usar limpiadores suaves y aplicar una crema hidratante justo después. Si la sequedad se acompaña de picor intenso, grietas o enrojecimiento que no mejora, conviene consultar.',
    ],
  },
  {
    id: 205,
    slug: 'proteccion-solar-todo-el-ano',
    title: 'Protección solar durante todo el año',
    excerpt:
      'La radiación ultravioleta llega también en días nublados. Repasamos cómo elegir y aplicar un fotoprotector.',
    image: '/site/assets/img/proteccion-solar.svg',
    tags: ['cuidados', 'prevencion'],
    publishedAt: '2025-02-20T09:00:00Z',
    paragraphs: [
      'La exposición solar acumulada a lo largo de la vida se relaciona con el envejecimiento de la piel y con el riesgo de cáncer cutáneo. Protegerse no es solo cosa del verano.',
      'Se recomienda un fotoprotector de amplio espectro, aplicado en cantidad suficiente y renovado cada dos horas al aire libre, junto con ropa, gorra y gafas de sol, y evitar las horas centrales del día.',
    ],
  },
  {
    id: 212,
    slug: 'revision-de-lunares',
    title: 'Revisión de lunares: cuándo consultar',
    excerpt:
      'Observar la propia piel ayuda a detectar cambios. Te contamos en qué fijarte y cuándo pedir una revisión.',
    image: '/site/assets/img/revision-lunares.svg',
    tags: ['prevencion'],
    publishedAt: '2025-03-18T09:00:00Z',
    paragraphs: [
      'La mayoría de los lunares son benignos, pero conviene conocerlos y vigilar si cambian. La regla ABCDE resume los signos de alerta: asimetría, bordes irregulares, varios colores, diámetro creciente y evolución.',
      'Ante un lunar nuevo en la edad adulta, uno que cambia, pica o sangra, o uno distinto de los demás, es aconsejable una valoración dermatológica.',
    ],
  },
  {
    id: 219,
    slug: 'hidratacion-de-la-piel',
    title: 'Hidratación de la piel: mitos y realidades',
    excerpt:
      'Beber agua es importante, pero la hidratación de la piel depende sobre todo de su barrera. Aclaramos algunas ideas frecuentes.',
    image: '/site/assets/img/hidratacion.svg',
    tags: ['cuidados'],
    publishedAt: '2025-04-22T09:00:00Z',
    paragraphs: [
      'La capa más externa de la piel actúa como una barrera que retiene el agua. Cuando se altera, la piel se reseca aunque bebamos suficiente líquido.',
      'Los emolientes ayudan a reforzar esa barrera. No hace falta que una crema sea cara para ser eficaz: lo importante es que se tolere bien y se use con constancia.',
    ],
  },
  {
    id: 224,
    slug: 'rosacea-que-es',
    title: 'Rosácea: qué es y cómo reconocerla',
    excerpt:
      'Enrojecimiento persistente en el centro de la cara, rojeces que van y vienen: así suele manifestarse la rosácea.',
    image: '/site/assets/img/rosacea.svg',
    tags: ['dermatitis'],
    publishedAt: '2025-05-27T09:00:00Z',
    paragraphs: [
      'La rosácea es una enfermedad inflamatoria crónica que afecta sobre todo a mejillas, nariz, frente y mentón. Puede acompañarse de pequeños granitos y de sensación de calor o escozor.',
      'El calor, el alcohol, las comidas picantes o el sol pueden desencadenar los episodios. El dermatólogo puede orientar sobre los cuidados y los tratamientos adecuados para cada caso.',
    ],
  },
  {
    id: 231,
    slug: 'acne-en-adultos',
    title: 'Acné en la edad adulta',
    excerpt: 'El acné no es exclusivo de la adolescencia. Explicamos por qué aparece en adultos y qué conviene evitar.',
    image: '/site/assets/img/acne.svg',
    tags: ['dermatitis'],
    publishedAt: '2025-07-08T09:00:00Z',
    paragraphs: [
      'El acné adulto es más frecuente en mujeres y suele localizarse en la parte baja de la cara y el cuello. Influyen factores hormonales, algunos cosméticos y el estrés.',
      'Manipular las lesiones aumenta el riesgo de marcas. Si el acné persiste o deja cicatrices, una consulta permite valorar el tratamiento más adecuado.',
    ],
  },
];

export function postDocument(post: SeedPost) {
  return {
    schemaVersion: 1,
    root: { settings: {} },
    content: [band('cuerpo', {}, [h('resumen-h', 'h2', 'En resumen'), p('cuerpo-t', ...post.paragraphs)])],
  };
}
