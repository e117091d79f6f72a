/**
 * Island entry of the form: defines <altcha-widget> from ALTCHA's external
 * build, whose styles are a file and whose solver runs in a worker file served
 * by this site (the page's CSP allows neither inline workers nor blob: URLs).
 */
import 'altcha/external';
import { hydrateIslands } from '../../client/hydrate.js';
import { MultiStepForm } from './component.js';

hydrateIslands('form', MultiStepForm);
