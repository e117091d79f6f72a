/**
 * The billing details the clinic shop's browser tests type into the checkout: Lucía García Pérez, Calle de
 * Alcalá 100, 28009 Madrid. One copy, so a label the checkout renames is fixed in one place.
 */
import type { Locator, Page } from 'playwright-core';

/**
 * Fills the checkout's billing fields; `email` only when given (a signed-in customer's is filled in already).
 * The first name is the first «Nombre» label of the checkout form; the other fields are looked up `within`
 * (the whole page unless a test narrows it to the form).
 */
export async function fillBilling(page: Page, email?: string, within: Page | Locator = page): Promise<void> {
  await page.locator('form.checkout-layout').getByLabel('Nombre', { exact: false }).first().fill('Lucía');
  await within.getByLabel('Apellidos').fill('García Pérez');
  await within.getByLabel('Dirección de la calle').fill('Calle de Alcalá 100');
  await within.getByLabel('Código postal').fill('28009');
  await within.getByLabel('Localidad / Ciudad').fill('Madrid');
  await within.getByLabel('Provincia').fill('Madrid');
  await within.getByLabel('Teléfono').fill('600123456');
  if (email !== undefined) await within.getByLabel('Dirección de correo electrónico').fill(email);
}
