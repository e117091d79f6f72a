/** The store catalogue routes: the merchant's signed import, the owner's CSV upload, summary and key. */
import { fuzzRoutes } from './fuzz-app.js';
import { storeCatalogueSpecs } from './route-specs.js';

fuzzRoutes('store catalogue', storeCatalogueSpecs);
