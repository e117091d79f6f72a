/**
 * The form widget's settings (§3 Form): its fields in order, where a `step`
 * field starts a new step, and the step indicators. The server validates every
 * submission against these stored settings (form/check.ts), so this schema is
 * the one definition of what a field accepts.
 */
import * as z from 'zod';
import { NODE_ID } from '../../document/schema.js';
import { STEP_ICONS, UPLOAD_KINDS, type UploadKind } from './fields.js';

export const FIELD_ID = /^[a-z][a-z0-9_]{0,31}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date bound: a fixed day, or `today` (resolved when the page runs and when the server checks). */
const dateBound = z
  .string()
  .max(10)
  .refine((v) => v === 'today' || ISO_DATE.test(v), 'must be YYYY-MM-DD or today');

const field = z
  .object({
    id: z.string().max(32).regex(FIELD_ID, 'must be 1–32 lowercase letters, digits or _, starting with a letter'),
    type: z.enum([
      'text',
      'email',
      'tel',
      'textarea',
      'number',
      'date',
      'time',
      'select',
      'radio',
      'checkbox',
      'acceptance',
      'upload',
      'step',
    ]),
    label: z.string().min(1).max(200),
    placeholder: z.string().max(200).optional(),
    required: z.boolean().default(false),
    /** Choices of select, radio and checkbox fields. */
    options: z.array(z.string().min(1).max(100)).max(30).default([]),
    /** Longest text a text or textarea field takes. */
    maxLength: z.number().int().min(1).max(5000).optional(),
    /** date: YYYY-MM-DD or `today`; number: a number as text. */
    min: z.union([dateBound, z.number()]).optional(),
    max: z.union([dateBound, z.number()]).optional(),
    /** upload: largest file in MB (data-maxsize) and the message shown under the field. */
    maxSizeMb: z.number().min(0.1).max(10).default(5),
    maxSizeMessage: z.string().max(200).default('El archivo supera el tamaño máximo permitido.'),
    maxFiles: z.number().int().min(1).max(5).default(1),
    accept: z
      .array(z.enum(Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]]))
      .min(1)
      .max(4)
      .default(['jpg', 'png', 'webp']),
    /** step: the buttons' labels (the form's own when absent) and the indicator's icon. */
    previousButton: z.string().max(40).optional(),
    nextButton: z.string().max(40).optional(),
    icon: z.enum(STEP_ICONS).optional(),
  })
  .strict();

export type FormField = z.output<typeof field>;

export const formSettings = z
  .object({
    formName: z.string().min(1).max(100).default('Formulario'),
    fields: z
      .array(field)
      .max(40)
      .prefault([
        { id: 'name', type: 'text', label: 'Nombre', required: true },
        { id: 'email', type: 'email', label: 'Correo electrónico', required: true },
        { id: 'message', type: 'textarea', label: 'Mensaje', required: false },
      ])
      .refine((fields) => new Set(fields.map((f) => f.id)).size === fields.length, 'field ids must be unique'),
    stepType: z
      .enum(['none', 'text', 'icon', 'number', 'progress_bar', 'number_text', 'icon_text'])
      .default('number_text'),
    stepIconShape: z.enum(['circle', 'square', 'rounded', 'none']).default('circle'),
    stepPreviousLabel: z.string().min(1).max(40).default('Anterior'),
    stepNextLabel: z.string().min(1).max(40).default('Siguiente'),
    buttonText: z.string().min(1).max(40).default('Enviar'),
    buttonWidth: z.enum(['auto', 'full']).default('auto'),
    successMessage: z.string().min(1).max(300).default('Hemos recibido su mensaje. Gracias.'),
    errorMessage: z
      .string()
      .min(1)
      .max(300)
      .default('No se ha podido enviar el formulario. Revise los campos marcados.'),
    requiredMessage: z.string().min(1).max(200).default('Este campo es obligatorio.'),
    invalidMessage: z.string().min(1).max(200).default('El valor no es válido.'),
    /** Where the visitor goes after a success: a path on this site or an https address. */
    redirectUrl: z
      .string()
      .max(500)
      .regex(/^(\/(?!\/)|https:\/\/)/, 'must be a path on this site or an https address')
      .optional(),
    /**
     * After a success, open a site pop-up or close one, as the builder's "Popup" action after submit: the
     * send answer carries it (popupAnswer) and the pop-up island acts on the form's submit_success event.
     * Closing without an id closes the pop-up the form sits in.
     */
    popup: z
      .object({
        action: z.enum(['open', 'close']),
        id: z.string().max(48).regex(NODE_ID, 'must be the id of a pop-up on the page').optional(),
        /** close only: the closed pop-up never shows again to this visitor. */
        doNotShowAgain: z.boolean().default(false),
      })
      .strict()
      .refine((p) => p.action === 'close' || p.id !== undefined, 'opening a pop-up needs its id')
      .refine((p) => p.action === 'close' || !p.doNotShowAgain, '"do not show again" applies to closing only')
      .optional(),
    /** ALTCHA proof of work (self-hosted), or none. */
    captcha: z.enum(['altcha', 'none']).default('altcha'),
    /** Who receives each submission by mail; the site owner's address when absent. */
    emailTo: z.email().max(254).optional(),
    emailSubject: z.string().min(1).max(150).default('Nuevo mensaje desde el formulario de la web'),
  })
  .strict();

export type FormSettings = z.output<typeof formSettings>;

/** The send answer's `data.popup` (§3 Form response) for a form's pop-up action, in the builder's names. */
export function popupAnswer(popup: NonNullable<FormSettings['popup']>): {
  action: 'open' | 'close';
  id?: string;
  do_not_show_again?: boolean;
} {
  return {
    action: popup.action,
    ...(popup.id ? { id: popup.id } : {}),
    ...(popup.action === 'close' && popup.doNotShowAgain ? { do_not_show_again: true } : {}),
  };
}
