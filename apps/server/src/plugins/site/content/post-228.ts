/**
 * Post 228: atopic dermatitis (itching, redness, scaling) and the clinic's
 * dermatological procedure. General, careful information: no promise of
 * cure, no product promotion, a reminder to consult a professional.
 */
import { SHARE_NETWORKS } from '@beckon/page-widgets';
import { band, h, node, p } from './nodes.js';

export const POST_228_META = {
  title: 'Dermatitis atópica: síntomas, cuidados y cómo la valoramos en la clínica',
  excerpt:
    'La dermatitis atópica es una enfermedad inflamatoria crónica de la piel que se manifiesta con picor, enrojecimiento y descamación. Explicamos cómo reconocerla, qué suele empeorarla y en qué consiste la valoración dermatológica en nuestra clínica.',
  featuredImage: '/site/assets/img/dermatitis-atopica.svg',
  tags: ['dermatitis', 'procedimientos'],
};

export const POST_228_DOCUMENT = {
  schemaVersion: 1,
  root: { settings: {} },
  content: [
    band('intro', {}, [
      node('indice', 'table-of-contents', { title: 'En este artículo', minimizedOn: 'mobile', markerView: 'bullets' }),
      p(
        'intro-t',
        'La dermatitis atópica, también llamada eccema atópico, es una de las enfermedades de la piel más frecuentes. Suele comenzar en la infancia, aunque también puede aparecer o mantenerse en la edad adulta. Evoluciona en **brotes**: periodos en los que la piel empeora, alternados con otros de mejoría.',
        'No es contagiosa. Se relaciona con una alteración de la barrera de la piel, que retiene peor el agua y deja pasar con más facilidad sustancias irritantes, y con una respuesta inflamatoria exagerada. Con frecuencia hay antecedentes familiares de dermatitis atópica, asma o rinitis alérgica.',
      ),
    ]),
    band('sintomas', { anchor: 'sintomas', label: 'Síntomas' }, [
      h('sintomas-h', 'h2', 'Síntomas principales', 'sintomas-principales'),
      p(
        'sintomas-t',
        'Los síntomas varían de una persona a otra y según la edad, pero hay tres que aparecen casi siempre:',
      ),
      h('picor-h', 'h3', 'Picor (prurito)', 'picor'),
      p(
        'picor-t',
        'Es el síntoma más característico y, a menudo, el más molesto. Puede empeorar por la noche y alterar el descanso. Rascarse alivia un momento, pero daña aún más la piel y alimenta el ciclo de picor y rascado.',
      ),
      h('enrojecimiento-h', 'h3', 'Enrojecimiento', 'enrojecimiento'),
      p(
        'enrojecimiento-t',
        'Las zonas afectadas se inflaman y se enrojecen. En los bebés es habitual en mejillas y cuero cabelludo; en niños mayores y adultos, en los pliegues de codos y rodillas, el cuello, las manos y alrededor de los ojos. En pieles oscuras la inflamación puede verse más parda, violácea o grisácea que roja.',
      ),
      h('descamacion-h', 'h3', 'Descamación y sequedad', 'descamacion'),
      p(
        'descamacion-t',
        'La piel está seca y puede descamarse en escamas finas. Cuando el rascado se mantiene en el tiempo, la piel se engrosa y marca más sus pliegues (liquenificación). En los brotes intensos pueden aparecer pequeñas vesículas, exudado o costras.',
      ),
    ]),
    band('factores', { anchor: 'factores', label: 'Factores que la empeoran' }, [
      h('factores-h', 'h2', 'Factores que pueden empeorarla', 'factores'),
      p(
        'factores-t',
        'Cada persona tiene sus propios desencadenantes. Algunos de los más comunes son:',
        {
          list: [
            'El frío y la calefacción, que resecan el ambiente, y también el calor con sudoración.',
            'Jabones y geles perfumados, el agua muy caliente y los baños largos.',
            'Tejidos ásperos, como la lana, en contacto directo con la piel.',
            'El estrés y la falta de sueño.',
            'Infecciones de la piel, que pueden complicar un brote.',
          ],
        },
        'Identificar los propios desencadenantes, con ayuda del dermatólogo, ayuda a espaciar los brotes. Las dietas de exclusión sin una indicación médica no se recomiendan.',
      ),
    ]),
    band('cuidados', { anchor: 'cuidados', label: 'Cuidados diarios' }, [
      h('cuidados-h', 'h2', 'Cuidados diarios de la piel', 'cuidados'),
      p('cuidados-t', {
        list: [
          'Aplicar a diario una crema emoliente, sobre todo después de la ducha, con la piel todavía algo húmeda.',
          'Duchas cortas con agua templada y un limpiador suave sin perfume.',
          'Secar la piel con toques suaves, sin frotar.',
          'Ropa de algodón y uñas cortas para que el rascado dañe menos.',
          'Usar los tratamientos prescritos tal y como los indicó su médico, también cuando la piel mejora si así se pautó.',
        ],
      }),
    ]),
    node('procedimiento', 'section', { anchor: 'procedimiento', label: 'El procedimiento en la clínica' }, [
      node('procedimiento-c1', 'column', { span: { desktop: 8, tablet: 12 } }, [
        h('proc-h', 'h2', 'Cómo la valoramos en la clínica', 'procedimiento-clinica'),
        p(
          'proc-t',
          'La dermatitis atópica no tiene hoy una cura definitiva, pero sí puede controlarse. El objetivo es reducir el picor y la inflamación, espaciar los brotes y mejorar la calidad de vida. Nuestro procedimiento sigue estos pasos:',
        ),
        h('paso1-h', 'h3', '1. Primera consulta', 'primera-consulta'),
        p(
          'paso1-t',
          'Revisamos su historia clínica: cuándo empezaron los síntomas, cómo evolucionan, qué tratamientos ha usado y qué situaciones parecen empeorarlos. También preguntamos por el sueño y por cómo afecta el picor a su día a día.',
        ),
        h('paso2-h', 'h3', '2. Exploración de la piel', 'exploracion'),
        p(
          'paso2-t',
          'El diagnóstico es clínico: se basa en la exploración de la piel y en la historia. Solo si hay dudas o sospecha de otra causa, como una dermatitis de contacto, se proponen pruebas complementarias, por ejemplo pruebas epicutáneas.',
        ),
        node('capas', 'hotspots', {
          image: {
            src: '/site/assets/img/capas-piel.svg',
            alt: 'Esquema de las capas de la piel',
            width: 1200,
            height: 800,
          },
          hotspots: [
            {
              x: 30,
              y: 22,
              label: 'Capa córnea',
              text: 'La capa más externa. En la dermatitis atópica retiene peor el agua y la piel se reseca.',
            },
            {
              x: 55,
              y: 42,
              label: 'Epidermis',
              text: 'Aquí se produce buena parte de la inflamación que causa el enrojecimiento.',
            },
            {
              x: 40,
              y: 66,
              label: 'Dermis',
              text: 'Contiene vasos sanguíneos y terminaciones nerviosas relacionadas con el picor.',
            },
            {
              x: 72,
              y: 70,
              label: 'Glándula',
              text: 'Las glándulas de la piel ayudan a mantener su hidratación y su equilibrio.',
            },
          ],
        }),
        h('paso3-h', 'h3', '3. Plan de tratamiento individualizado', 'plan'),
        p(
          'paso3-t',
          'Según la extensión y la intensidad, el plan combina el cuidado diario de la piel con tratamientos tópicos antiinflamatorios y, en casos moderados o graves que no responden, otras opciones como la fototerapia o tratamientos sistémicos, siempre con indicación y control médico.',
        ),
        node('antes-despues', 'before-after', {
          before: {
            src: '/site/assets/img/antes.svg',
            alt: 'Ilustración de piel con placas enrojecidas y descamación durante un brote',
          },
          after: {
            src: '/site/assets/img/despues.svg',
            alt: 'Ilustración de la misma zona de piel con menos enrojecimiento',
          },
          caption:
            'Ilustración orientativa de un brote y de una fase de mejoría. La evolución es distinta en cada persona.',
        }),
        h('paso4-h', 'h3', '4. Seguimiento', 'seguimiento'),
        p(
          'paso4-t',
          'Programamos revisiones para ajustar el tratamiento a la evolución, resolver dudas sobre su uso y adelantarnos a los brotes. Le enseñamos a reconocer las primeras señales de empeoramiento y qué hacer ante ellas.',
        ),
      ]),
      node(
        'procedimiento-c2',
        'column',
        { span: { desktop: 4, tablet: 12 }, sticky: 'top', stickyOn: ['desktop', 'laptop'], stickyOffset: 16 },
        [
          node('relacionados', 'nav-menu', {
            label: 'Más información',
            layout: 'dropdown',
            items: [
              {
                label: 'Cuidados de la piel',
                links: [
                  { label: 'Piel seca en invierno', href: '/piel-seca-en-invierno/' },
                  { label: 'Hidratación de la piel', href: '/hidratacion-de-la-piel/' },
                  { label: 'Protección solar', href: '/proteccion-solar-todo-el-ano/' },
                ],
              },
              {
                label: 'Otras consultas frecuentes',
                links: [
                  { label: 'Rosácea', href: '/rosacea-que-es/' },
                  { label: 'Acné en adultos', href: '/acne-en-adultos/' },
                  { label: 'Revisión de lunares', href: '/revision-de-lunares/' },
                ],
              },
              { label: 'Contacto y citas', href: '/#contacto' },
            ],
          }),
          node('proc-aviso', 'text', {
            style: 'notice',
            blocks: ['Si tiene dudas sobre su caso, consulte con su dermatólogo. Puede pedir cita en el 910 000 000.'],
          }),
        ],
      ),
    ]),
    band('consultar', { anchor: 'consultar', label: 'Cuándo consultar' }, [
      h('consultar-h', 'h2', 'Cuándo consultar con el dermatólogo', 'cuando-consultar'),
      p('consultar-t', {
        list: [
          'Si el picor no le deja dormir o afecta a su actividad diaria.',
          'Si las lesiones se extienden o no mejoran con los cuidados habituales.',
          'Si aparecen costras amarillentas, exudado, dolor o fiebre, que pueden indicar una infección.',
          'Si tiene dudas sobre el uso de los tratamientos prescritos.',
        ],
      }),
      node('aviso', 'text', {
        style: 'notice',
        blocks: [
          'Este artículo ofrece información general y no sustituye la consulta médica. Cada caso requiere una valoración individual por un profesional sanitario.',
        ],
      }),
      node('compartir', 'share-buttons', {
        title: 'Compartir este artículo',
        networks: [...SHARE_NETWORKS],
        showLabels: false,
      }),
    ]),
  ],
};
