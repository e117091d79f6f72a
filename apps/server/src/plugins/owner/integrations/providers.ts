/** Every integration's tool by its id. */
import type { IntegrationProvider } from '@beckon/owner-api';
import { brevo } from './brevo.js';
import { hubspot } from './hubspot.js';
import { klaviyo } from './klaviyo.js';
import { mailchimp } from './mailchimp.js';
import type { Provider } from './provider.js';

export const PROVIDERS: Record<IntegrationProvider, Provider> = { mailchimp, brevo, klaviyo, hubspot };

/** Where tests (or a proxy) point a tool's API instead of its own address. */
export type ProviderBaseUrls = Partial<Record<IntegrationProvider, string>>;
