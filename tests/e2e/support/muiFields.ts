import type { Locator, Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's accessible name: its label, with the required marker if any (MUI adds ' *'). */
export const labelled = (label: string) => new RegExp(`^${escape(label)}(\\s*\\*)?$`);

/** Picks a value of a MUI select (a TextField with `select`): the combobox is named by its label and current value. */
export async function pickSelect(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${escape(label)}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Types into an autocomplete and picks one of the options it offers. */
export async function pickAutocomplete(
  scope: Page | Locator,
  page: Page,
  label: string,
  typed: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: labelled(label) }).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Clicks the button that opens the file chooser and gives it the file, as a person picking it would. */
export async function chooseFile(page: Page, button: Locator, file: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
}
