/**
 * Visitor-facing texts for the form rules and the pop-up chrome, in English,
 * Hebrew and Spanish (spec §5 "Fields" table, §4 "Submit", §9 "Languages";
 * Spanish for the clinic's own site). English texts quoted by the spec are kept
 * word for word; the others are ours.
 */
import type { Lang } from '../contract.js';

export type MessageKey =
  | 'nameTitle'
  | 'emailTypos'
  | 'businessOnly'
  | 'phoneBasicTitle'
  | 'phoneInvalid'
  | 'phoneIntlInvalid'
  | 'phoneIsraeliInvalid'
  | 'birthdayInvalid'
  | 'required'
  | 'formEmpty'
  | 'sentSuccessfully'
  | 'skip'
  | 'close'
  | 'didYouMean'
  | 'invalidEmail'
  | 'invalidUrl'
  | 'loading'
  | 'poweredBy'
  | 'tooLong'
  | 'invalidValue'
  | 'couponCopy'
  | 'couponHint'
  | 'couponCopied'
  | 'tickerPause'
  | 'tickerPlay'
  | 'videoPlay';

export const MESSAGES: Record<Lang, Record<MessageKey, string>> = {
  en: {
    nameTitle: 'Please enter at least 2 or more characters',
    emailTypos: 'There are typos in the email',
    businessOnly: 'Only business emails are allowed',
    phoneBasicTitle: 'Please enter 7 to 15 digits and avoid using letters or symbols',
    phoneInvalid: 'Please enter a valid phone number',
    phoneIntlInvalid: 'Invalid number - please try again',
    phoneIsraeliInvalid: 'Wrong phone number',
    birthdayInvalid: 'Please enter a valid birthday.',
    required: 'Please fill out this field',
    formEmpty: 'Please fill in at least one field',
    sentSuccessfully: 'Sent successfully!',
    skip: 'Skip',
    close: 'Close',
    didYouMean: 'Did you mean {suggestion}?',
    invalidEmail: 'Please enter a valid email address',
    invalidUrl: 'Please enter a valid website address',
    loading: 'Loading…',
    poweredBy: 'Powered by Beckon',
    tooLong: 'Please use at most 254 characters',
    invalidValue: 'Please enter a valid value',
    couponCopy: 'Copy',
    couponHint: 'Click to copy the code',
    couponCopied: 'Copied!',
    tickerPause: 'Pause the ticker',
    tickerPlay: 'Play the ticker',
    videoPlay: 'Play video',
  },
  he: {
    nameTitle: 'נא להזין לפחות 2 תווים',
    emailTypos: 'יש שגיאות הקלדה בכתובת האימייל',
    businessOnly: 'ניתן להזין כתובת אימייל עסקית בלבד',
    phoneBasicTitle: 'נא להזין 7 עד 15 ספרות, ללא אותיות או סימנים',
    phoneInvalid: 'נא להזין מספר טלפון תקין',
    phoneIntlInvalid: 'מספר לא תקין - נא לנסות שוב',
    phoneIsraeliInvalid: 'מספר טלפון שגוי',
    birthdayInvalid: 'נא להזין תאריך לידה תקין.',
    required: 'נא למלא שדה זה',
    formEmpty: 'נא למלא לפחות שדה אחד',
    sentSuccessfully: 'נשלח בהצלחה!',
    skip: 'דלג',
    close: 'סגירה',
    didYouMean: 'האם התכוונת ל-{suggestion}?',
    invalidEmail: 'נא להזין כתובת אימייל תקינה',
    invalidUrl: 'נא להזין כתובת אתר תקינה',
    loading: 'טוען…',
    poweredBy: 'מופעל על ידי Beckon',
    tooLong: 'נא להזין עד 254 תווים',
    invalidValue: 'נא להזין ערך תקין',
    couponCopy: 'העתקה',
    couponHint: 'לחצו להעתקת הקוד',
    couponCopied: 'הועתק!',
    tickerPause: 'השהיית הטיקר',
    tickerPlay: 'הפעלת הטיקר',
    videoPlay: 'הפעלת הסרטון',
  },
  es: {
    nameTitle: 'Escriba al menos 2 caracteres',
    emailTypos: 'El correo electrónico tiene errores de escritura',
    businessOnly: 'Solo se admiten correos electrónicos de empresa',
    phoneBasicTitle: 'Escriba de 7 a 15 cifras, sin letras ni símbolos',
    phoneInvalid: 'Escriba un número de teléfono válido',
    phoneIntlInvalid: 'Número no válido: inténtelo de nuevo',
    phoneIsraeliInvalid: 'Número de teléfono incorrecto',
    birthdayInvalid: 'Escriba una fecha de nacimiento válida.',
    required: 'Rellene este campo',
    formEmpty: 'Rellene al menos un campo',
    sentSuccessfully: '¡Enviado correctamente!',
    skip: 'Omitir',
    close: 'Cerrar',
    didYouMean: '¿Quería decir {suggestion}?',
    invalidEmail: 'Escriba un correo electrónico válido',
    invalidUrl: 'Escriba una dirección web válida',
    loading: 'Cargando…',
    poweredBy: 'Con la tecnología de Beckon',
    tooLong: 'Escriba como máximo 254 caracteres',
    invalidValue: 'Escriba un valor válido',
    couponCopy: 'Copiar',
    couponHint: 'Haga clic para copiar el código',
    couponCopied: '¡Copiado!',
    tickerPause: 'Pausar el teletipo',
    tickerPlay: 'Reanudar el teletipo',
    videoPlay: 'Reproducir el vídeo',
  },
};

/** The text for `key` in `lang`, with `{name}` placeholders filled from `vars`; unknown placeholders stay visible. */
export function t(lang: Lang, key: MessageKey, vars?: Record<string, string>): string {
  const text = MESSAGES[lang][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(vars, name) ? vars[name]! : whole));
}
