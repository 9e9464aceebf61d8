import type messages from './en.json';

// The annual returns' words said so far: the choice of figures live or as returned, and their panel.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'annual-returns': typeof messages;
  }
}
