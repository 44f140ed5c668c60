import type { Locator, Page } from 'playwright-core';

/** A profile section (SectionCard): a region named by its title. */
export const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Saves a section dialog and waits until it has closed (the section then shows the answered profile). */
export async function saveDialog(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The names of the options an open MUI list offers (a select's menu or an autocomplete's listbox). */
export async function offeredOptions(page: Page): Promise<string[]> {
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option').first().waitFor();
  return (await listbox.getByRole('option').allInnerTexts()).map((text) => text.trim());
}
