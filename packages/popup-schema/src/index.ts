/**
 * One schema module for every payload the display service, the widget and the
 * dashboard exchange. Each zod schema also gives its TypeScript type, so the
 * validator and the type can never disagree.
 */
export * from './cart-triggers.js';
export * from './close-triggers.js';
export * from './conversion.js';
export * from './design-document.js';
export * from './display.js';
export * from './events.js';
export * from './form-fields.js';
export * from './formats.js';
export * from './game.js';
export * from './ids.js';
export * from './popup-input.js';
export * from './popup-record.js';
export * from './product-recommendation.js';
export * from './schedule.js';
export * from './slide-in-places.js';
export * from './social-networks.js';
export * from './store-price-rules.js';
export * from './targeting.js';
export * from './traffic-targeting.js';
export * from './triggers.js';
