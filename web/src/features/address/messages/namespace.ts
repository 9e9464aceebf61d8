import type messages from './en.json';

// The address fields' words: the province, district, local level and ward cascade, tole, house and block.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    address: typeof messages;
  }
}
