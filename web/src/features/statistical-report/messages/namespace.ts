import type messages from './en.json';

// The statistical report screen's own words; its title, sections and table headings are the
// contracts' (statistical-report-headings.ts), shared with the printed copy.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'statistical-report': typeof messages;
  }
}
