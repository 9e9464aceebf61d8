import type messages from './en.json';

// The QAA screens' words said so far: the dashboard's card of accreditations expiring soon.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    accreditation: typeof messages;
  }
}
