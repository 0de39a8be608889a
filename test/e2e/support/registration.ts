import type { Locator, Page } from 'playwright-core';

/**
 * Fills the registration form (`form.registration-form`, German labels) with a Munich address, the
 * given names, email and password; the salutation "Herr" unless told otherwise. Returns the form.
 */
export async function fillRegistration(
  page: Page,
  {
    email,
    password,
    firstName = 'Erik',
    lastName = 'Ende',
    salutation = true,
  }: { email: string; password: string; firstName?: string; lastName?: string; salutation?: boolean },
): Promise<Locator> {
  const form = page.locator('form.registration-form');
  if (salutation) await form.getByRole('radio', { name: 'Herr' }).check();
  await form.getByLabel('Vorname').fill(firstName);
  await form.getByLabel('Nachname').fill(lastName);
  await form.getByLabel('Straße').fill('Maximilianstraße');
  await form.getByLabel('Hausnummer').fill('3');
  await form.getByLabel('PLZ').fill('80539');
  await form.getByLabel('Ort', { exact: false }).first().fill('München');
  await form.getByLabel('Land').selectOption('DE');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort').fill(password);
  return form;
}
