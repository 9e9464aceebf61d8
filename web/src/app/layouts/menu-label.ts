import type { TFunction } from 'i18next';
import type { MenuItem } from '@hemis/contracts';
import type messages from './messages/en.json';

type MenuKey = `menu.${keyof typeof messages.menu}`;

/**
 * A menu item's label in the language shown, found by its id: the contracts keep the spec's
 * English words untouched, and the English message file repeats them word for word
 * (app/messages.test.ts), so only other languages read differently.
 */
export function menuLabel(t: TFunction<'layouts'>, item: MenuItem): string {
  return t(`menu.${item.id}` as MenuKey, { defaultValue: item.label });
}
