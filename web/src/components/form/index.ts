/** The one form layer (docs/decisions/0015): react-hook-form over the contracts' zod schemas. */
export * from './schema-form.tsx';
export * from './inputs.tsx';
export * from './select-input.tsx';
export * from './choice-inputs.tsx';
export * from './bs-date-input.tsx';
export * from './file-input.tsx';
export * from './form-stepper.tsx';
export * from './calendar-text.ts';
export * from './form-dialog-footer.tsx';
export * from './field-messages.tsx';
