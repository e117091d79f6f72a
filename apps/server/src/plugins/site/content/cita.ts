/** The appointment page `/cita/`: a three-step booking form with a photo upload, in Spanish. */
import { band, h, node, p } from './nodes.js';

export const CITA_PAGE = { id: 30, slug: 'cita' } as const;

export const CITA_META = {
  title: 'Pedir cita',
  excerpt: 'Solicite una consulta dermatológica en tres pasos: sus datos, el motivo y, si lo desea, una fotografía.',
};

/** The booking form's node id: submissions name it (form_id) and the server finds its definition by it. */
export const CITA_FORM_ID = 'cita-form';

export const CITA_DOCUMENT = {
  schemaVersion: 1,
  root: { settings: { showTitle: false } },
  content: [
    band('cita', { label: 'Pedir cita' }, [
      h('cita-h', 'h1', 'Pedir cita'),
      p(
        'cita-t',
        'Cuéntenos quién es y qué le preocupa; le llamaremos en un día laborable para confirmar la fecha y la hora. Si quiere, puede adjuntar una fotografía de la zona de la piel afectada: nos ayuda a preparar la consulta.',
      ),
      node(CITA_FORM_ID, 'form', {
        formName: 'Solicitud de cita',
        stepType: 'icon_text',
        stepIconShape: 'circle',
        buttonText: 'Solicitar cita',
        successMessage: 'Hemos recibido su solicitud. Le llamaremos para confirmar la cita.',
        emailSubject: 'Nueva solicitud de cita desde la web',
        fields: [
          { id: 'paso_datos', type: 'step', label: 'Sus datos', icon: 'user' },
          { id: 'nombre', type: 'text', label: 'Nombre y apellidos', required: true, maxLength: 120 },
          { id: 'email', type: 'email', label: 'Correo electrónico', required: true },
          { id: 'telefono', type: 'tel', label: 'Teléfono', required: true, placeholder: '600 000 000' },
          { id: 'paso_consulta', type: 'step', label: 'La consulta', icon: 'calendar' },
          {
            id: 'motivo',
            type: 'select',
            label: 'Motivo de la consulta',
            required: true,
            options: ['Dermatitis atópica', 'Revisión de lunares', 'Acné', 'Caída del cabello', 'Otro motivo'],
          },
          { id: 'fecha', type: 'date', label: 'Fecha preferida', required: true, min: 'today' },
          { id: 'hora', type: 'time', label: 'Hora preferida' },
          { id: 'mensaje', type: 'textarea', label: 'Cuéntenos brevemente qué le ocurre', maxLength: 2000 },
          { id: 'paso_foto', type: 'step', label: 'Fotografía', icon: 'camera' },
          {
            id: 'foto',
            type: 'upload',
            label: 'Fotografía de la zona afectada (opcional)',
            accept: ['jpg', 'png', 'webp'],
            maxSizeMb: 5,
            maxSizeMessage: 'La fotografía supera los 5 MB. Elija una imagen más pequeña.',
          },
          {
            id: 'privacidad',
            type: 'acceptance',
            label: 'Acepto que la clínica use estos datos para gestionar mi cita.',
            required: true,
          },
        ],
      }),
    ]),
  ],
};
