/** Helpers for the setup screens' journeys: the add form, the list's search, the edit dialog. */
import type { Locator, Page } from 'playwright-core';

export function addForm(page: Page, entity: string): Locator {
  return page.getByRole('form', { name: `Add ${entity}` });
}

/** Filters the list by a search text and returns the table. */
export async function searchList(page: Page, entity: string, text: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  return page.getByRole('table', { name: `${entity} list` });
}
