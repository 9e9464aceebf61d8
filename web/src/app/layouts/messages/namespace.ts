import type messages from './en.json';

// The header's messages, and a label for every menu item by its id (contracts/src/access/menus.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    layouts: typeof messages;
  }
}
