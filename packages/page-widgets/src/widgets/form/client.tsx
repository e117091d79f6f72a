/** Island entry of the form (its anti-spam solver is the separate worker file captcha-worker.ts). */
import { hydrateIslands } from '../../client/hydrate.js';
import { MultiStepForm } from './component.js';

hydrateIslands('form', MultiStepForm);
