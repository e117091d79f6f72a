/** The payment methods of a request's site: its name and footer, with the shop's saved bank account and the card when configured. */
import type { Queryable } from '@beckon/db';
import type { RequestSite } from '../../sites/index.js';
import { type PaymentProvider, type PaymentSite, paymentMethodsOf } from './payment.js';
import { loadPaymentSettings } from './payment-settings-repository.js';

async function paymentSiteOf(db: Queryable, site: RequestSite, card: boolean): Promise<PaymentSite> {
  const settings = await loadPaymentSettings(db, site.accountId);
  return {
    name: site.name,
    address: site.theme.footer.address,
    hours: site.theme.footer.hours,
    transferAccount: settings.transfer_account,
    card,
  };
}

/** `card`: the server takes card payments (the offline methods alone when false, as My account lists them). */
export async function sitePaymentMethods(db: Queryable, site: RequestSite, card = false): Promise<PaymentProvider[]> {
  return paymentMethodsOf(await paymentSiteOf(db, site, card));
}
