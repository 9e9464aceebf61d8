/** Helpers for the organisation registry's journeys: MUI selects by label, and a logo file. */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** A label's accessible name with or without the required marker. */
export function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}

/** Opens the select labelled `label` inside `scope` and picks the option named `option`. */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(labelled(label)).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The demo campus's real logo, a PNG the server's content check accepts. */
export const LOGO_FILE = path.resolve(import.meta.dirname, '../../../prisma/seed/assets/campus-66-logo.png');
