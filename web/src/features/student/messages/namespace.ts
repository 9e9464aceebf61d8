import type messages from './en.json';

// The student screens' words said so far: the registration stepper, its steps, review and messages.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    student: typeof messages;
  }
}
