import type messages from './en.json';

// The shared pieces' words (loaders, lists, the form kit), said once for every screen that uses them.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    components: typeof messages;
  }
}
