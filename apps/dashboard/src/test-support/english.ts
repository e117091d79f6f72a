/**
 * Unit tests draw the dashboard's screens in English, as a browser whose language is English gets them:
 * the English catalogue is active before any test renders (the dashboard itself fetches it first, main.tsx).
 */
import { i18n } from '@lingui/core';
import english from '../i18n/catalogues/en.json';

i18n.loadAndActivate({ locale: 'en', messages: english });
