/**
 * Each form field type of the pop-up schema (FIELD_TYPES) by name in the person's language: the builder's
 * type choices, and a new field's label where it has no label of its own (draft.ts).
 */
import type { FieldType } from '@beckon/popup-schema';
import type { MessageId } from '../i18n/i18n.js';

export const FIELD_TYPE_NAMES: Record<FieldType, MessageId> = {
  name: 'builder.fieldType.name',
  first_name: 'builder.fieldType.first_name',
  last_name: 'builder.fieldType.last_name',
  email: 'builder.fieldType.email',
  phone: 'builder.fieldType.phone',
  tel: 'builder.fieldType.tel',
  message: 'builder.fieldType.message',
  birthday: 'builder.fieldType.birthday',
  number: 'builder.fieldType.number',
  url: 'builder.fieldType.url',
  date: 'builder.fieldType.date',
  checkbox: 'builder.fieldType.checkbox',
  consent: 'builder.fieldType.consent',
  radio: 'builder.fieldType.radio',
  select: 'builder.fieldType.select',
  'multi-select': 'builder.fieldType.multi-select',
  hidden: 'builder.fieldType.hidden',
  custom: 'builder.fieldType.custom',
  free: 'builder.fieldType.free',
  gender: 'builder.fieldType.gender',
  country: 'builder.fieldType.country',
  state: 'builder.fieldType.state',
  city: 'builder.fieldType.city',
  address: 'builder.fieldType.address',
  zip_postal_code: 'builder.fieldType.zip_postal_code',
  preferences: 'builder.fieldType.preferences',
};
