import type { Page } from 'playwright-core';

/** Opens a list's filter bar, which starts closed while no filter is applied. */
export async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Filters' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('button', { name: 'Apply' }).waitFor();
}
