/**
 * The few fixed words of the game screens (the owner writes the headings and
 * the play label), in the widget's languages.
 */
import type { Lang } from '../../contract.js';

const TEXT = {
  en: {
    wheel: 'Prize wheel',
    spinning: 'The wheel is spinning…',
    drawFailed: 'The game could not start. Please try again.',
    close: 'Close',
    scratchHere: 'Scratch here',
    scratchReady: 'Scratch the card, or use the button, to see your prize.',
    scratchBand: 'Scratch a strip',
    gift: 'Gift',
    pickGift: 'Pick one of the three gifts.',
  },
  he: {
    wheel: 'גלגל פרסים',
    spinning: 'הגלגל מסתובב…',
    drawFailed: 'לא ניתן להתחיל את המשחק. נסו שוב.',
    close: 'סגירה',
    scratchHere: 'גרדו כאן',
    scratchReady: 'גרדו את הכרטיס, או השתמשו בכפתור, כדי לראות את הפרס.',
    scratchBand: 'גירוד פס',
    gift: 'מתנה',
    pickGift: 'בחרו אחת משלוש המתנות.',
  },
  es: {
    wheel: 'Ruleta de premios',
    spinning: 'La ruleta está girando…',
    drawFailed: 'No se pudo iniciar el juego. Inténtalo de nuevo.',
    close: 'Cerrar',
    scratchHere: 'Rasca aquí',
    scratchReady: 'Rasca la tarjeta, o usa el botón, para ver tu premio.',
    scratchBand: 'Rascar una franja',
    gift: 'Regalo',
    pickGift: 'Elige uno de los tres regalos.',
  },
} as const;

export function gameText(lang: Lang, key: keyof (typeof TEXT)['en']): string {
  return (TEXT[lang] ?? TEXT.en)[key];
}
