import type messages from './en.json';

// The dashboard's words: its cards, charts, their tables and legends.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    dashboard: typeof messages;
  }
}
