/** The payment methods of a request's site: its name and footer, with the shop's saved bank account. */
import type { Queryable } from '@beckon/db';
import type { RequestSite } from '../../sites/index.js';
import { type PaymentProvider, type PaymentSite, paymentMethodsOf } from './payment.js';
import { loadPaymentSettings } from './payment-settings-repository.js';

async function paymentSiteOf(db: Queryable, site: RequestSite): Promise<PaymentSite> {
  const settings = await loadPaymentSettings(db, site.accountId);
  return {
    name: site.name,
    address: site.theme.footer.address,
    hours: site.theme.footer.hours,
    transferAccount: settings.transfer_account,
  };
}

export async function sitePaymentMethods(db: Queryable, site: RequestSite): Promise<PaymentProvider[]> {
  return paymentMethodsOf(await paymentSiteOf(db, site));
}
