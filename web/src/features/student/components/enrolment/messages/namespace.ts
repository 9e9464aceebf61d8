import type messages from './en.json';

// The student lists' words: the enrolled and pending lists, their filters, the shared columns' headings and periods.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    enrolment: typeof messages;
  }
}
