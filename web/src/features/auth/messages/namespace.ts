import type messages from './en.json';

// The sign-in screens' messages, checked by the compiler wherever t() names a key.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    auth: typeof messages;
  }
}
